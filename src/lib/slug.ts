/**
 * URL slugs for articles and tags: the Persian words of a title joined by "-", then "-" and a
 * 6-character hex hash. The hash makes two articles with the same headline distinct and keeps the
 * slug stable: it depends only on what it is computed from (node:crypto, so build-time only).
 */
import {createHash} from 'node:crypto';
import {persianLetterForms} from './persianLetters';

export function shortHash(input: string): string {
  return createHash('sha256').update(input, 'utf8').digest('hex').slice(0, 6);
}

/**
 * The words of a title as a slug: Persian letter forms, Persian and Latin digits kept; ZWNJ,
 * diacritics and punctuation dropped, so «قیمت‌های سکه» becomes «قیمتهای-سکه».
 */
export function slugWords(title: string): string {
  return (
    persianLetterForms(title.normalize('NFC'))
      // ZWJ outside the class: inside it, it would read as joining its neighbours into one character.
      .replace(/[\u064B-\u065F\u0670\u0640\u200C\u200E\u200F]|\u200D/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .join('-')
  );
}

/** `/121530/طلا-در-مرز-...-3fa2b1`: the article's slug front matter (under /news). */
export function articleSlug(id: number, title: string): string {
  const words = slugWords(title);
  if (!words) {
    throw new Error(
      `Title "${title}" has no letters or digits to build a slug from.`,
    );
  }
  return `/${id}/${words}-${shortHash(`${id}:${title}`)}`;
}

/** `/دلار-3fa2b1`: a tag's permalink (under /news/tags). */
export function tagPermalink(key: string, label: string): string {
  return `/${slugWords(label)}-${shortHash(`tag:${key}`)}`;
}

/** The shape every article slug must have: /{id}/{words}-{6 hex}. */
export const ARTICLE_SLUG_PATTERN =
  /^\/(\d+)\/([\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*)-([0-9a-f]{6})$/u;
/** The shape every tag permalink must have. */
export const TAG_PERMALINK_PATTERN =
  /^\/([\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*)-([0-9a-f]{6})$/u;
