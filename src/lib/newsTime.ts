/**
 * The time of day an article was published, in Tehran: «۲۲:۵۴» / "22:54" (24-hour, as Iranian
 * news sites print it). Read from the Tehran ISO time, which needs no `Intl` for any date since
 * Iran's last clock change (see structuredData.ts), so a list page hydrates without ICU.
 */
import {toPersianDigits, type SiteLocale} from './format';
import {toTehranIso} from './structuredData';

export function formatTehranTime(date: Date | string, locale: SiteLocale): string {
  const text = toTehranIso(date).slice(11, 16);
  return locale === 'fa' ? toPersianDigits(text) : text;
}
