/**
 * The pre-flight check of the news, run by `npm run news:check` and before a build writes
 * anything: the front-matter rules (validate.ts), then what would otherwise fail the build or
 * reach readers half-done: MDX syntax (mdx.ts), internal links, anchors and images (links.ts),
 * the untouched template (template.ts) and Arabic letter forms (letters.ts). Every problem of
 * every file at once. Also lists the articles a build at this moment leaves out as scheduled.
 *
 * What a file says of itself is kept between runs (fileRecord.ts, recordStore.ts): a run reads
 * every file's bytes but checks again only the files that changed, then applies the rules over the
 * whole set (unique ids and slugs, English twins, the pinned story, tags, links between articles)
 * to all the records, so its answer is the one a check of every file gives.
 */
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {NEWS_PAGE_SIZE} from '../../config/newsPageSize';
import {isScheduled} from '../../lib/schedule';
import {fixArabicForms} from './letters';
import {
  checkImage,
  checkLink,
  localeRoutes,
  normalizeRoute,
  type PageInfo,
  type RouteArticle,
  type SiteRoutes,
} from './links';
import {readMarket} from '../market/load';
import {readSource, readYamlSource, writeSource} from '../sources';
import {codeDigest} from './codeDigest';
import {digestOf, makeRecord, type FileRecord} from './fileRecord';
import {
  CompileCache,
  compileCacheFile,
  type CompiledArticle,
  type Direction,
} from './mdx';
import {pluginRoutes} from './pluginRoutes';
import {readsHold} from './reads';
import {loadRecords, recordStoreFile, saveRecords} from './recordStore';
import type {Problem} from './schema';
import {
  assembleValidation,
  EN_NEWS_DIR,
  listMarkdown,
  NEWS_DIR,
  newsKeys,
  type CheckedArticle,
  type ValidationResult,
} from './validate';

export interface PreflightOptions {
  /** The moment the build publishes at (scheduling); default: now. */
  now?: Date;
  /** Rewrite Arabic letter forms in the files before checking (`news:check --fix`). */
  fix?: boolean;
  /** Keep each file's results between runs (default: yes, under node_modules/.cache). */
  cache?: boolean;
}

interface ScheduledArticle {
  file: string;
  date: string;
}

export interface PreflightResult extends ValidationResult<CheckedArticle> {
  scheduled: ScheduledArticle[];
  /** Files `fix` rewrote. */
  fixed: string[];
  /** Files compiled (the others came from the cache). */
  compiled: number;
  /** Article files checked on their own in this run (the others' records held). */
  rechecked: number;
  /** The pages of the site this content builds, in both locales, the links were checked against. */
  routes: SiteRoutes;
}

const INFO_DIRS = {
  fa: 'info',
  en: 'i18n/en/docusaurus-plugin-content-docs/current',
} as const;
const LOCALES = [
  {locale: 'fa', prefix: '', dir: NEWS_DIR, direction: 'rtl'},
  {locale: 'en', prefix: '/en', dir: EN_NEWS_DIR, direction: 'ltr'},
] as const;

/** The code a file record comes from: fileRecord.ts and what it imports (`__filename`: some loaders give no `__dirname`). */
const RECORD_CODE = path.join(path.dirname(__filename), 'fileRecord.ts');
const REPOSITORY = path.resolve(path.dirname(__filename), '../../..');
const PENDING: CompiledArticle = {
  links: [],
  images: [],
  imagesInText: [],
  anchors: [],
  components: [],
  expressions: [],
};

function readYaml(file: string): Record<string, unknown> {
  if (!existsSync(file)) return {};
  const data = readYamlSource(file);
  return data && typeof data === 'object'
    ? (data as Record<string, unknown>)
    : {};
}

function tagPermalinks(siteDir: string, locale: string): Map<string, string> {
  const file =
    locale === 'fa'
      ? path.join(siteDir, NEWS_DIR, 'tags.yml')
      : path.join(siteDir, EN_NEWS_DIR, 'tags.yml');
  const tags = readYaml(
    existsSync(file) ? file : path.join(siteDir, NEWS_DIR, 'tags.yml'),
  );
  return new Map(
    Object.entries(tags).map(([key, value]) => [
      key,
      String((value as {permalink?: string})?.permalink ?? `/${key}`),
    ]),
  );
}

/** Authors with a page (`page: true` or `page: {permalink}` in authors.yml), as the blog plugin makes them. */
function authorPages(siteDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const [key, value] of Object.entries(
    readYaml(path.join(siteDir, NEWS_DIR, 'authors.yml')),
  )) {
    const page = (value as {page?: unknown})?.page;
    if (page === true) pages.set(key, `/${key}`);
    else if (page && typeof page === 'object' && 'permalink' in page) {
      pages.set(key, String((page as {permalink: string}).permalink));
    }
  }
  return pages;
}

/** The route of an information page: its `slug`, else its `id`, else its file name (docs at /). */
function infoRoute(file: string, source: string): string {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  const data = match
    ? (yaml.load(match[1], {schema: yaml.JSON_SCHEMA}) as Record<
        string,
        unknown
      > | null)
    : null;
  if (typeof data?.slug === 'string') {
    return data.slug.startsWith('/') ? data.slug : `/${data.slug}`;
  }
  const name =
    typeof data?.id === 'string'
      ? data.id
      : path.basename(file).replace(/\.mdx?$/, '');
  const dir = path.dirname(file);
  return `/${dir === '.' ? '' : `${dir}/`}${name === 'index' ? '' : name}`;
}

/** A message for an MDX syntax error, in an editor's terms. */
function syntaxProblem(
  file: string,
  error: NonNullable<CompiledArticle['error']>,
): Problem {
  const at = `(column ${error.column})`;
  if (
    error.source === 'micromark-extension-mdx-jsx' ||
    /before name|closing tag|JSX|tag/.test(error.reason)
  ) {
    return {
      file,
      line: error.line,
      field: 'body',
      message: `MDX reads «<» as the start of a tag here ${at}: ${error.reason}`,
      fix: 'write \\< for a literal «<» (or «کمتر از» / "less than"), or close the tag',
    };
  }
  if (
    error.source === 'micromark-extension-mdx-expression' ||
    /expression|brace|acorn/i.test(error.reason)
  ) {
    return {
      file,
      line: error.line,
      field: 'body',
      message: `MDX reads «{» as the start of code here ${at}: ${error.reason}`,
      fix: 'write \\{ and \\} for literal braces',
    };
  }
  return {
    file,
    line: error.line,
    field: 'body',
    message: `does not compile ${at}: ${error.reason}`,
    fix: 'correct the Markdown at that place (see https://mdxjs.com/docs/troubleshooting-mdx/)',
  };
}

export async function checkNews(
  siteDir: string,
  options: PreflightOptions = {},
): Promise<PreflightResult> {
  const now = options.now ?? new Date();
  const fixed: string[] = [];
  if (options.fix) {
    for (const {dir} of LOCALES) {
      for (const name of listMarkdown(path.join(siteDir, dir))) {
        const absolute = path.join(siteDir, dir, name);
        const source = readSource(absolute);
        const result = fixArabicForms(source);
        if (result !== source) {
          writeSource(absolute, result);
          fixed.push(path.posix.join(dir, name));
        }
      }
    }
  }

  const useCache = options.cache !== false;
  const cache = new CompileCache(
    useCache ? compileCacheFile(siteDir) : undefined,
  );
  const origin = {
    code: codeDigest(RECORD_CODE, REPOSITORY),
    site: path.resolve(siteDir),
  };
  const stored = useCache
    ? loadRecords(recordStoreFile(siteDir), origin)
    : new Map<string, FileRecord>();
  const keys = newsKeys(siteDir);

  // Every article file of both locales: its record from the last run while it holds, else a new one.
  const names = new Map<string, string[]>();
  const records = new Map<string, FileRecord>();
  const compiled = new Map<string, CompiledArticle>();
  const jobs: Array<Promise<void>> = [];
  const toCheck: Array<{
    file: string;
    dir: string;
    name: string;
    bytes: Buffer;
    direction: Direction;
  }> = [];
  for (const {dir, direction} of LOCALES) {
    names.set(dir, listMarkdown(path.join(siteDir, dir)));
    for (const name of names.get(dir)!) {
      const file = path.posix.join(dir, name);
      const bytes = readFileSync(path.join(siteDir, dir, name));
      const kept = stored.get(file);
      const keptCompiled =
        kept?.digest === digestOf(bytes) &&
        kept.reads &&
        readsHold(kept.reads, keys)
          ? cache.peek(kept.compileKey)
          : undefined;
      if (kept && keptCompiled) {
        records.set(file, kept);
        compiled.set(file, keptCompiled);
        continue;
      }
      // Its place in the map now, in file order, whichever check finishes first.
      compiled.set(file, PENDING);
      toCheck.push({file, dir, name, bytes, direction});
    }
  }
  const rechecked = toCheck.length;
  // Many files to check (a cold cache, new code) are compiled on every core first.
  await cache.prefill(
    toCheck.map(({dir, name, bytes, direction}) => ({
      source: Buffer.from(bytes).toString('utf8'),
      filePath: path.join(siteDir, dir, name),
      direction,
    })),
  );
  for (const {file, dir, name, bytes, direction} of toCheck) {
    jobs.push(
      makeRecord({siteDir, dir, name, bytes}, keys, direction, cache).then(
        (made) => {
          records.set(file, made.record);
          compiled.set(file, made.compiled);
        },
      ),
    );
  }
  const infoAnchors = new Map<
    string,
    Array<{route: string; anchors: Set<string>}>
  >([
    ['fa', []],
    ['en', []],
  ]);
  for (const [locale, dir] of Object.entries(INFO_DIRS)) {
    const faNames = listMarkdown(path.join(siteDir, INFO_DIRS.fa));
    // The English site falls back to the Persian page where a page has no translation.
    for (const name of locale === 'en'
      ? faNames
      : listMarkdown(path.join(siteDir, dir))) {
      const absolute = existsSync(path.join(siteDir, dir, name))
        ? path.join(siteDir, dir, name)
        : path.join(siteDir, INFO_DIRS.fa, name);
      const source = readSource(absolute);
      jobs.push(
        cache
          .get(source, absolute, locale === 'fa' ? 'rtl' : 'ltr')
          .then((result) => {
            infoAnchors.get(locale)!.push({
              route: infoRoute(name, source),
              anchors: new Set(result.anchors),
            });
          }),
      );
    }
  }
  await Promise.all(jobs);
  cache.save();
  if (useCache && (rechecked > 0 || stored.size !== records.size)) {
    saveRecords(
      recordStoreFile(siteDir),
      origin,
      new Map([...records].filter(([, record]) => record.reads)),
    );
  }

  const validation = assembleValidation(
    names.get(NEWS_DIR)!,
    names.get(EN_NEWS_DIR)!,
    (dir, name) => records.get(path.posix.join(dir, name))!.check,
  );
  const problems = [...validation.problems];
  for (const file of compiled.keys()) problems.push(...records.get(file)!.own);

  for (const [file, result] of compiled) {
    if (result.error) problems.push(syntaxProblem(file, result.error));
    for (const c of result.components) {
      problems.push({
        file,
        line: c.line,
        field: 'body',
        message: `<${c.value}> is not a component this site provides`,
        fix: 'remove it, or write \\< if «<» is meant as text',
      });
    }
    for (const e of result.expressions) {
      problems.push({
        file,
        line: e.line,
        field: 'body',
        message: `${e.value} is read as code, which the build runs`,
        fix: 'write \\{ and \\} for literal braces; comments are {/* … */}',
      });
    }
  }

  // Routes and links, locale by locale: the English site has the Persian article where a translation is missing.
  const scheduledFor = (article: CheckedArticle) =>
    isScheduled(article.frontMatter.date, now)
      ? article.frontMatter.date
      : undefined;
  const translationsByName = new Map(
    validation.translations.map((t) => [path.basename(t.file), t]),
  );
  const fileRoutes = new Map<string, string>();
  const allPages = new Map<string, PageInfo>();
  const allWaiting = new Map<string, {file: string; reason: string}>();
  const pluginFiles = new Set<string>();
  // Bad market data is market:check's to report (run with news:check); links then meet no prices page.
  const market = readMarket(siteDir).data;
  for (const {locale, prefix} of LOCALES) {
    const own = validation.articles.map((article) =>
      locale === 'en'
        ? (translationsByName.get(path.basename(article.file)) ?? article)
        : article,
    );
    const routeArticles: RouteArticle[] = own.map((article) => ({
      file: article.file,
      permalink: article.frontMatter.slug,
      tags: article.frontMatter.tags,
      authors: article.frontMatter.authors,
      anchors: new Set(compiled.get(article.file)?.anchors ?? []),
      draft: article.frontMatter.draft === true,
      unlisted: article.frontMatter.unlisted === true,
      ...(scheduledFor(article) && {scheduledFor: scheduledFor(article)}),
    }));
    for (const article of own) {
      fileRoutes.set(
        path.join(siteDir, article.file),
        normalizeRoute(`${prefix}/news${article.frontMatter.slug}`),
      );
    }
    const fromPlugins = pluginRoutes(locale, market);
    for (const file of fromPlugins.files) pluginFiles.add(file);
    const {pages, waiting} = localeRoutes({
      prefix,
      articles: routeArticles,
      tagPermalinks: tagPermalinks(siteDir, locale),
      authorPages: authorPages(siteDir),
      infoPages: infoAnchors.get(locale)!,
      pluginPages: fromPlugins.pages,
      pageSize: NEWS_PAGE_SIZE,
    });
    for (const [route, info] of pages) allPages.set(route, info);
    for (const [route, info] of waiting) allWaiting.set(route, info);
  }
  const routes: SiteRoutes = {
    pages: allPages,
    waiting: allWaiting,
    hasFile: (route) =>
      pluginFiles.has(route) || staticFileExists(siteDir, route),
  };
  const exists = (file: string) => existsSync(file) && statSync(file).isFile();
  // Every compiled file, its front matter valid or not: an editor fixing a field sees the links' problems too.
  const byFile = new Map(
    [...validation.articles, ...validation.translations].map((a) => [
      a.file,
      a,
    ]),
  );
  // A file MDX could not compile was read again as plain Markdown (mdx.ts): its links are checked too.
  for (const [file, result] of compiled) {
    const article = byFile.get(file) ?? {file, frontMatter: {draft: false}};
    const absoluteFile = path.join(siteDir, article.file);
    const route = fileRoutes.get(absoluteFile) ?? '/';
    for (const link of result.links) {
      const problem = checkLink(link.value, link.line, {
        file: article.file,
        absoluteFile,
        route,
        anchors: new Set(result.anchors),
        routes,
        routeOfFile: (f) => fileRoutes.get(f),
        exists,
        staticDir: path.join(siteDir, 'static'),
      });
      // A draft is not built, and a scheduled article may link to one published before it.
      if (
        problem &&
        !(article.frontMatter.draft && /draft|scheduled/.test(problem.message))
      ) {
        problems.push(problem);
      }
    }
    for (const image of result.images) {
      const problem = checkImage(image.value, image.line, {
        file: article.file,
        absoluteFile,
        staticDir: path.join(siteDir, 'static'),
        exists,
      });
      if (problem) problems.push(problem);
    }
    for (const image of result.imagesInText) {
      problems.push(imageInText(article.file, image));
    }
  }

  const scheduled = validation.articles
    .filter((a) => !a.frontMatter.draft && isScheduled(a.frontMatter.date, now))
    .map((a) => ({file: a.file, date: a.frontMatter.date}));
  return {
    ...validation,
    problems: stableByFile(problems),
    scheduled,
    fixed,
    compiled: cache.compiledCount,
    rechecked,
    routes,
  };
}

/** Problems grouped by file in the order files first appear, each file's by line. */
function stableByFile(problems: Problem[]): Problem[] {
  const order = new Map<string, number>();
  problems.forEach((p) => order.has(p.file) || order.set(p.file, order.size));
  return problems
    .map((p, i) => ({p, i}))
    .sort(
      (a, b) =>
        order.get(a.p.file)! - order.get(b.p.file)! ||
        (a.p.line ?? 0) - (b.p.line ?? 0) ||
        a.i - b.i,
    )
    .map(({p}) => p);
}

/** Files served as they are from static/ (in every locale's site). */
function staticFileExists(siteDir: string, route: string): boolean {
  const file = path.join(siteDir, 'static', route.replace(/^\/en\//, '/'));
  return existsSync(file) && statSync(file).isFile();
}

/**
 * A photo inside a sentence. The site publishes a photo as a figure, on a line of its own, in the
 * sizes a phone needs (remark-news-photos); beside text it would be the original file, inline, which
 * no step of the build publishes.
 */
function imageInText(
  file: string,
  image: {value: string; line: number},
): Problem {
  return {
    file,
    line: image.line,
    field: 'image',
    message: `${image.value}: a photo inside a sentence`,
    fix: 'put the image on a line of its own, with an empty line before and after: it becomes a figure, with the text in quotes after its address as the caption',
  };
}
