/**
 * Arabic letter forms in an article (ي ك ى ة…, and Arabic-Indic digits): they look almost the same
 * on screen but make «كتاب» and «کتاب» different words for search engines, the site's search and
 * the reader's browser find. Reported with the line; `npm run news:check -- --fix` rewrites them
 * with the project's normaliser (src/lib/persianNormalize.ts).
 */
import {
  findArabicForms,
  toPersianLetterForms,
} from '../../lib/persianNormalize';
import type {Problem} from './schema';

/** Front-matter lines left as written: the slug is the article's URL, which must not change. */
const KEPT_LINE = /^slug:/;

const codePoint = (ch: string) =>
  `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** One problem per line that holds Arabic forms, naming the front-matter field or `body`. */
export function arabicFormProblems(file: string, source: string): Problem[] {
  const problems: Problem[] = [];
  const lines = source.split('\n');
  const frontMatterEnd =
    lines[0]?.trim() === '---'
      ? lines.findIndex((line, i) => i > 0 && line.trim() === '---')
      : -1;
  lines.forEach((text, i) => {
    if (i <= frontMatterEnd && KEPT_LINE.test(text)) return;
    const found = findArabicForms(text);
    if (found.length === 0) return;
    const field =
      i > frontMatterEnd
        ? 'body'
        : (/^([\w-]+):/.exec(text)?.[1] ?? 'front matter');
    const kinds = [
      ...new Map(found.map((f) => [f.found, f.persian])).entries(),
    ];
    const words = [...new Set(found.map((f) => wordAround(text, f.index)))];
    problems.push({
      file,
      line: i + 1,
      field,
      message: `Arabic letter form${found.length > 1 ? 's' : ''} ${kinds.map(([ar]) => `${ar} (${codePoint(ar)})`).join(', ')} in ${words.map((w) => `«${w}»`).join(', ')}`,
      fix: `write ${kinds.map(([ar, fa]) => `${fa} for ${ar}`).join(', ')}, or run \`npm run news:check -- --fix\``,
    });
  });
  return problems;
}

function wordAround(text: string, index: number): string {
  const start = text.slice(0, index).search(/\S*$/);
  const end =
    index + (text.slice(index).search(/\s/) + 1 || text.length - index + 1) - 1;
  return text
    .slice(start, end)
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
}

/** The source with every Arabic form replaced, the slug line kept. Returns it unchanged when there is none. */
export function fixArabicForms(source: string): string {
  const lines = source.split('\n');
  const frontMatterEnd =
    lines[0]?.trim() === '---'
      ? lines.findIndex((line, i) => i > 0 && line.trim() === '---')
      : -1;
  return lines
    .map((text, i) =>
      i <= frontMatterEnd && KEPT_LINE.test(text)
        ? text
        : toPersianLetterForms(text),
    )
    .join('\n');
}
