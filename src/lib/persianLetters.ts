/**
 * Arabic letter forms that Persian writes with another letter, mapped to the Persian one: the
 * single table behind both article slugs (slug.ts) and search normalisation (persianNormalize.ts),
 * so a headline typed with an Arabic keyboard gets the same slug and the same search key as one
 * typed with a Persian keyboard. آ is not here: it is a distinct letter.
 */
export const PERSIAN_LETTER_FORMS: Readonly<Record<string, string>> = {
  ي: 'ی', // U+064A Arabic yeh
  ى: 'ی', // U+0649 alef maksura
  ك: 'ک', // U+0643 Arabic kaf
  ڪ: 'ک', // U+06AA swash kaf
  ة: 'ه', // U+0629 teh marbuta
  ۀ: 'ه', // U+06C0 heh with yeh above (Persian ezafe)
  ە: 'ه', // U+06D5 ae
  ۂ: 'ه', // U+06C2 heh goal with hamza above
  ہ: 'ه', // U+06C1 heh goal
  ھ: 'ه', // U+06BE heh doachashmee
  أ: 'ا', // U+0623 alef with hamza above
  إ: 'ا', // U+0625 alef with hamza below
  ٱ: 'ا', // U+0671 alef wasla
  ؤ: 'و', // U+0624 waw with hamza above («مؤسسه» = «موسسه»)
};

/** Matches every letter of the table. */
const ARABIC_LETTER_FORMS = new RegExp(
  `[${Object.keys(PERSIAN_LETTER_FORMS).join('')}]`,
  'g',
);

/** The text with each Arabic letter form replaced by its Persian letter. */
export function persianLetterForms(text: string): string {
  return text.replace(ARABIC_LETTER_FORMS, (ch) => PERSIAN_LETTER_FORMS[ch]);
}
