/**
 * Validates every article and its English version: front matter (schema.ts), file name, preview
 * marker, uniqueness of ids, slugs and titles, and the English file's agreement with the Persian
 * one. Collects every problem before reporting, so one run shows all of them.
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

export interface Article {
  file: string;
  /** Absolute path of the lead photo's original, when the article has one. */
  photoFile?: string;
  id: number;
  frontMatter: NewsFrontMatter;
  body: string;
}

export interface ValidationResult {
  problems: Problem[];
  articles: Article[];
  translations: Article[];
}

function readKeys(file: string): Set<string> {
  if (!existsSync(file)) return new Set();
  const data = readYamlSource(file);
  return new Set(data && typeof data === 'object' ? Object.keys(data) : []);
}

function listMarkdown(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((f) => /\.mdx?$/.test(f) && !path.basename(f).startsWith('_'))
    .sort();
}

/** Checks one article; a problem about a front-matter field points at the field's line. */
function checkFile(
  siteDir: string,
  dir: string,
  name: string,
  keys: {tagKeys: Set<string>; authorKeys: Set<string>},
  problems: Problem[],
): Article | undefined {
  const from = problems.length;
  const source = readSource(path.join(siteDir, dir, name));
  const article = checkArticle(siteDir, source, dir, name, keys, problems);
  for (const problem of problems.slice(from)) {
    problem.line ??= frontMatterLine(source, problem.field);
  }
  return article;
}

function checkArticle(
  siteDir: string,
  source: string,
  dir: string,
  name: string,
  keys: {tagKeys: Set<string>; authorKeys: Set<string>},
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
    ...keys,
  });
  problems.push(...fieldProblems);
  const photoFile = checkPhotos(
    siteDir,
    path.join(siteDir, dir, name),
    file,
    parsed,
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
    const result = inspectPhoto(photoPath);
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
      existsSync(resolvePhotoPath(siteDir, articlePath, ref))
    ) {
      check(ref, 'body image');
    }
  }
  return lead;
}

function checkUnique(
  articles: Article[],
  keyOf: (a: Article) => string | number,
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
  const problems: Problem[] = [];
  const tagKeys = readKeys(path.join(siteDir, NEWS_DIR, 'tags.yml'));
  const authorKeys = readKeys(path.join(siteDir, NEWS_DIR, 'authors.yml'));
  const keys = {tagKeys, authorKeys};

  const articles = listMarkdown(path.join(siteDir, NEWS_DIR))
    .map((name) => checkFile(siteDir, NEWS_DIR, name, keys, problems))
    .filter((a): a is Article => a !== undefined);
  checkUnique(articles, (a) => a.id, 'id', problems);
  checkUnique(articles, (a) => a.frontMatter.slug, 'slug', problems);
  checkUnique(articles, (a) => a.frontMatter.title, 'title', problems);

  const faNames = new Set(listMarkdown(path.join(siteDir, NEWS_DIR)));
  const enNames = listMarkdown(path.join(siteDir, EN_NEWS_DIR));
  const translations: Article[] = [];
  for (const name of enNames) {
    const file = path.posix.join(EN_NEWS_DIR, name);
    if (!faNames.has(name)) {
      problems.push({
        file,
        field: 'file name',
        message: 'has no Persian original in news/',
        fix: `rename it to match its Persian article, or remove it`,
      });
      continue;
    }
    const translation = checkFile(siteDir, EN_NEWS_DIR, name, keys, problems);
    if (translation) translations.push(translation);
  }
  checkUnique(translations, (a) => a.frontMatter.title, 'title', problems);

  const byName = new Map(translations.map((t) => [path.basename(t.file), t]));
  for (const article of articles) {
    const name = path.basename(article.file);
    const translation = byName.get(name);
    if (!translation) {
      if (!article.frontMatter.draft && !enNames.includes(name)) {
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
