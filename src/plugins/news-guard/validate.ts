/**
 * Validates every article and its English version: front matter (schema.ts), file name, preview
 * marker, uniqueness of ids, slugs and titles, and the English file's agreement with the Persian
 * one. Collects every problem before reporting, so one run shows all of them.
 *
 * In two parts: each file's own check (`checkArticleFile`, which the pre-flight check keeps per
 * file between runs) and the rules over the whole set (`assembleValidation`), run on every call.
 */
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {ARTICLE_SLUG_PATTERN} from '../../lib/slug';
import {readSource, readYamlSource} from '../sources';
import {
  inspectPhoto,
  isLocalPhotoRef,
  markdownImageRefs,
  resolvePhotoPath,
} from '../news-images/photos';
import {tehranDay} from '../../lib/tehranTime';
import {
  checkFrontMatter,
  FILE_NAME_PATTERN,
  type NewsFrontMatter,
  type Problem,
} from './schema';
import {
  EN_NEWS_DIR,
  frontMatterLine,
  NEWS_DIR,
  parseArticle,
  previewMarkerProblems,
  twinProblems,
} from './article';

export {
  EN_NEWS_DIR,
  formatProblems,
  frontMatterLine,
  NEWS_DIR,
  parseArticle,
} from './article';

/** An article as the whole-set rules read it: everything but its body. */
export interface CheckedArticle {
  file: string;
  /** Absolute path of the lead photo's original, when the article has one. */
  photoFile?: string;
  id: number;
  frontMatter: NewsFrontMatter;
}

export interface Article extends CheckedArticle {
  body: string;
}

export interface ValidationResult<A extends CheckedArticle = Article> {
  problems: Problem[];
  articles: A[];
  translations: A[];
}

/** What one file's check found: its problems, and the article when its front matter is valid. */
export interface FileCheck<A extends CheckedArticle = Article> {
  problems: Problem[];
  article?: A;
}

/** The files a check reads besides the article: photos (the pre-flight check notes which). */
export interface PhotoAccess {
  exists: (file: string) => boolean;
  inspect: typeof inspectPhoto;
}

export interface FileContext {
  tagKeys: ReadonlySet<string>;
  authorKeys: ReadonlySet<string>;
  photos?: PhotoAccess;
}

const DISK: PhotoAccess = {exists: existsSync, inspect: inspectPhoto};

function readKeys(file: string): Set<string> {
  if (!existsSync(file)) return new Set();
  const data = readYamlSource(file);
  return new Set(data && typeof data === 'object' ? Object.keys(data) : []);
}

/** The article files of a folder (and its subfolders), sorted; `_`-files are partials. */
export function listMarkdown(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((f) => /\.mdx?$/.test(f) && !path.basename(f).startsWith('_'))
    .sort();
}

/** The tag and author keys articles may use (news/tags.yml, news/authors.yml). */
export function newsKeys(siteDir: string): FileContext {
  return {
    tagKeys: readKeys(path.join(siteDir, NEWS_DIR, 'tags.yml')),
    authorKeys: readKeys(path.join(siteDir, NEWS_DIR, 'authors.yml')),
  };
}

/**
 * Checks one article file (`dir/name`, its text `source`) on its own, apart from the other files;
 * a problem about a front-matter field points at the field's line.
 */
export function checkArticleFile(
  siteDir: string,
  dir: string,
  name: string,
  source: string,
  ctx: FileContext,
): FileCheck {
  const problems: Problem[] = [];
  const article = checkArticle(siteDir, source, dir, name, ctx, problems);
  for (const problem of problems) {
    const line = problem.line ?? frontMatterLine(source, problem.field);
    if (line !== undefined) problem.line = line;
  }
  return {problems, ...(article && {article})};
}

function checkArticle(
  siteDir: string,
  source: string,
  dir: string,
  name: string,
  ctx: FileContext,
  problems: Problem[],
): Article | undefined {
  const file = path.posix.join(dir, name);
  const parsed = parseArticle(file, source);
  if ('message' in parsed) {
    problems.push(parsed);
    return undefined;
  }
  const {value, problems: fieldProblems} = checkFrontMatter(parsed.data, {
    file,
    tagKeys: ctx.tagKeys,
    authorKeys: ctx.authorKeys,
  });
  problems.push(...fieldProblems);
  const photoFile = checkPhotos(
    siteDir,
    path.join(siteDir, dir, name),
    file,
    parsed,
    ctx.photos ?? DISK,
    problems,
  );

  problems.push(...previewMarkerProblems(file, parsed.body));

  const nameMatch = FILE_NAME_PATTERN.exec(path.basename(name));
  if (!nameMatch) {
    problems.push({
      file,
      field: 'file name',
      message: 'does not have the shape YYYY-MM-DD-{id}.md',
      fix: 'rename it, e.g. 2025-09-21-121530.md (date and id of the article)',
    });
    return undefined;
  }
  if (!value) return undefined;
  const slugId = Number(ARTICLE_SLUG_PATTERN.exec(value.slug)?.[1]);
  if (Number(nameMatch[2]) !== slugId) {
    problems.push({
      file,
      field: 'slug',
      message: `id ${slugId} differs from the id ${nameMatch[2]} in the file name`,
      fix: 'make the file name and the slug carry the same id',
    });
  }
  if (nameMatch[1] !== tehranDay(value.date)) {
    problems.push({
      file,
      field: 'date',
      message: `${value.date} is ${tehranDay(value.date)} in Tehran but the file name says ${nameMatch[1]}`,
      fix: 'make the file name start with the publication day',
    });
  }
  return {
    file,
    id: slugId,
    frontMatter: value,
    body: parsed.body,
    ...(photoFile && {photoFile}),
  };
}

/**
 * The lead photo and the body's Markdown images must be local files the image step can publish
 * (src/plugins/news-images/photos.ts). Returns the lead photo's path.
 */
function checkPhotos(
  siteDir: string,
  articlePath: string,
  file: string,
  parsed: {data: Record<string, unknown>; body: string},
  photos: PhotoAccess,
  problems: Problem[],
): string | undefined {
  const check = (ref: string, field: string): string | undefined => {
    if (!isLocalPhotoRef(ref)) {
      problems.push({
        file,
        field,
        message: `"${ref}" is not a file of this repository`,
        fix: 'save the photo next to the article (./img/photo.jpg) or under static/ (/img/photos/photo.jpg): the site never hot-links images',
      });
      return undefined;
    }
    const photoPath = resolvePhotoPath(siteDir, articlePath, ref);
    const result = photos.inspect(photoPath);
    if ('problem' in result) {
      problems.push({
        file,
        field,
        message: `${ref}: ${result.problem.message}`,
        fix: result.problem.fix,
      });
      return undefined;
    }
    return photoPath;
  };
  const lead =
    typeof parsed.data.image === 'string' && parsed.data.image.trim() !== ''
      ? check(parsed.data.image.trim(), 'image')
      : undefined;
  // A body image that is missing or not local is the pre-flight check's (it reports the line): here only its size.
  for (const {ref} of markdownImageRefs(parsed.body)) {
    if (
      isLocalPhotoRef(ref) &&
      photos.exists(resolvePhotoPath(siteDir, articlePath, ref))
    ) {
      check(ref, 'body image');
    }
  }
  return lead;
}

function checkUnique<A extends CheckedArticle>(
  articles: A[],
  keyOf: (a: A) => string | number,
  field: 'id' | 'slug' | 'title',
  problems: Problem[],
): void {
  const seen = new Map<string | number, string>();
  const fixes = {
    id: 'take the next free id (`npm run news:new` picks one) and rename the file',
    slug: 'keep the slug `npm run news:new` wrote for this article',
    title: 'reword one of the two headlines',
  };
  for (const article of articles) {
    const key = keyOf(article);
    const first = seen.get(key);
    if (first) {
      const what =
        field === 'title' ? `the headline "${key}"` : `${field} ${key}`;
      problems.push({
        file: article.file,
        field: field === 'id' ? 'slug' : field,
        message: `${what} is already used by ${first}`,
        fix: fixes[field],
      });
    } else seen.set(key, article.file);
  }
}

/** Validates the whole news corpus of a site directory. */
export function validateNews(siteDir: string): ValidationResult {
  const ctx = newsKeys(siteDir);
  return assembleValidation(
    listMarkdown(path.join(siteDir, NEWS_DIR)),
    listMarkdown(path.join(siteDir, EN_NEWS_DIR)),
    (dir, name) =>
      checkArticleFile(
        siteDir,
        dir,
        name,
        readSource(path.join(siteDir, dir, name)),
        ctx,
      ),
  );
}

/**
 * The rules over the whole set: unique ids, slugs and titles, an English version for each
 * article that agrees with it, one pinned story. `checkOf` gives each file's own check, asked in
 * file order (Persian, then English), and not for an English file without a Persian original.
 */
export function assembleValidation<A extends CheckedArticle>(
  faNames: readonly string[],
  enNames: readonly string[],
  checkOf: (dir: string, name: string) => FileCheck<A>,
): ValidationResult<A> {
  const problems: Problem[] = [];
  const take = (dir: string, name: string): A | undefined => {
    const check = checkOf(dir, name);
    problems.push(...check.problems);
    return check.article;
  };
  const articles = faNames
    .map((name) => take(NEWS_DIR, name))
    .filter((a): a is A => a !== undefined);
  checkUnique(articles, (a) => a.id, 'id', problems);
  checkUnique(articles, (a) => a.frontMatter.slug, 'slug', problems);
  checkUnique(articles, (a) => a.frontMatter.title, 'title', problems);

  const faSet = new Set(faNames);
  const enSet = new Set(enNames);
  const translations: A[] = [];
  for (const name of enNames) {
    const file = path.posix.join(EN_NEWS_DIR, name);
    if (!faSet.has(name)) {
      problems.push({
        file,
        field: 'file name',
        message: 'has no Persian original in news/',
        fix: `rename it to match its Persian article, or remove it`,
      });
      continue;
    }
    const translation = take(EN_NEWS_DIR, name);
    if (translation) translations.push(translation);
  }
  checkUnique(translations, (a) => a.frontMatter.title, 'title', problems);

  const byName = new Map(translations.map((t) => [path.basename(t.file), t]));
  for (const article of articles) {
    const name = path.basename(article.file);
    const translation = byName.get(name);
    if (!translation) {
      if (!article.frontMatter.draft && !enSet.has(name)) {
        problems.push({
          file: article.file,
          field: 'translation',
          message: `has no English version`,
          fix: `add ${EN_NEWS_DIR}/${name} (\`npm run news:new\` creates both files)`,
        });
      }
      continue;
    }
    problems.push(...twinProblems(article, translation));
  }
  const pinned = articles.filter(
    (a) => a.frontMatter.pinned && !a.frontMatter.draft,
  );
  for (const extra of pinned.slice(1)) {
    problems.push({
      file: extra.file,
      field: 'pinned',
      message: `${pinned[0].file} is pinned too: one article leads the front page at a time`,
      fix: 'remove `pinned: true` from one of the two (and from its English version)',
    });
  }
  return {problems, articles, translations};
}
