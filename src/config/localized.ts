/**
 * Per-locale strings the site config needs before any React runs (site title, announcement bar,
 * feeds). Theme UI strings live in `i18n/` instead. A missing key or locale is a build error.
 */
import strings from './localized-strings.json';
import {configLocale, LOCALES, type Locale} from './locales';

export type LocalizedKey = keyof typeof strings;
type LocalizedTable = Record<string, Partial<Record<string, string>>>;

export function getLocalizedValue(
  key: string,
  locale: Locale = configLocale(),
  table: LocalizedTable = strings,
): string {
  const entry = table[key];
  if (!entry) {
    throw new Error(
      `src/config/localized-strings.json has no key "${key}": add it with a value for ${LOCALES.join(' and ')}.`,
    );
  }
  const value = entry[locale];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new Error(
      `src/config/localized-strings.json key "${key}" has no "${locale}" value: add one.`,
    );
  }
  return value;
}

/** Typed shorthand for the keys that exist. */
export const localized = (key: LocalizedKey, locale?: Locale): string =>
  getLocalizedValue(key, locale);
