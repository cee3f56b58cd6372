/**
 * Persian text normalisation for search, applied the same way to the indexed text (at build time)
 * and to the query (in the browser), so that the different ways Persian is typed meet:
 *
 * - Arabic letter forms → Persian: ي ى → ی, ك → ک, ة → ه, ۀ and هٔ → ه, أ إ ٱ → ا, ؤ → و
 *   (آ stays: it is a distinct letter, and the text is also shown in result excerpts);
 * - harakat (diacritics), the superscript alef and tatweel (ـ) removed;
 * - Persian ۰–۹ and Arabic-Indic ٠–٩ digits → Latin, the Arabic decimal separator ٫ → `.`;
 * - ZWNJ (نیم‌فاصله): a detached prefix «می»/«نمی» or suffix «ها»/«تر»… is attached with a ZWNJ,
 *   so «می شود» becomes «می‌شود». `searchKey` then drops ZWNJ, so «می‌شود», «میشود» and «می شود»
 *   all become «میشود»: the form Pagefind's indexer also produces, since it drops ZWNJ inside words;
 * - invisible marks (ZWJ, zero-width space, bidi controls, BOM, soft hyphen) removed, whitespace
 *   collapsed, presentation forms and compatibility characters folded (NFKC).
 */

import {PERSIAN_LETTER_FORMS} from './persianLetters';

const ZWNJ = '\u200c';

/** The Arabic letter forms (persianLetters.ts) and the Arabic decimal and thousands separators. */
const LETTERS: Record<string, string> = {
  ...PERSIAN_LETTER_FORMS,
  '٫': '.', // U+066B Arabic decimal separator
  '٬': ',', // U+066C Arabic thousands separator
};

/**
 * The letter forms of LETTERS that are Arabic spellings of a Persian letter, not Persian letters
 * of their own: what an editor's Arabic keyboard layout types. `news:check` reports them in
 * articles and `news:check --fix` replaces them (ۀ, أ, إ and ؤ are correct Persian and stay).
 */
const ARABIC_FORMS = ['ي', 'ى', 'ك', 'ڪ', 'ة', 'ە', 'ۂ', 'ہ'] as const;
/** Arabic-Indic digits (٤٥٦ look different from Persian ۴۵۶): fixed to Persian digits. */
const ARABIC_DIGITS = /[\u0660-\u0669]/g;
const ARABIC_FORM_PATTERN = new RegExp(`[${ARABIC_FORMS.join('')}]`, 'g');

/** Each Arabic letter form or digit in a text, with its index and the Persian character to write instead. */
export function findArabicForms(
  text: string,
): Array<{index: number; found: string; persian: string}> {
  const found: Array<{index: number; found: string; persian: string}> = [];
  for (const match of text.matchAll(
    new RegExp(`${ARABIC_FORM_PATTERN.source}|${ARABIC_DIGITS.source}`, 'g'),
  )) {
    found.push({
      index: match.index,
      found: match[0],
      persian: toPersianLetterForms(match[0]),
    });
  }
  return found;
}

/** The text with Arabic letter forms and digits replaced by the Persian ones; nothing else changes. */
export function toPersianLetterForms(text: string): string {
  return text
    .replace(ARABIC_FORM_PATTERN, (ch) => LETTERS[ch] ?? ch)
    .replace(ARABIC_DIGITS, (ch) =>
      String.fromCharCode(ch.charCodeAt(0) - 0x0660 + 0x06f0),
    );
}

/**
 * Combining marks removed: harakat and hamza above/below (U+064B–U+065F, so «هٔ» → «ه»),
 * superscript alef, Quranic marks; and tatweel (U+0640), which only stretches a word.
 */
const MARKS =
  /[\u064b-\u065f\u0670\u06d6-\u06dc\u06df-\u06e4\u06e7\u06e8\u06ea-\u06ed\u0640]/g;
/** Invisible characters that only affect rendering: ZWJ, zero-width space, bidi controls, word joiner, BOM, soft hyphen. */
// ZWJ outside the class: inside it, it would read as joining its neighbours into one character.
const INVISIBLE =
  /[\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff\u00ad]|\u200d/g;
const FOLDED = new RegExp(
  `[\\u0660-\\u0669\\u06f0-\\u06f9${Object.keys(LETTERS).join('')}]`,
  'g',
);

/** Arabic-script letters, for the affix rules. */
const AR = '\u0620-\u064a\u066e-\u06d3\u06fa-\u06ff';
/** A standalone «می» or «نمی» followed by a space: the verb prefix written apart. */
const DETACHED_PREFIX = new RegExp(`(^|[^${AR}])(ن?می) (?=[${AR}])`, 'g');
/** A standalone plural or comparative suffix after a space: «کتاب ها», «بیش تر». */
const DETACHED_SUFFIX = new RegExp(
  `(?<=[${AR}]) (هایی|های|ها|ترین|تر)(?![${AR}])`,
  'g',
);

function foldChar(ch: string): string {
  const code = ch.charCodeAt(0);
  if (code >= 0x06f0 && code <= 0x06f9) return String(code - 0x06f0);
  if (code >= 0x0660 && code <= 0x0669) return String(code - 0x0660);
  return LETTERS[ch] ?? ch;
}

/**
 * The canonical form of a text: readable (ZWNJ kept, so it can still be shown), with every
 * equivalent spelling folded to one. Idempotent.
 */
export function normalizePersian(text: string): string {
  return text
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(MARKS, '')
    .replace(FOLDED, foldChar)
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .replace(/ ?\u200c[\u200c ]*/g, (run) => (run.includes(' ') ? ' ' : ZWNJ))
    .replace(DETACHED_PREFIX, `$1$2${ZWNJ}`)
    .replace(DETACHED_SUFFIX, `${ZWNJ}$1`)
    .replace(/(^|\s)\u200c|\u200c(?=\s|$)/g, '$1')
    .trim();
}

/**
 * The form compared by the search engine: the canonical form without ZWNJ, in lower case.
 * Used for the query sent to Pagefind and for finding the words to highlight.
 */
export function searchKey(text: string): string {
  return normalizePersian(text).replaceAll(ZWNJ, '').toLowerCase();
}
