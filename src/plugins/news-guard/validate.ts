/**
 * Validates every article and its English version: front matter (schema.ts), file name, preview
 * marker, uniqueness of ids, slugs and titles, and the English file's agreement with the Persian
 * one. Collects every problem before reporting, so one run shows all of them.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {ARTICLE_SLUG_PATTERN} from '../../lib/slug';
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
  TRUNCATE_MARKER,
  type NewsFrontMatter,
  type Problem,
} from './schema';

export const NEWS_DIR = 'news';
export const EN_NEWS_DIR = 'i18n/en/docusaurus-plugin-content-blog';

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

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** Splits a Markdown file into parsed front matter and body, or a problem. */
export function parseArticle(
  file: string,
  source: string,
): {data: Record<string, unknown>; body: string} | Problem {
  const match = FRONT_MATTER.exec(source);
  if (!match) {
    return {
      file,
      field: 'front matter',
      message: 'no front matter block',
      fix: 'start the file with a block between two `---` lines',
    };
  }
  try {
    // JSON schema: dates stay the text the editor wrote, so the offset can be checked.
    const data = yaml.load(match[1], {
      schema: yaml.JSON_SCHEMA,
      filename: file,
    });
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      return {
        file,
        field: 'front matter',
        message: 'is not a list of `field: value` lines',
        fix: 'write one `field: value` per line',
      };
    }
    return {data: data as Record<string, unknown>, body: match[2]};
  } catch (error) {
    if (!(error instanceof yaml.YAMLException)) {
      return {
        file,
        field: 'front matter',
        message: `is not valid YAML: ${String(error)}`,
        fix: 'write one `field: value` per line',
      };
    }
    // The mark counts from 0 inside the block, which starts on the file's second line (after `---`).
    const failedAt = (error.mark?.line ?? 0) + 2;
    const open = unclosedQuoteLine(match[1], failedAt - 2);
    if (open !== undefined) {
      return {
        file,
        line: open + 2,
        field: 'front matter',
        message: `a quote opened on this line is not closed (the YAML parser stopped at line ${failedAt})`,
        fix: 'end the value with the same quote mark it starts with, e.g. title: "…"',
      };
    }
    return {
      file,
      line: failedAt,
      field: 'front matter',
      message: `is not valid YAML: ${error.reason}`,
      fix: 'quote values that contain a colon or start with a quote, e.g. title: "…"',
    };
  }
}

/**
 * The first line (0-based, up to `last`) whose value opens a double quote it does not close: YAML
 * then reads the next lines as part of the text and fails further down, where the editor would
 * look in vain.
 */
function unclosedQuoteLine(block: string, last: number): number | undefined {
  const lines = block.split(/\r?\n/).slice(0, last + 1);
  const index = lines.findIndex(
    (line) =>
      /^\s*[\w-]+:\s*"/.test(line) &&
      (line.replace(/\\./g, '').match(/"/g) ?? []).length % 2 === 1,
  );
  return index === -1 ? undefined : index;
}

function readKeys(file: string): Set<string> {
  if (!existsSync(file)) return new Set();
  const data = yaml.load(readFileSync(file, 'utf8'));
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
  const source = readFileSync(path.join(siteDir, dir, name), 'utf8');
  const article = checkArticle(siteDir, source, dir, name, keys, problems);
  for (const problem of problems.slice(from)) {
    problem.line ??= frontMatterLine(source, problem.field);
  }
  return article;
}

/**
 * The line (1-based) where a front-matter field is written: `correction[1].date` is on the
 * `correction:` line's block, so its first line. Undefined for a field the file does not write.
 */
export function frontMatterLine(
  source: string,
  field: string,
): number | undefined {
  const key = /^[a-z_]+/.exec(field)?.[0];
  const lines = source.split(/\r?\n/);
  if (!key || lines[0]?.trim() !== '---') return undefined;
  for (let i = 1; i < lines.length && lines[i].trim() !== '---'; i++) {
    if (lines[i].startsWith(`${key}:`)) return i + 1;
  }
  return undefined;
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

  const markers = parsed.body.split(TRUNCATE_MARKER).length - 1;
  if (markers !== 1) {
    problems.push({
      file,
      field: 'body',
      message:
        markers === 0
          ? 'has no preview marker'
          : `has ${markers} preview markers`,
      fix: `put one ${TRUNCATE_MARKER} line after the lead paragraph`,
    });
  } else if (parsed.body.split(TRUNCATE_MARKER)[0].trim() === '') {
    problems.push({
      file,
      field: 'body',
      message: 'the preview before the marker is empty',
      fix: `write the lead paragraph above ${TRUNCATE_MARKER}`,
    });
  }
  if (/<!--\s*truncate\s*-->/.test(parsed.body)) {
    problems.push({
      file,
      field: 'body',
      message:
        'uses the HTML comment form of the preview marker, which this site does not compile',
      fix: `replace it with ${TRUNCATE_MARKER}`,
    });
  }

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
    for (const field of [
      'slug',
      'date',
      'tags',
      'authors',
      'draft',
      'unlisted',
      'updated',
      'breaking',
      'pinned',
      'image_kind',
    ] as const) {
      const fa = JSON.stringify(article.frontMatter[field] ?? null);
      const en = JSON.stringify(translation.frontMatter[field] ?? null);
      if (fa !== en) {
        problems.push({
          file: translation.file,
          field,
          message: `is ${en} but the Persian article has ${fa}`,
          fix: `copy ${field} from ${article.file}`,
        });
      }
    }
    const [faHasPhoto, enHasPhoto] = [article, translation].map(
      (a) => a.frontMatter.image !== undefined,
    );
    if (faHasPhoto !== enHasPhoto) {
      const has = enHasPhoto
        ? 'has a photo and the Persian article has none'
        : 'has no photo but the Persian article has one';
      problems.push({
        file: translation.file,
        field: 'image',
        message: has,
        fix: `give both versions the same image (see ${article.file})`,
      });
    } else if (
      article.photoFile &&
      translation.photoFile &&
      article.photoFile !== translation.photoFile
    ) {
      problems.push({
        file: translation.file,
        field: 'image',
        message: `names another photo than the Persian article (${String(article.frontMatter.image)})`,
        fix: `point it at the same file as ${article.file}`,
      });
    }
    const faCorrections = JSON.stringify(
      (article.frontMatter.correction ?? []).map((c) => c.date),
    );
    const enCorrections = JSON.stringify(
      (translation.frontMatter.correction ?? []).map((c) => c.date),
    );
    if (faCorrections !== enCorrections) {
      problems.push({
        file: translation.file,
        field: 'correction',
        message: `has corrections dated ${enCorrections} but the Persian article has ${faCorrections}`,
        fix: `translate each correction of ${article.file}, with the same dates`,
      });
    }
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

/** One line a problem: `file:line › field: message. Fix: …` (the line when the problem has one). */
export function formatProblems(problems: readonly Problem[]): string {
  return problems
    .map(
      (p) =>
        `${p.file}${p.line ? `:${p.line}` : ''} › ${p.field}: ${p.message}. Fix: ${p.fix}.`,
    )
    .join('\n');
}
