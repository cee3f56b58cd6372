/**
 * Publishes, as global data, when each year of the locale's calendar begins (computed by ICU at
 * build time, 2000–2060: about 60 entries, the same size for any archive). The sidebar groups its
 * articles by year from this table, so the browser needs no `Intl` to hydrate it (see
 * src/lib/format.ts).
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {computeYearStarts} from '../../lib/format';
import {toSiteLocale} from '../../config/locales';

export const CALENDAR_YEARS_PLUGIN = 'nerkhnama-calendar-years';

export interface CalendarYearsData {
  starts: Array<[number, number]>;
}

export default function calendarYearsPlugin(
  context: LoadContext,
): Plugin<CalendarYearsData> {
  return {
    name: CALENDAR_YEARS_PLUGIN,
    async loadContent() {
      const locale = toSiteLocale(context.i18n.currentLocale);
      return {
        starts: computeYearStarts(
          locale,
          new Date(Date.UTC(2000, 0, 1)),
          new Date(Date.UTC(2060, 0, 1)),
        ),
      };
    },
    async contentLoaded({content, actions}) {
      actions.setGlobalData(content);
    },
  };
}
