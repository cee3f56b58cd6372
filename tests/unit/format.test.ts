import {describe, expect, it} from 'vitest';
import {calendarYear, formatInteger, formatLongDate, formatNumber, formatShortDate, readingMinutes, toLatinDigits} from '../../src/lib/format';

describe('dates in Persian', () => {
  it('writes the long form as weekday, day, month, year in Persian digits', () => {
    expect(formatLongDate('2025-09-22T10:00:00+03:30', 'fa')).toBe('دوشنبه ۳۱ شهریور ۱۴۰۴');
  });
  it('writes the short list form without the weekday', () => {
    expect(formatShortDate('2025-09-23T08:00:00+03:30', 'fa')).toBe('۱ مهر ۱۴۰۴');
  });
  it('follows Tehran time: 00:30 in Tehran is still that day, though it is the day before in UTC', () => {
    // 2025-09-22T21:00Z is 00:30 on 23 September in Tehran (UTC+03:30).
    expect(formatShortDate('2025-09-22T21:00:00Z', 'fa')).toBe('۱ مهر ۱۴۰۴');
    expect(formatShortDate('2025-09-22T21:00:00Z', 'en')).toMatch(/^23 Sept? 2025$/);
    expect(formatLongDate('2025-09-22T21:00:00Z', 'en')).toBe('Tuesday, 23 September 2025');
  });
});

describe('dates in English', () => {
  it('uses the Gregorian calendar and Latin digits', () => {
    expect(formatLongDate('2025-09-22T10:00:00+03:30', 'en')).toBe('Monday, 22 September 2025');
    expect(formatShortDate('2025-09-22T10:00:00+03:30', 'en')).toMatch(/^22 Sept? 2025$/);
  });
});

describe('calendar year boundaries', () => {
  it('starts the Persian year at Nowruz (21 March 2025 = 1 Farvardin 1404)', () => {
    expect(calendarYear('2025-03-20T12:00:00+03:30', 'fa')).toBe(1403);
    expect(calendarYear('2025-03-21T00:10:00+03:30', 'fa')).toBe(1404);
    expect(formatShortDate('2025-03-21T00:10:00+03:30', 'fa')).toBe('۱ فروردین ۱۴۰۴');
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
