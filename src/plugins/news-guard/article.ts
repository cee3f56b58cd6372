/**
 * The pure part of the article check: reading a file's front matter, the preview marker, the
 * English version's agreement with the Persian one and the problem format. No file system, so the
 * same code runs in `news:check`, the build and the editors' desk in the browser.
 */
import yaml from 'js-yaml';
import {TRUNCATE_MARKER, type NewsFrontMatter, type Problem} from './schema';

/** The Persian articles' folder and the English versions' (the blog plugin's translation folder). */
export const NEWS_DIR = 'news';
export const EN_NEWS_DIR = 'i18n/en/docusaurus-plugin-content-blog';

/** Front-matter fields the English version writes exactly as the Persian article does. */
export const TWIN_FIELDS = [
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
] as const;

/** What the twin check reads of an article: its file, front matter and resolved lead photo. */
export interface ArticleFacts {
  file: string;
  frontMatter: NewsFrontMatter;
  /** Absolute path of the lead photo's original, when the article has one. */
  photoFile?: string;
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

/** One line a problem: `file:line › field: message. Fix: …` (the line when the problem has one). */
export function formatProblems(problems: readonly Problem[]): string {
  return problems
    .map(
      (p) =>
        `${p.file}${p.line ? `:${p.line}` : ''} › ${p.field}: ${p.message}. Fix: ${p.fix}.`,
    )
    .join('\n');
}

/** The body's one preview marker, with a lead paragraph above it. */
export function previewMarkerProblems(file: string, body: string): Problem[] {
  const problems: Problem[] = [];
  const markers = body.split(TRUNCATE_MARKER).length - 1;
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
  } else if (body.split(TRUNCATE_MARKER)[0].trim() === '') {
    problems.push({
      file,
      field: 'body',
      message: 'the preview before the marker is empty',
      fix: `write the lead paragraph above ${TRUNCATE_MARKER}`,
    });
  }
  if (/<!--\s*truncate\s*-->/.test(body)) {
    problems.push({
      file,
      field: 'body',
      message:
        'uses the HTML comment form of the preview marker, which this site does not compile',
      fix: `replace it with ${TRUNCATE_MARKER}`,
    });
  }
  return problems;
}

/** What the English version must share with the Persian article: its facts, photo and correction dates. */
export function twinProblems(
  article: ArticleFacts,
  translation: ArticleFacts,
): Problem[] {
  const problems: Problem[] = [];
  for (const field of TWIN_FIELDS) {
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
  return problems;
}
