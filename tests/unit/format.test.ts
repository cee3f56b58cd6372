import {describe, expect, it} from 'vitest';
import {
  calendarYear,
  formatClockTime,
  formatHeaderDate,
  formatHeaderDay,
  formatInteger,
  formatLongDate,
  formatNumber,
  formatShortDate,
  readingMinutes,
  seedDateTexts,
  toLatinDigits,
  toPersianDigits,
} from '../../src/lib/format';
import {selectPluralMessage} from '../../src/lib/plural';

describe('dates in Persian', () => {
  it('writes the long form as weekday, day, month, year in Persian digits', () => {
    expect(formatLongDate('2025-09-22T10:00:00+03:30', 'fa')).toBe(
      'دوشنبه ۳۱ شهریور ۱۴۰۴',
    );
  });
  it('writes the short list form without the weekday', () => {
    expect(formatShortDate('2025-09-23T08:00:00+03:30', 'fa')).toBe(
      '۱ مهر ۱۴۰۴',
    );
  });
  it('follows Tehran time: 00:30 in Tehran is still that day, though it is the day before in UTC', () => {
    // 2025-09-22T21:00Z is 00:30 on 23 September in Tehran (UTC+03:30).
    expect(formatShortDate('2025-09-22T21:00:00Z', 'fa')).toBe('۱ مهر ۱۴۰۴');
    expect(formatShortDate('2025-09-22T21:00:00Z', 'en')).toMatch(
      /^23 Sept? 2025$/,
    );
    expect(formatLongDate('2025-09-22T21:00:00Z', 'en')).toBe(
      'Tuesday, 23 September 2025',
    );
  });
});

describe('dates in English', () => {
  it('uses the Gregorian calendar and Latin digits', () => {
    expect(formatLongDate('2025-09-22T10:00:00+03:30', 'en')).toBe(
      'Monday, 22 September 2025',
    );
    expect(formatShortDate('2025-09-22T10:00:00+03:30', 'en')).toMatch(
      /^22 Sept? 2025$/,
    );
  });
});

describe('calendar year boundaries', () => {
  it('starts the Persian year at Nowruz (21 March 2025 = 1 Farvardin 1404)', () => {
    expect(calendarYear('2025-03-20T12:00:00+03:30', 'fa')).toBe(1403);
    expect(calendarYear('2025-03-21T00:10:00+03:30', 'fa')).toBe(1404);
    expect(formatShortDate('2025-03-21T00:10:00+03:30', 'fa')).toBe(
      '۱ فروردین ۱۴۰۴',
    );
  });
  it('starts the Gregorian year on 1 January in Tehran time', () => {
    expect(calendarYear('2025-12-31T20:45:00Z', 'en')).toBe(2026); // 00:15 on 1 Jan in Tehran
    expect(calendarYear('2025-12-31T20:15:00Z', 'en')).toBe(2025);
  });
  it('puts late-December news in the same Persian year (Dey 1404)', () => {
    expect(calendarYear('2025-12-31T12:00:00Z', 'fa')).toBe(1404);
  });
});

describe('numbers', () => {
  it('groups thousands with the Persian separator in Persian digits', () => {
    expect(formatNumber(101350, 'fa')).toBe('۱۰۱٬۳۵۰');
    expect(formatNumber(101350, 'en')).toBe('101,350');
  });
  it('writes years and page numbers without grouping', () => {
    expect(formatInteger(1404, 'fa')).toBe('۱۴۰۴');
    expect(formatInteger(16, 'fa')).toBe('۱۶');
    expect(formatInteger(2025, 'en')).toBe('2025');
  });
  it('writes every whole number exactly as ICU does, without calling it', () => {
    const samples = [
      0,
      1,
      7,
      10,
      99,
      100,
      999,
      1000,
      1404,
      12345,
      101350,
      999999,
      1000000,
      123456789,
      -1,
      -1234,
      Number.MAX_SAFE_INTEGER,
    ];
    for (const value of samples) {
      expect(formatNumber(value, 'fa')).toBe(
        new Intl.NumberFormat('fa-IR').format(value),
      );
      expect(formatNumber(value, 'en')).toBe(
        new Intl.NumberFormat('en-US').format(value),
      );
      expect(formatInteger(value, 'fa')).toBe(
        new Intl.NumberFormat('fa-IR', {useGrouping: false}).format(value),
      );
      expect(formatInteger(value, 'en')).toBe(
        new Intl.NumberFormat('en-US', {useGrouping: false}).format(value),
      );
    }
  });
  it('leaves fractions to ICU', () => {
    expect(formatNumber(2.5, 'fa')).toBe(
      new Intl.NumberFormat('fa-IR').format(2.5),
    );
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
  });
  it('converts Latin digits to Persian', () => {
    expect(toPersianDigits('page 12 of 2025')).toBe('page ۱۲ of ۲۰۲۵');
  });
  it('converts Persian and Arabic-Indic digits to Latin', () => {
    expect(toLatinDigits('۱۴۰۴ و ١٤٠٤')).toBe('1404 و 1404');
  });
});

describe('reading time', () => {
  it('rounds up to whole minutes and never shows zero', () => {
    expect(readingMinutes(0.2)).toBe(1);
    expect(readingMinutes(4.01)).toBe(5);
    expect(readingMinutes(5)).toBe(5);
  });
});

describe('dates the server printed', () => {
  it('are reused as they are for the same ISO date and variant, and only for those', () => {
    const iso = '2031-01-05T08:00:00.000Z';
    const computedShort = formatShortDate(iso, 'fa');
    seedDateTexts([{variant: 'long', iso, text: 'متن چاپ‌شده در سرور'}]);
    expect(formatLongDate(iso, 'fa')).toBe('متن چاپ‌شده در سرور');
    expect(formatShortDate(iso, 'fa')).toBe(computedShort);
    expect(formatLongDate('2031-01-06T08:00:00.000Z', 'fa')).toBe(
      'دوشنبه ۱۶ دی ۱۴۰۹',
    );
  });
});

describe('plural forms without Intl.PluralRules', () => {
  it('picks the same form as the theme (CLDR rules through ICU) for fa and en', () => {
    const message = 'ONE {count}|OTHER {count}';
    for (const locale of ['fa', 'en'] as const) {
      const rules = new Intl.PluralRules(locale);
      const categories = rules.resolvedOptions().pluralCategories;
      for (let count = 0; count <= 120; count++) {
        const expected =
          message.split('|')[
            Math.min(categories.indexOf(rules.select(count)), 1)
          ];
        expect(selectPluralMessage(message, count, locale)).toBe(expected);
      }
    }
  });
  it('returns a message without forms as it is', () => {
    expect(selectPluralMessage('{count} خبر', 5, 'fa')).toBe('{count} خبر');
  });
});

describe('clock time', () => {
  it("writes the Tehran time in the locale's digits", () => {
    expect(formatClockTime('22:54', 'fa')).toBe('۲۲:۵۴');
    expect(formatClockTime('08:05', 'en')).toBe('08:05');
  });
});

describe('the header date', () => {
  it('is Jalali then Gregorian on fa, Gregorian on en, on the Tehran day', () => {
    // 23:00 UTC on 25 November is already Thursday 26 November in Tehran.
    const late = '2026-11-25T23:00:00Z';
    expect(formatHeaderDate(late, 'fa')).toBe(
      'پنجشنبه ۵ آذر ۱۴۰۵ / ۲۶ نوامبر ۲۰۲۶',
    );
    expect(formatHeaderDate(late, 'en')).toBe('Thursday, 26 November 2026');
  });
  it("names a Tehran day as its noon does, asked once or again, each locale apart (every page's header asks)", () => {
    for (const day of [
      '2026-03-20',
      '2026-03-21',
      '2026-11-26',
      '2027-01-01',
    ]) {
      for (const locale of ['fa', 'en'] as const) {
        const expected = formatHeaderDate(`${day}T12:00:00+03:30`, locale);
        expect(formatHeaderDay(day, locale)).toBe(expected);
        expect(formatHeaderDay(day, locale)).toBe(expected);
      }
    }
    expect(formatHeaderDay('2026-03-21', 'fa')).toBe(
      'شنبه ۱ فروردین ۱۴۰۵ / ۲۱ مارس ۲۰۲۶',
    );
  });
});
