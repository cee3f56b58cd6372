/** Parts of @docusaurus/mdx-loader 3.10.2 used outside the bundler. */
import './installed';
import {packageFile} from './packages';

/**
 * Docusaurus's remark plugin for heading ids (`{#custom-id}`, github-slugger), so a compile outside
 * the bundler gives the anchors the build gives (mdx-loader, lib/remark/headings/index.js).
 */
export async function headingsRemarkPlugin(): Promise<unknown> {
  packageFile(
    '@docusaurus/mdx-loader',
    'lib/remark/headings/index.js',
    'the news pre-flight check (news-guard)',
  );
  let value =
    (await import('@docusaurus/mdx-loader/lib/remark/headings/index.js')) as {
      default?: unknown;
    };
  while (value && typeof value === 'object' && 'default' in value) {
    value = value.default as {default?: unknown};
  }
  if (typeof value !== 'function') {
    throw new Error(
      'docusaurus-internals: @docusaurus/mdx-loader/lib/remark/headings no longer exports a remark plugin.',
    );
  }
  return value;
}

/** A loader as a bundler rule lists it. */
interface LoaderItem {
  loader: string;
  options?: Record<string, unknown>;
}

/** The two loaders the blog plugin runs on an article, in the order a rule lists them (last runs first). */
export interface BlogMdxLoaders {
  mdx: LoaderItem;
  markdown: LoaderItem;
  /** The content folders the rule covers (each ending in a path separator). */
  include: string[];
}

type Rule = {
  use?: unknown;
  include?: unknown;
  oneOf?: unknown;
  rules?: unknown;
};

const MDX_LOADER = () =>
  packageFile('@docusaurus/mdx-loader', 'lib/index.js', 'server articles');
const BLOG_MARKDOWN_LOADER = () =>
  packageFile(
    '@docusaurus/plugin-content-blog',
    'lib/markdownLoader.js',
    'server articles',
  );

function* rulesIn(rules: unknown): Generator<Rule> {
  for (const rule of Array.isArray(rules) ? (rules as Rule[]) : []) {
    if (!rule || typeof rule !== 'object') continue;
    yield rule;
    yield* rulesIn(rule.oneOf);
    yield* rulesIn(rule.rules);
  }
}

/**
 * The blog's MDX rule among a bundler config's rules: `use: [mdx-loader, the blog's markdownLoader]`
 * (plugin-content-blog index.js, createBlogMDXLoaderRule). Throws unless exactly one rule has that
 * shape, so articles are never compiled with another pipeline than the bundler's.
 */
export function blogMdxLoaders(rules: unknown): BlogMdxLoaders {
  const [mdxPath, markdownPath] = [MDX_LOADER(), BLOG_MARKDOWN_LOADER()];
  const found = [...rulesIn(rules)].filter((rule) => {
    const use = rule.use as LoaderItem[] | undefined;
    return (
      Array.isArray(use) &&
      use.length === 2 &&
      use[0]?.loader === mdxPath &&
      use[1]?.loader === markdownPath
    );
  });
  if (found.length !== 1) {
    throw new Error(
      `docusaurus-internals: expected one blog MDX rule (mdx-loader, then plugin-content-blog's markdownLoader) in the server config, found ${found.length}; the blog plugin changed how it compiles articles (plugin-content-blog, index.js createBlogMDXLoaderRule).`,
    );
  }
  const [mdx, markdown] = found[0].use as [LoaderItem, LoaderItem];
  const include = found[0].include;
  if (
    !Array.isArray(include) ||
    !include.every((dir) => typeof dir === 'string')
  ) {
    throw new Error(
      'docusaurus-internals: the blog MDX rule no longer lists its content folders as `include` paths.',
    );
  }
  return {mdx, markdown, include};
}

type Loader = (this: object, source: string) => unknown;

async function loaderFunction(file: string, name: string): Promise<Loader> {
  let value = (await import(file)) as unknown;
  while (
    value &&
    typeof value === 'object' &&
    'default' in (value as object) &&
    typeof value !== 'function'
  ) {
    value = (value as {default: unknown}).default;
  }
  if (typeof value !== 'function') {
    throw new Error(
      `docusaurus-internals: ${name} (${file}) no longer exports a loader function.`,
    );
  }
  return value as Loader;
}

/**
 * Runs one loader as the bundler would, with the parts of the loader context these two loaders read
 * (mdx-loader: `_compiler.name` through @docusaurus/utils' getWebpackLoaderCompilerName, `async`,
 * `getOptions`, `addDependency`, `resource`, `resourcePath`; markdownLoader: `resourceQuery`).
 */
function runLoader(
  loader: Loader,
  item: LoaderItem,
  source: string,
  file: {path: string; compilerName: 'server' | 'client'},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const context = {
      _compiler: {name: file.compilerName},
      resource: file.path,
      resourcePath: file.path,
      resourceQuery: '',
      getOptions: () => item.options ?? {},
      addDependency: () => {},
      async:
        () =>
        (error: unknown, result: unknown): void => {
          if (error) reject(error as Error);
          else resolve(String(result));
        },
    };
    try {
      const returned = loader.call(context, source);
      if (returned instanceof Promise) returned.catch(reject);
    } catch (error) {
      reject(error as Error);
    }
  });
}

/**
 * Compiles an article as the bundler's blog rule does (the markdownLoader, then mdx-loader), outside
 * the bundler: the module's ES source as the bundler would have parsed it, with the rule's own
 * options but for the cross-compiler cache (its server side waits for a client compile that never
 * comes).
 */
export async function compileWithBlogLoaders(
  loaders: BlogMdxLoaders,
  file: {path: string; source: string; compilerName: 'server' | 'client'},
): Promise<string> {
  const [mdxLoader, markdownLoader] = await Promise.all([
    loaderFunction(loaders.mdx.loader, 'mdx-loader'),
    loaderFunction(loaders.markdown.loader, "the blog's markdownLoader"),
  ]);
  const markdown = await runLoader(
    markdownLoader,
    loaders.markdown,
    file.source,
    file,
  );
  return runLoader(
    mdxLoader,
    {
      ...loaders.mdx,
      options: {...loaders.mdx.options, crossCompilerCache: undefined},
    },
    markdown,
    file,
  );
}
