import {usePluginData} from '@docusaurus/useGlobalData';
import useSiteLocale from '@site/src/hooks/useSiteLocale';
import {calendarYear, yearOfDate} from '@site/src/lib/format';
import type {CalendarYearsData} from '@site/src/plugins/calendar-years';

const PLUGIN = 'nerkhnama-calendar-years';

/** The locale's calendar year of a date: from the build's table of year starts, ICU outside it. */
export default function useCalendarYearOf(): (date: string | Date) => number {
  const locale = useSiteLocale();
  const {starts} = usePluginData(PLUGIN) as CalendarYearsData;
  return (date) => yearOfDate(date, starts) ?? calendarYear(date, locale);
}
