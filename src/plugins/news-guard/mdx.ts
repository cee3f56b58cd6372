/**
 * Compiles an article as the build does (MDX 3 through @mdx-js/mdx, `format: 'mdx'` as
 * `future.v4` sets for .md files, Docusaurus's front-matter, directive, heading-id and GFM steps,
 * the site's rehype plugin) and returns what the later checks need: the syntax error with its line,
 * the links, images and heading ids, and JSX components the theme does not provide.
 *
 * Results are cached by content (node_modules/.cache/nerkhnama-news-check/), so a check or a build
 * after an edit compiles only the files that changed.
 */
import {createHash} from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import {headingsRemarkPlugin} from '../../docusaurus-internals/node/mdxLoader';
import {NEWS_CHECK_CACHE_DIR} from './recordStore';
import {processesFor, runInProcesses} from '../process-pool/pool';

interface Located {
  value: string;
  line: number;
}

export interface CompiledArticle {
  /** The first syntax error, as MDX reports it. */
  error?: {line: number; column: number; reason: string; source?: string};
  links: Located[];
  images: Located[];
  /**
   * Markdown images with text beside them in their paragraph. The build publishes only an image on
   * a line of its own (a figure: remark-news-photos); one inside a sentence would be a file the
   * browser's bundle once emitted and no bundle does now that the browser compiles no article.
   */
  imagesInText: Located[];
  /** Ids of the headings (and elements with an id): the anchors other pages may link to. */
  anchors: string[];
  /** Capitalised JSX elements neither imported nor provided by the theme: a runtime error in the build. */
  components: Located[];
  /** `{…}` holding code, not a comment: evaluated when the page renders, so `{درصد}` fails the build. */
  expressions: Located[];
}

/** What the theme's MDXComponents provide under a capitalised name (theme-classic's MDXComponents). */
const THEME_COMPONENTS = new Set(['Head', 'Details']);
/** Bump when what is extracted changes: older cache entries are then ignored. */
const EXTRACT_VERSION = 4;

interface Node {
  type: string;
  url?: string;
  name?: string | null;
  value?: string;
  attributes?: Array<{type: string; name?: string; value?: unknown}>;
  data?: {id?: string; hProperties?: {id?: string}; estree?: {body: unknown[]}};
  position?: {start: {line: number; column: number}};
  children?: Node[];
}

function walk(node: Node, visit: (node: Node) => void): void {
  visit(node);
  node.children?.forEach((child) => walk(child, visit));
}

/** The remark step that records links, images, anchors and components (after the heading ids are set). */
function extractPlugin() {
  return (tree: Node, file: {data: Record<string, unknown>}) => {
    const out: Omit<CompiledArticle, 'error'> = {
      links: [],
      images: [],
      imagesInText: [],
      anchors: [],
      components: [],
      expressions: [],
    };
    const imported = new Set<string>();
    const line = (node: Node) => node.position?.start.line ?? 0;
    const attribute = (node: Node, name: string) => {
      const value = node.attributes?.find(
        (a) => a.type === 'mdxJsxAttribute' && a.name === name,
      )?.value;
      return typeof value === 'string' ? value : undefined;
    };
    // As remark-news-photos picks them: an image that is all its paragraph holds, blanks aside.
    const alone = new Set<Node>();
    walk(tree, (node) => {
      if (node.type !== 'paragraph') return;
      const content = (node.children ?? []).filter(
        (child) => !(child.type === 'text' && !child.value?.trim()),
      );
      if (content.length === 1 && content[0].type === 'image') {
        alone.add(content[0]);
      }
    });
    walk(tree, (node) => {
      if (node.type === 'mdxjsEsm') {
        for (const match of (node.value ?? '').matchAll(
          /import\s+(?:(\w+)|\{([^}]*)\})/g,
        )) {
          if (match[1]) imported.add(match[1]);
          match[2]?.split(',').forEach((name) =>
            imported.add(
              name
                .trim()
                .split(/\s+as\s+/)
                .pop()!,
            ),
          );
        }
      }
      if ((node.type === 'link' || node.type === 'definition') && node.url) {
        out.links.push({value: node.url, line: line(node)});
      }
      if (node.type === 'image' && node.url) {
        out.images.push({value: node.url, line: line(node)});
        if (!alone.has(node)) {
          out.imagesInText.push({value: node.url, line: line(node)});
        }
      }
      if (
        (node.type === 'mdxTextExpression' ||
          node.type === 'mdxFlowExpression') &&
        (node.data?.estree?.body.length ?? 0) > 0
      ) {
        out.expressions.push({
          value: `{${node.value ?? ''}}`,
          line: line(node),
        });
      }
      if (node.type === 'heading') {
        const id = node.data?.hProperties?.id ?? node.data?.id;
        if (id) out.anchors.push(id);
      }
      if (
        (node.type === 'mdxJsxFlowElement' ||
          node.type === 'mdxJsxTextElement') &&
        node.name
      ) {
        const href = node.name === 'a' ? attribute(node, 'href') : undefined;
        const src = node.name === 'img' ? attribute(node, 'src') : undefined;
        const id = attribute(node, 'id');
        if (href) out.links.push({value: href, line: line(node)});
        if (src) out.images.push({value: src, line: line(node)});
        if (id) out.anchors.push(id);
        if (
          /^[A-Z]/.test(node.name) &&
          !THEME_COMPONENTS.has(node.name.split('.')[0])
        ) {
          out.components.push({value: node.name, line: line(node)});
        }
      }
    });
    out.components = out.components.filter(
      (c) => !imported.has(c.value.split('.')[0]),
    );
    file.data.nerkhnamaExtract = out;
  };
}

type Processor = {
  process: (file: unknown) => Promise<{data: Record<string, unknown>}>;
};
export type Direction = 'rtl' | 'ltr';
type Format = 'mdx' | 'md';

const processors = new Map<
  `${Direction}:${Format}`,
  Promise<{processor: Processor; VFile: new (options: object) => unknown}>
>();

/**
 * One processor per text direction (the rehype plugin's option) and format, made once. `md` reads
 * the file as plain Markdown: what the check falls back on when MDX stops at a syntax error.
 */
function processorFor(direction: Direction, format: Format = 'mdx') {
  let made = processors.get(`${direction}:${format}`);
  if (!made) {
    made = (async () => {
      const [
        {createProcessor},
        frontmatter,
        directive,
        gfm,
        {VFile},
        headings,
        isolateRuns,
      ] = await Promise.all([
        import('@mdx-js/mdx'),
        import('remark-frontmatter').then((m) => m.default),
        import('remark-directive').then((m) => m.default),
        import('remark-gfm').then((m) => m.default),
        import('vfile'),
        // Docusaurus's own heading ids ({#custom-id}, github-slugger), so anchors match the build's.
        headingsRemarkPlugin(),
        import('../rehype-isolate-runs').then((m) => unwrapDefault(m)),
      ]);
      const processor = createProcessor({
        format,
        remarkPlugins: [
          frontmatter,
          directive,
          [headings, {anchorsMaintainCase: false}],
          gfm,
          extractPlugin,
        ],
        rehypePlugins: [[isolateRuns, {direction}]],
        providerImportSource: '@mdx-js/react',
      } as Parameters<typeof createProcessor>[0]) as unknown as Processor;
      return {
        processor,
        VFile: VFile as unknown as new (options: object) => unknown,
      };
    })();
    processors.set(`${direction}:${format}`, made);
  }
  return made;
}

/** CommonJS modules seen through `import()` may nest their default export once more. */
function unwrapDefault(module: unknown): never {
  let value = module as {default?: unknown};
  while (value && typeof value === 'object' && 'default' in value) {
    value = value.default as {default?: unknown};
  }
  return value as never;
}

export async function compileArticle(
  source: string,
  filePath: string,
  direction: Direction,
): Promise<CompiledArticle> {
  const {processor, VFile} = await processorFor(direction);
  try {
    const result = await processor.process(
      new VFile({value: source, path: filePath}),
    );
    return {
      ...(result.data.nerkhnamaExtract as Omit<CompiledArticle, 'error'>),
    };
  } catch (error) {
    const e = error as {
      line?: number;
      column?: number;
      reason?: string;
      message?: string;
      source?: string;
      place?: {
        line?: number;
        column?: number;
        start?: {line: number; column: number};
      };
    };
    const place = e.place && 'start' in e.place ? e.place.start : e.place;
    // The links, images and headings still get checked, read as plain Markdown: every problem at once.
    const markdown = await extractAsMarkdown(source, filePath, direction);
    return {
      error: {
        line: e.line ?? place?.line ?? 1,
        column: e.column ?? place?.column ?? 1,
        reason: e.reason ?? e.message ?? String(error),
        ...(e.source && {source: e.source}),
      },
      links: markdown?.links ?? [],
      images: markdown?.images ?? [],
      imagesInText: markdown?.imagesInText ?? [],
      anchors: markdown?.anchors ?? [],
      components: [],
      expressions: [],
    };
  }
}

async function extractAsMarkdown(
  source: string,
  filePath: string,
  direction: Direction,
): Promise<Omit<CompiledArticle, 'error'> | undefined> {
  const {processor, VFile} = await processorFor(direction, 'md');
  try {
    const result = await processor.process(
      new VFile({value: source, path: filePath}),
    );
    return result.data.nerkhnamaExtract as Omit<CompiledArticle, 'error'>;
  } catch {
    return undefined;
  }
}

/** An article to compile: its text, its file (for messages) and its direction. */
export interface ArticleToCompile {
  source: string;
  filePath: string;
  direction: Direction;
}

/**
 * Compiles go to child processes from this many (below, starting them and loading the compiler
 * costs more than it saves: a compile is a few milliseconds), handed out this many at a time.
 */
const COMPILE_PROCESSES = {minItems: 400, batch: 100};

/** A content-keyed cache of compile results in a JSON file. */
export class CompileCache {
  private entries: Record<string, CompiledArticle> = {};
  private used: Record<string, CompiledArticle> = {};
  private dirty = false;
  /** How many files this run compiled (the rest came from the cache). */
  compiledCount = 0;
  constructor(private readonly file: string | undefined) {
    if (file && existsSync(file)) {
      try {
        this.entries = JSON.parse(readFileSync(file, 'utf8')) as Record<
          string,
          CompiledArticle
        >;
      } catch {
        this.entries = {};
      }
    }
  }

  static keyOf(source: string, direction: Direction): string {
    return createHash('sha1')
      .update(`${EXTRACT_VERSION}\0${direction}\0${source}`)
      .digest('hex');
  }

  async get(
    source: string,
    filePath: string,
    direction: Direction,
  ): Promise<CompiledArticle> {
    const key = CompileCache.keyOf(source, direction);
    let result = this.entries[key];
    if (!result) {
      result = await compileArticle(source, filePath, direction);
      this.dirty = true;
      this.compiledCount++;
    }
    this.used[key] = result;
    return result;
  }

  /**
   * Compiles what the cache lacks of `articles` in child processes, one a core (compileProcess.ts),
   * when they are enough to be worth it (a cold check: 60,000 compiles at 30,000 stories a
   * language); `get` then finds them. Fewer are compiled by `get` itself, in this process.
   */
  async prefill(
    articles: readonly ArticleToCompile[],
    rule = COMPILE_PROCESSES,
  ): Promise<void> {
    const missing = new Map<string, ArticleToCompile>();
    for (const article of articles) {
      const key = CompileCache.keyOf(article.source, article.direction);
      if (!Object.hasOwn(this.entries, key)) missing.set(key, article);
    }
    const processes = processesFor(missing.size, rule);
    if (processes === 0) return;
    const results = await runInProcesses<ArticleToCompile, CompiledArticle>(
      path.join(__dirname, 'compileProcess.ts'),
      [...missing.values()],
      {...rule, processes},
    );
    [...missing.keys()].forEach((key, i) => {
      this.entries[key] = results[i];
      this.compiledCount++;
    });
    this.dirty = true;
  }

  /** The result kept under `key` (a file record's), kept for the next run too; undefined when gone. */
  peek(key: string): CompiledArticle | undefined {
    if (!Object.hasOwn(this.entries, key)) return undefined;
    this.used[key] = this.entries[key];
    return this.used[key];
  }

  /** Writes the entries used by this run (so deleted and edited articles drop out). */
  save(): void {
    if (
      !this.file ||
      (!this.dirty &&
        Object.keys(this.used).length === Object.keys(this.entries).length)
    ) {
      return;
    }
    mkdirSync(path.dirname(this.file), {recursive: true});
    // Beside it, then renamed: a check stopped meanwhile (a publish with nothing to write stops
    // its own) leaves the old file whole, not half a new one that would compile everything again.
    writeFileSync(`${this.file}.next`, JSON.stringify(this.used));
    renameSync(`${this.file}.next`, this.file);
  }
}

export const compileCacheFile = (siteDir: string) =>
  path.join(siteDir, NEWS_CHECK_CACHE_DIR, 'compiled.json');
