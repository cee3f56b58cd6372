/**
 * How the desk reads and writes an article and a market day: the same text a person or
 * `news:new`/`market:add` writes (field order of the schema, headline and texts quoted, dates with
 * their offset unquoted, short lists inline), so a story from the desk and one from the terminal
 * give the same diff. Fields left empty in the form are left out of the file. Pure.
 */
import yaml from 'js-yaml';
import {parseArticle} from '../news-guard/article';
import {ARTICLE_FIELDS} from '../news-guard/schema';
import type {MarketDay} from '../../lib/market/schema';

/** Written as JSON strings: free text that may hold a colon, a quote or a leading character YAML reads otherwise. */
const QUOTED = new Set([
  'title',
  'description',
  'image_alt',
  'image_caption',
  'image_credit',
]);
const FLAGS = new Set(['breaking', 'pinned', 'draft', 'unlisted']);

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === false ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

function line(key: string, value: unknown): string {
  if (QUOTED.has(key)) return `${key}: ${JSON.stringify(String(value).trim())}`;
  if (FLAGS.has(key)) return `${key}: ${value === true}`;
  if (key === 'authors' || key === 'tags') {
    return `${key}: [${(value as unknown[]).map(String).join(', ')}]`;
  }
  if (key === 'correction') {
    return [
      'correction:',
      ...(value as Array<{date?: unknown; text?: unknown}>).flatMap((c) => [
        `  - date: ${String(c.date ?? '')}`,
        `    text: ${JSON.stringify(String(c.text ?? '').trim())}`,
      ]),
    ].join('\n');
  }
  if (typeof value === 'string') return `${key}: ${value.trim()}`;
  return yaml.dump({[key]: value}, {flowLevel: 1}).trimEnd();
}

/** The Markdown file of an article from the desk's fields (`body` is the Markdown after the front matter). */
export function articleToFile(data: Record<string, unknown>): string {
  const {body, ...fields} = data;
  const keys = [
    // The schema's field order; other fields follow as they came.
    ...ARTICLE_FIELDS.filter((key) => key in fields),
    ...Object.keys(fields).filter(
      (key) => !(ARTICLE_FIELDS as readonly string[]).includes(key),
    ),
  ];
  const lines = keys
    .filter((key) => !isEmpty(fields[key]))
    .map((key) => line(key, fields[key]));
  const text = typeof body === 'string' ? body.trim() : '';
  return `---\n${lines.join('\n')}\n---\n\n${text}\n`;
}

/** The desk's fields of an article file, read as the news check reads it (dates stay text). */
export function articleFromFile(source: string): Record<string, unknown> {
  const parsed = parseArticle('article', source);
  if ('message' in parsed) {
    throw new Error(`${parsed.field}: ${parsed.message}. ${parsed.fix}.`);
  }
  return {...parsed.data, body: parsed.body.replace(/^\n/, '')};
}

/** A market day file as market:add writes it: the time, then each close in the instruments' order. */
export function marketDayToFile(
  data: Partial<Pick<MarketDay, 'time' | 'close'>>,
  order: readonly string[],
): string {
  const close = data.close ?? {};
  const keys = [
    ...order.filter((key) => key in close),
    ...Object.keys(close).filter((key) => !order.includes(key)),
  ].filter((key) => close[key] !== undefined && close[key] !== null);
  return [
    `time: ${String(data.time ?? '').trim()}`,
    'close:',
    ...keys.map((key) => `  ${key}: ${String(close[key])}`),
    '',
  ].join('\n');
}

export function marketDayFromFile(source: string): Record<string, unknown> {
  const data = yaml.load(source, {schema: yaml.JSON_SCHEMA});
  return data && typeof data === 'object'
    ? (data as Record<string, unknown>)
    : {};
}
