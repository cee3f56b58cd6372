import {formatHeaderDay} from '../../../lib/format';
import {TODAY_REGION, STATIC_REGION_ATTRIBUTE} from '../../../lib/staticRegion';
import {tehranDay} from '../../../lib/tehranTime';
import {toSiteLocale} from '../../../config/locales';

/** Where the header's date shows: its styles hide it below this width (src/components/TodayNavbarItem). */
export const TODAY_SHOWN_MEDIA = '(min-width: 1200px)';

/**
 * The header's date is the Tehran day the page was rendered on, and a publish copies pages rendered
 * days before: once the page is parsed, the reader's day replaces it, text and `datetime`, in the
 * region the app hydrates from as it arrived (src/components/StaticRegion), so hydration matches.
 * Only where the date shows and only when the day differs: formatting the Persian date is the page's
 * first `Intl` call, a long task on a phone (src/lib/format.ts). True when it changed the date.
 */
export function showTodaysDate(w: Window, now = new Date()): boolean {
  const doc = w.document;
  const time = doc.querySelector<HTMLTimeElement>(
    `[${STATIC_REGION_ATTRIBUTE}="${TODAY_REGION}"] time[datetime]`,
  );
  const today = tehranDay(now);
  if (!time || time.dateTime === today) return false;
  if (!w.matchMedia?.(TODAY_SHOWN_MEDIA).matches) return false;
  time.dateTime = today;
  time.textContent = formatHeaderDay(
    today,
    toSiteLocale(doc.documentElement.lang),
  );
  return true;
}

/** Runs `showTodaysDate` once the document is parsed (the bootstrap may arrive before the navbar has). */
export function installToday(w: Window, now = () => new Date()): void {
  const doc = w.document;
  const show = () => showTodaysDate(w, now());
  if (doc.readyState === 'loading') {
    doc.addEventListener('DOMContentLoaded', show, {once: true});
  } else {
    show();
  }
}
