import type {Locale} from '../config/locales';

/**
 * Picks the plural form of a theme message («یک خبر|{count} خبر», "One post|{count} posts") the
 * way the theme's `usePluralForm` does, without `Intl.PluralRules`: its first use initialises ICU,
 * a long task while the page boots (see src/lib/format.ts). The rules are CLDR's for our two
 * locales, whole numbers only: en "one" is 1; fa "one" is 0 or 1. Both list forms as one|other.
 */
export function selectPluralMessage(
  message: string,
  count: number,
  locale: Locale,
): string {
  const forms = message.split('|');
  if (forms.length === 1) return forms[0];
  const one = locale === 'fa' ? count === 0 || count === 1 : count === 1;
  return one ? forms[0] : forms[Math.min(1, forms.length - 1)];
}
