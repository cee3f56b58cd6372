/**
 * The articles' text as data on the server. The server bundle compiled every article's MDX into
 * itself: about a third of its size (5,600 characters a story), most of the server side's bundling
 * time and memory (12.5 GB at 30,000 stories a language), and every publish had the bundler walk,
 * hash and write them all again from its cache. Now each article is compiled outside the bundler,
 * by the blog's own loaders with the rule's own options (docusaurus-internals, mdxLoader.ts), into
 * a CommonJS module in the generated-files folder, and the server bundle requires that file when a
 * page that shows the article renders, as it does the routes' data modules (server/routeTable.ts).
 *
 * The module gets React's JSX runtime and MDX's provider from the bundle (server/articleRuntime.ts,
 * the first module of the server entry), so the theme's MDX components reach the article exactly
 * as they did when it was bundled: the pages are the same, byte for byte.
 *
 * Compiled modules are kept between builds under node_modules/.cache, a folder a locale, each file
 * named by the digest of everything its text follows from: the compiler's code (this module, the
 * site's remark and rehype plugins, the site config, the locked packages), the article's request
 * and source, its assets, and the files its links and images name (a photo's size is in the
 * figure). A file whose own checksum does not match is compiled again; an article whose links went
 * through the blog's Markdown-link resolution (another article's permalink) is compiled every time.
 * Modules no build has used for a day are removed.
 *
 * Each build records, beside the modules it wrote into the generated folder, the key each was
 * written for and the file's size and time just after (`written.json`, src/lib/writtenFiles.ts): an
 * article whose key is the recorded one, in a module still as it was left, is not read from the
 * cache and compared again (at 30,000 stories a language, two reads and a digest of 60,000 files a
 * publish, most of this step).
 */
import {createHash} from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import {
  blogMdxLoaders,
  compileWithBlogLoaders,
  type BlogMdxLoaders,
} from '../../docusaurus-internals/node/mdxLoader';
import {isArticleModule} from '../../docusaurus-internals/node/blogPlugin';
import {
  statsModuleName,
  type RegistryEntry,
} from '../../docusaurus-internals/node/generatedFiles';
import {codeDigest} from '../news-guard/codeDigest';
import {
  parseWrittenFiles,
  serializeWrittenFiles,
  stillWritten,
  type WrittenFile,
} from '../../lib/writtenFiles';
import {RUNTIME_REQUESTS} from './serverArticleRuntime';
import {writeIfChanged} from './writeIfChanged';

export const SERVER_ARTICLES_CACHE_DIR =
  'node_modules/.cache/nerkhnama-server-articles';
const GENERATED_FOLDER = 'nerkhnama-server-articles';
/** The record of the modules written into the generated folder, beside them. */
const WRITTEN_RECORD = 'written.json';
/**
 * How long a module this build did not use stays kept. Copies of the site share `node_modules` (the
 * test suite's, a preview's): a module is named by its content, so they share the entries they
 * have in common, and one copy's build does not remove what another used today.
 */
const UNUSED_KEPT_FOR_MS = 24 * 60 * 60 * 1000;
/** First line of a compiled module: its key and the digest of the rest. */
const HEADER = /^\/\/ nerkhnama server article ([0-9a-f]{40}) ([0-9a-f]{40})\n/;

export interface ServerArticle {
  /** The request the route registry imports (`@site/news/….md`). */
  request: string;
  /** The article's source file. */
  source: string;
  /** The compiled module the server bundle requires instead. */
  module: string;
}

const sha1 = (...parts: Array<string | Buffer>) => {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
};

/** The articles among the news routes' modules, each with its source and its compiled module's path. */
export function serverArticles(
  registry: readonly RegistryEntry[],
  generatedFilesDir: string,
  siteDir: string,
): ServerArticle[] {
  const generatedRelative = path
    .relative(siteDir, generatedFilesDir)
    .split(path.sep)
    .join('/');
  const seen = new Set<string>();
  return registry
    .filter(({modulePath}) => {
      if (!isArticleModule(modulePath) || seen.has(modulePath)) return false;
      seen.add(modulePath);
      return true;
    })
    .map(({modulePath}) => {
      const source = path.join(
        siteDir,
        statsModuleName(modulePath, generatedRelative),
      );
      const name = path.basename(source).replace(/\.mdx?$/, '');
      return {
        request: modulePath,
        source,
        module: path.join(
          generatedFilesDir,
          GENERATED_FOLDER,
          `${name}-${sha1(modulePath).slice(0, 10)}.js`,
        ),
      };
    });
}

/**
 * The files an article's Markdown links and images name on disk: relative to the article, or a site
 * path under one of the static directories. Their content is part of what the compiled text follows
 * from (a figure carries its photo's dimensions).
 */
export function namedFiles(
  markdown: string,
  articleFile: string,
  staticDirs: readonly string[],
): string[] {
  const found = new Set<string>();
  for (const match of markdown.matchAll(/\]\(\s*<?([^)\s>]+)/g)) {
    const target = decodeURI(match[1].replace(/[?#].*$/, ''));
    // A page's address (no file extension) names no file: most links, and not worth a lookup each.
    if (!path.extname(target) || /^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
    const candidates = target.startsWith('/')
      ? staticDirs.map((dir) => path.join(dir, target))
      : [path.resolve(path.dirname(articleFile), target)];
    for (const file of candidates) {
      if (existsSync(file) && statSync(file).isFile()) found.add(file);
    }
  }
  return [...found].sort();
}

/**
 * What the module requires, as `require("…")` calls in the compiled CommonJS. Anything but the
 * runtime and the article's metadata would be a file the bundler once resolved (an inline loader
 * for a picture or a file link): refused with the article's name rather than failing as a page
 * renders.
 */
export function requiresOf(commonJs: string): string[] {
  return [
    ...new Set(
      [...commonJs.matchAll(/\brequire\(\s*("(?:[^"\\]|\\.)*")\s*\)/g)].map(
        (match) => JSON.parse(match[1]) as string,
      ),
    ),
  ];
}

/**
 * The module Node loads for the server bundle: a function of the bundle's runtime (React's JSX
 * runtime and MDX's provider, server/articleRuntime.ts) that runs the compiled article with it, and
 * with Node's `require` for the article's metadata (a JSON file of this build's generated files).
 * The bundle runs in a context of its own (core's SSG evaluates it in a new vm context), so the
 * runtime is handed over as an argument, not found on a global.
 */
export function wrapCompiledArticle({
  key,
  request,
  commonJs,
  metadata,
}: {
  key: string;
  request: string;
  commonJs: string;
  /** The request for the article's metadata and the path of its JSON file, relative to the module. */
  metadata?: {request: string; relativePath: string};
}): string {
  const body = [
    `// ${request}, compiled by the blog's loaders for the server bundle (client-routing, serverArticles.ts).`,
    `"use strict";`,
    `module.exports = function serverArticle(runtime) {`,
    `  const files = {${
      metadata
        ? `${JSON.stringify(metadata.request)}: () => require(${JSON.stringify(metadata.relativePath)})`
        : ''
    }};`,
    `  const load = (request) => {`,
    `    if (request in runtime) return runtime[request];`,
    `    if (request in files) return files[request]();`,
    `    throw new Error(${JSON.stringify(`${request} requires `)} + request + ", which the server bundle does not provide.");`,
    `  };`,
    `  const module = {exports: {}};`,
    `  (function (require, exports, module) {`,
    commonJs,
    `  })(load, module.exports, module);`,
    `  return module.exports;`,
    `};`,
    '',
  ].join('\n');
  return `// nerkhnama server article ${key} ${sha1(body)}\n${body}`;
}

/** The kept module's text, or undefined when it is not there or does not match its own checksum. */
export function readKeptArticle(file: string, key: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const header = HEADER.exec(text);
  if (!header || header[1] !== key) return undefined;
  return sha1(text.slice(header[0].length)) === header[2] ? text : undefined;
}

/** The ES module mdx-loader writes, as CommonJS (the bundler would have linked its imports). */
async function toCommonJs(esm: string, file: string): Promise<string> {
  const {transform} = await import('@swc/core');
  const output = await transform(esm, {
    filename: file,
    swcrc: false,
    configFile: false,
    isModule: true,
    jsc: {parser: {syntax: 'ecmascript'}, target: 'es2022'},
    module: {type: 'commonjs'},
  });
  return output.code;
}

/**
 * A digest of the code an article's compiled module follows from: this module and what it imports
 * (the loaders' seam), the site's remark and rehype plugins and blog options, the locked packages
 * (mdx-loader, MDX, swc), and the site config that lists the plugins.
 */
function compilerDigest(siteDir: string, locale: string): string {
  const repository = path.resolve(__dirname, '../../..');
  const code = [
    __filename,
    path.join(repository, 'src/plugins/remark-news-photos/index.ts'),
    path.join(repository, 'src/plugins/rehype-isolate-runs/index.ts'),
    path.join(repository, 'src/config/blog.ts'),
  ].map((entry) => codeDigest(entry, repository));
  const config = path.join(siteDir, 'docusaurus.config.ts');
  return sha1(
    locale,
    ...code,
    existsSync(config) ? readFileSync(config) : 'no site config',
  );
}

export interface ServerArticlesOptions {
  articles: readonly ServerArticle[];
  siteDir: string;
  locale: string;
  staticDirs: readonly string[];
  /** Where the blog keeps an article's metadata (its MDX loader's `metadataPath` option). */
  metadataPath?: (source: string) => string;
  log?: (line: string) => void;
}

/**
 * The cover an article gives relative to itself (`./img/…`, as the editors' desk saves it) would be
 * a picture the bundler resolves; no page shows it (the sharing tags and structured data use the
 * cover the news-images step makes), and the browser's module of an article has none either
 * (client/articleModule.ts). Site paths and URLs are left out by mdx-loader itself.
 */
const withoutBundledAssets = (assets: unknown) =>
  Object.fromEntries(
    Object.entries((assets ?? {}) as Record<string, unknown>).map(
      ([key, value]) => [
        key,
        Array.isArray(value)
          ? value.map((item) =>
              typeof item === 'string' && item.startsWith('./')
                ? undefined
                : item,
            )
          : typeof value === 'string' && value.startsWith('./')
            ? undefined
            : value,
      ],
    ),
  );

/**
 * Compiles each article that has no kept module for its key, writes every article's module into
 * the generated-files folder (where it differs), and keeps in the cache only this build's modules.
 */
export async function compileServerArticles(
  options: ServerArticlesOptions & {loaders: BlogMdxLoaders},
): Promise<{compiled: number; kept: number}> {
  const {articles, loaders, siteDir, locale, staticDirs} = options;
  const cacheDir = path.join(siteDir, SERVER_ARTICLES_CACHE_DIR, locale);
  mkdirSync(cacheDir, {recursive: true});
  const compiler = compilerDigest(siteDir, locale);
  const mdxOptions = loaders.mdx.options ?? {};
  const createAssets = mdxOptions.createAssets as
    ((input: {filePath: string}) => unknown) | undefined;
  const resolveLink = mdxOptions.resolveMarkdownLink as
    ((input: unknown) => unknown) | undefined;
  const metadataPath =
    options.metadataPath ??
    (mdxOptions.metadataPath as ((file: string) => string) | undefined);
  const fileDigests = new Map<string, string>();
  const digestOf = (file: string) => {
    let digest = fileDigests.get(file);
    if (!digest) {
      digest = sha1(readFileSync(file));
      fileDigests.set(file, digest);
    }
    return digest;
  };
  const started = performance.now();
  const used = new Set<string>();
  let compiled = 0;
  let kept = 0;
  let inPlace = 0;
  const recordFile =
    articles.length > 0
      ? path.join(path.dirname(articles[0].module), WRITTEN_RECORD)
      : undefined;
  const record = parseWrittenFiles(
    recordFile && existsSync(recordFile)
      ? readFileSync(recordFile, 'utf8')
      : null,
  ).files;
  const written = new Map<string, WrittenFile>();
  const onDisk = (file: string) =>
    statSync(file, {throwIfNoEntry: false}) ?? null;
  for (const article of articles) {
    const source = readFileSync(article.source, 'utf8');
    const assets = withoutBundledAssets(
      createAssets?.({filePath: article.source}),
    );
    const metadataFile = metadataPath?.(article.source);
    const metadata = metadataFile
      ? {
          request: `@site/${path.relative(siteDir, metadataFile).split(path.sep).join('/')}`,
          relativePath: relativeRequire(
            path.dirname(article.module),
            metadataFile,
          ),
        }
      : undefined;
    const key = sha1(
      compiler,
      article.request,
      source,
      JSON.stringify(assets),
      JSON.stringify(metadata ?? null),
      ...namedFiles(source, article.source, staticDirs).map(
        (file) => `${path.relative(siteDir, file)}:${digestOf(file)}`,
      ),
    );
    const cached = path.join(cacheDir, `${key}.js`);
    const recorded = record.get(article.module);
    if (stillWritten(recorded, key, onDisk(article.module))) {
      kept++;
      inPlace++;
      used.add(`${key}.js`);
      written.set(article.module, recorded!);
      continue;
    }
    let text = readKeptArticle(cached, key);
    let keep = true;
    if (text === undefined) {
      let linksResolved = false;
      const loaderOptions = {
        ...mdxOptions,
        createAssets: () => assets,
        ...(resolveLink && {
          resolveMarkdownLink: (input: unknown) => {
            linksResolved = true;
            return resolveLink(input);
          },
        }),
      };
      const esm = await compileWithBlogLoaders(
        {...loaders, mdx: {...loaders.mdx, options: loaderOptions}},
        {path: article.source, source, compilerName: 'server'},
      );
      const commonJs = await toCommonJs(esm, article.source);
      const unknown = requiresOf(commonJs).filter(
        (request) =>
          !(RUNTIME_REQUESTS as readonly string[]).includes(request) &&
          request !== metadata?.request,
      );
      if (unknown.length > 0) {
        throw new Error(
          `client-routing: ${path.relative(siteDir, article.source)} compiles to a module that requires ${unknown.join(', ')}: a file the bundler would have had to publish (a picture inside a sentence, a link to a file). The news pre-flight check should have refused it; give the picture a line of its own, or link to the file's page.`,
        );
      }
      text = wrapCompiledArticle({
        key,
        request: article.request,
        commonJs,
        metadata,
      });
      compiled++;
      // Another article's permalink is in the text: not kept, since it follows that article too.
      keep = !linksResolved;
      if (keep) writeBesideAndRename(cached, text);
    } else {
      kept++;
      // Used: kept for another day, whatever other copies of the site build meanwhile.
      if (statSync(cached).mtimeMs < Date.now() - UNUSED_KEPT_FOR_MS / 2) {
        const now = new Date();
        utimesSync(cached, now, now);
      }
    }
    writeIfChanged(article.module, text);
    if (keep) {
      used.add(`${key}.js`);
      const {size, mtimeMs} = statSync(article.module);
      written.set(article.module, {sha1: key, size, mtimeMs});
    }
  }
  if (recordFile) {
    writeBesideAndRename(recordFile, serializeWrittenFiles(written));
  }
  const stale = Date.now() - UNUSED_KEPT_FOR_MS;
  for (const name of readdirSync(cacheDir)) {
    const file = path.join(cacheDir, name);
    if (!used.has(name) && statSync(file).mtimeMs < stale) {
      rmSync(file, {force: true});
    }
  }
  options.log?.(
    `[${locale}] server articles: ${compiled} compiled, ${kept} kept from the last build${inPlace > 0 ? ` (${inPlace} of them in place as it wrote them)` : ''} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  return {compiled, kept};
}

const relativeRequire = (fromDir: string, file: string) => {
  const relative = path.relative(fromDir, file).split(path.sep).join('/');
  return relative.startsWith('.') ? relative : `./${relative}`;
};

/** Another process of the same site may read the cache meanwhile: it sees a whole file or none. */
function writeBesideAndRename(file: string, text: string) {
  const beside = `${file}.${process.pid}.tmp`;
  writeFileSync(beside, text);
  renameSync(beside, file);
}

/**
 * Bundler plugin for the server side: compiles the articles once every Docusaurus plugin has added
 * its rules (the blog's MDX rule among them), before the compilation starts.
 */
export class ServerArticlesPlugin {
  constructor(private readonly options: ServerArticlesOptions) {}
  apply(compiler: {
    options: {module?: {rules?: unknown}};
    hooks: {
      beforeCompile: {tapPromise(name: string, run: () => Promise<void>): void};
    };
  }) {
    const loaders = blogMdxLoaders(compiler.options.module?.rules);
    compiler.hooks.beforeCompile.tapPromise(
      'ServerArticlesPlugin',
      async () => {
        await compileServerArticles({...this.options, loaders});
      },
    );
  }
}
