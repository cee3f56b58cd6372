import builtDay from '@nerkhnama/built-day';
import useIsBrowser from '@docusaurus/useIsBrowser';
import StaticRegion from '@site/src/components/StaticRegion';
import type {Locale} from '@site/src/config/locales';
import useSiteLocale from '@site/src/hooks/useSiteLocale';
import {formatHeaderDay} from '@site/src/lib/format';
import {TODAY_REGION} from '@site/src/lib/staticRegion';
import {tehranDay} from '@site/src/lib/tehranTime';
import styles from './styles.module.css';

/**
 * Today's date in the navbar, in the reader's calendar (Jalali and Gregorian on fa). The static
 * HTML carries the Tehran day the page was rendered on, a region that may lag: a publish copies a
 * page rendered days ago, so the day is not in `main.js`, which every page names (a new day would
 * render every page). The page's bootstrap puts the reader's day in as soon as the page has
 * arrived (src/plugins/client-routing/bootstrap/today.ts), and the app keeps it. The item keeps
 * a fixed width, so the change moves nothing. Desktop only: the phone menu has no room.
 */
export default function TodayNavbarItem({mobile = false}: {mobile?: boolean}) {
  const locale = useSiteLocale();
  const isBrowser = useIsBrowser();
  if (mobile) return null;
  // The render's day in the static HTML; the region keeps what arrived while React hydrates it.
  const day = isBrowser ? tehranDay(new Date()) : builtDay.day;
  return (
    <StaticRegion name={TODAY_REGION}>
      {day && <TodayDate day={day} locale={locale} />}
    </StaticRegion>
  );
}

function TodayDate({day, locale}: {day: string; locale: Locale}) {
  return (
    <time className={styles.today} dateTime={day} data-today>
      {formatHeaderDay(day, locale)}
    </time>
  );
}
