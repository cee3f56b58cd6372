/** The two locales, their order, and how the config learns which one it is being built for. */
import {CURRENT_LOCALE_ENV} from '../docusaurus-internals/names';

export const LOCALES = ['fa', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fa';
/** A value in each locale, e.g. a name in Persian and in English. */
export type Localized<T = string> = Record<Locale, T>;

/** One of the site's locales from Docusaurus's `i18n.currentLocale` string (anything else is the default). */
export function toSiteLocale(locale: string): Locale {
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

export function isLocale(value: unknown): value is Locale {
  return (
    typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
  );
}

/**
 * `docusaurus build` and `start` set DOCUSAURUS_CURRENT_LOCALE before loading the config; other
 * commands (and `start` without --locale, which stores the string "undefined") get the default.
 */
export function configLocale(
  env: Record<string, string | undefined> = process.env,
): Locale {
  const value = env[CURRENT_LOCALE_ENV];
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** Where a locale's site lives: the default locale at the root, the others under their code. */
export const localeBaseUrl = (locale: Locale) =>
  locale === DEFAULT_LOCALE ? '/' : `/${locale}/`;

/** Open Graph locales (language_TERRITORY, https://ogp.me/#optional): Persian of Iran, US English. */
export const OG_LOCALES: Record<Locale, string> = {fa: 'fa_IR', en: 'en_US'};
