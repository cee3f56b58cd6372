import {usePluginData} from '@docusaurus/useGlobalData';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useSiteLocale from '@site/src/hooks/useSiteLocale';
import {formatHeaderDate} from '@site/src/lib/format';
import {tehranDay} from '@site/src/lib/tehranTime';
import type {HomePageGlobalData} from '@site/src/plugins/home-page/frontPage';
import styles from './styles.module.css';

/**
 * Today's date in the navbar, in the reader's calendar (Jalali and Gregorian on fa). The static
 * HTML carries the day the site was built (it is rebuilt every few minutes: EDITORS.md, "Scheduled
 * rebuilds"); once the app runs, a page opened on a later Tehran day shows that day. The item
 * keeps a fixed width, so the change moves nothing. Desktop only: the phone menu has no room.
 */
export default function TodayNavbarItem({mobile = false}: {mobile?: boolean}) {
  const locale = useSiteLocale();
  const data = usePluginData('nerkhnama-home-page', undefined, {
    failfast: false,
  }) as HomePageGlobalData | undefined;
  // The build's day in the static HTML and while React hydrates it; the reader's day after.
  const isBrowser = useIsBrowser();
  const day = isBrowser ? tehranDay(new Date()) : data?.builtDay;
  if (mobile || !day) return null;
  // Noon in Tehran: the same calendar day whatever the offset.
  const text = formatHeaderDate(`${day}T12:00:00+03:30`, locale);
  return (
    <time className={styles.today} dateTime={day} data-today>
      {text}
    </time>
  );
}
