/**
 * Query preparation and result excerpts for the search box. The indexed text is already in the
 * normalised form (`normalizePersian`, applied by the search-index plugin), so here a word's key
 * is just that word without ZWNJ, in lower case.
 */
import type {Locale} from '../config/locales';
import {searchKey} from './persianNormalize';

/** Longer queries are cut: nobody types more, and Pagefind's work grows with the terms. */
export const MAX_QUERY_LENGTH = 100;
/** Words shown in an excerpt, and how many of them come before the first match. */
const EXCERPT_WORDS = 28;
const WORDS_BEFORE_MATCH = 6;

/** The query as sent to Pagefind: normalised, at most MAX_QUERY_LENGTH characters; '' for blank input. */
export function prepareQuery(raw: string): string {
  // Cut before normalising too, so a pasted megabyte costs nothing.
  const key = searchKey(raw.slice(0, MAX_QUERY_LENGTH * 4));
  return key.length > MAX_QUERY_LENGTH
    ? key.slice(0, MAX_QUERY_LENGTH).replace(/\s+\S*$/, '') ||
        key.slice(0, MAX_QUERY_LENGTH)
    : key;
}

/** The words of a prepared query, as matched against the words of a text (prefix match, like Pagefind). */
export function queryTerms(preparedQuery: string): string[] {
  return preparedQuery.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** Text split into alternating words and separators (words keep their ZWNJ). */
export function splitWords(text: string): {text: string; word: boolean}[] {
  return text
    .split(/([^\p{L}\p{N}\p{M}\u200c]+)/u)
    .filter((part) => part !== '')
    .map((part) => ({
      text: part,
      word: /^[\p{L}\p{N}\p{M}\u200c]/u.test(part),
    }));
}

/** Number of words in a text, counted as `excerpt` counts them. */
export function countWords(text: string): number {
  return splitWords(text).filter((t) => t.word).length;
}

function wordMatches(word: string, terms: string[]): boolean {
  const key = word.replaceAll('\u200c', '').toLowerCase();
  return terms.some((term) => key.startsWith(term));
}

export interface Segment {
  text: string;
  /** A word matching the query: shown highlighted. */
  match: boolean;
}

/**
 * A short excerpt of `content` around the first word matching the query, as plain-text segments
 * (the box renders them as text and `<mark>`, never as HTML). Only the first `searchableWords`
 * words are searched for a match (the body; the title and tags indexed after it are shown
 * elsewhere); without a match there, the excerpt is the opening of the text.
 */
export function excerpt(
  content: string,
  terms: string[],
  searchableWords = Infinity,
  length = EXCERPT_WORDS,
): Segment[] {
  const tokens = splitWords(content);
  const words = tokens.flatMap((t, i) => (t.word ? [i] : []));
  const limit = Math.min(words.length, searchableWords);
  if (limit === 0) return [];
  let first = words
    .slice(0, limit)
    .findIndex((i) => wordMatches(tokens[i].text, terms));
  if (first < 0) first = 0;
  const before = Math.min(WORDS_BEFORE_MATCH, Math.floor(length / 3));
  const start = Math.max(0, Math.min(first - before, limit - length));
  const end = Math.min(limit, start + length);
  const segments: Segment[] = [];
  const push = (text: string, match: boolean) => {
    const last = segments.at(-1);
    if (last && !last.match && !match) last.text += text;
    else segments.push({text, match});
  };
  if (start > 0) push('… ', false);
  for (let i = start === 0 ? 0 : words[start]; i <= words[end - 1]; i++) {
    push(tokens[i].text, tokens[i].word && wordMatches(tokens[i].text, terms));
  }
  if (end < limit) push(' …', false);
  return segments;
}

/**
 * Numbers of the indexed (normalised, Latin-digit) text written in Persian digits for fa pages,
 * with the Persian decimal and thousands separators («91.4» → «۹۱٫۴»). Digits inside a Latin word
 * («CVV2») stay Latin.
 */
export function displayDigits(text: string, locale: Locale): string {
  if (locale !== 'fa') return text;
  return text.replace(
    /(?<![A-Za-z0-9])[0-9]+(?:[.,][0-9]+)*(?![A-Za-z0-9])/g,
    (number) =>
      number.replace(/[0-9.,]/g, (c) =>
        c === '.'
          ? '٫'
          : c === ','
            ? '٬'
            : String.fromCharCode(0x06f0 + Number(c)),
      ),
  );
}
