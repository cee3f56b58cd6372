/**
 * Client module (runs before hydration): hands the dates the server printed to the formatter, so
 * hydrating a page formats no date and never initialises ICU while the page boots (see
 * src/lib/format.ts and NewsDate).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {seedDateTexts, type DateVariant} from '@site/src/lib/format';

if (ExecutionEnvironment.canUseDOM) {
  seedDateTexts(
    Array.from(
      document.querySelectorAll<HTMLTimeElement>('time[data-date-variant]'),
      (time) => ({
        variant: time.dataset.dateVariant as DateVariant,
        iso: time.dateTime,
        text: time.textContent ?? '',
      }),
    ),
  );
}
