/**
 * The time of day an article was published, in Tehran: «۲۲:۵۴» / "22:54" (24-hour, as Iranian
 * news sites print it). Read from the Tehran ISO time, which needs no `Intl` for any date since
 * Iran's last clock change (see tehranTime.ts), so a list page hydrates without ICU.
 */
import type {Locale} from '../config/locales';
import {formatClockTime} from './format';
import {tehranClockTime} from './tehranTime';

export function formatTehranTime(date: Date | string, locale: Locale): string {
  return formatClockTime(tehranClockTime(date), locale);
}
