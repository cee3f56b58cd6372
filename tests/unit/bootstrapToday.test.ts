// The bootstrap's header date (src/plugins/client-routing/bootstrap/today.ts), in a DOM (happy-dom) on the
// markup TodayNavbarItem renders: a page rendered on an earlier Tehran day shows the reader's day once parsed.
import {afterEach, describe, expect, it} from 'vitest';
import {Window} from 'happy-dom';
import {
  installToday,
  showTodaysDate,
  TODAY_SHOWN_MEDIA,
} from '../../src/plugins/client-routing/bootstrap/today';
import {formatHeaderDay} from '../../src/lib/format';

const RENDERED = '2026-11-20';
/** 23:00 UTC on the 27th: already the 28th in Tehran (+03:30). */
const NOW = new Date('2026-11-27T23:00:00Z');

const windows: Window[] = [];
afterEach(async () => {
  await Promise.all(windows.splice(0).map((w) => w.happyDOM.close()));
});

function openPage(
  lang: 'fa' | 'en',
  {wide = true, day = RENDERED, parsing = false} = {},
) {
  const window = new Window({url: 'https://nerkhnama.example/news'});
  windows.push(window);
  const document = window.document as unknown as Document;
  document.documentElement.lang = lang;
  document.body.innerHTML = `<nav class="navbar"><div data-static-region="today"><time datetime="${day}" data-today>${formatHeaderDay(day, lang)}</time></div></nav>`;
  const asked: string[] = [];
  (
    window as unknown as {matchMedia: (q: string) => {matches: boolean}}
  ).matchMedia = (query: string) => {
    asked.push(query);
    return {matches: wide && query === TODAY_SHOWN_MEDIA};
  };
  if (parsing) {
    Object.defineProperty(document, 'readyState', {
      value: 'loading',
      configurable: true,
    });
  }
  const w = window as unknown as globalThis.Window;
  const time = () => document.querySelector('time')!;
  return {w, document, time, asked};
}

describe("the bootstrap: the header's date", () => {
  for (const lang of ['fa', 'en'] as const) {
    it(`${lang}: a page rendered on an earlier day shows the reader's Tehran day, text and datetime`, () => {
      const page = openPage(lang);
      expect(showTodaysDate(page.w, NOW)).toBe(true);
      expect(page.time().getAttribute('datetime')).toBe('2026-11-28');
      expect(page.time().textContent).toBe(formatHeaderDay('2026-11-28', lang));
    });
  }

  it('the Persian date is in Persian digits, Jalali then Gregorian', () => {
    const page = openPage('fa');
    showTodaysDate(page.w, NOW);
    expect(page.time().textContent).toBe('شنبه ۷ آذر ۱۴۰۵ / ۲۸ نوامبر ۲۰۲۶');
  });

  it("leaves a page rendered on the reader's day as it is, without asking where the date shows", () => {
    const page = openPage('fa', {day: '2026-11-28'});
    const before = page.document.body.innerHTML;
    expect(showTodaysDate(page.w, NOW)).toBe(false);
    expect(page.document.body.innerHTML).toBe(before);
    expect(page.asked).toEqual([]);
  });

  it('leaves the date where it does not show (a phone): formatting it would be the first Intl call of the load', () => {
    const page = openPage('fa', {wide: false});
    expect(showTodaysDate(page.w, NOW)).toBe(false);
    expect(page.time().getAttribute('datetime')).toBe(RENDERED);
    expect(page.asked).toEqual([TODAY_SHOWN_MEDIA]);
  });

  it('does nothing on a page without the date', () => {
    const page = openPage('en');
    page.document.body.innerHTML = '<nav class="navbar"></nav>';
    expect(showTodaysDate(page.w, NOW)).toBe(false);
  });

  it('waits for the document to be parsed when it arrives early', () => {
    const page = openPage('en', {parsing: true});
    installToday(page.w, () => NOW);
    expect(page.time().getAttribute('datetime')).toBe(RENDERED);
    page.document.dispatchEvent(
      new (page.w as unknown as {Event: typeof Event}).Event(
        'DOMContentLoaded',
      ),
    );
    expect(page.time().getAttribute('datetime')).toBe('2026-11-28');
  });
});
