import {describe, expect, it} from 'vitest';
import {
  formatDayMonth,
  formatDecimal,
  formatPercent,
  formatSigned,
} from '../../src/lib/format';

describe('market number formatting', () => {
  it('groups thousands per locale: «۱۱۲٬۴۰۰» / "112,400"', () => {
    expect(formatDecimal(112400, 0, 'fa')).toBe('۱۱۲٬۴۰۰');
    expect(formatDecimal(112400, 0, 'en')).toBe('112,400');
    expect(formatDecimal(12701000000, 0, 'fa')).toBe('۱۲٬۷۰۱٬۰۰۰٬۰۰۰');
  });

  it('writes fixed decimals with the locale separator, as ICU does', () => {
    for (const [value, decimals] of [
      [3790.5, 2],
      [42.41, 2],
      [1.0002, 4],
      [0.2, 1],
      [3685, 0],
      [1234567.891, 3],
    ] as const) {
      const options = {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      };
      expect(formatDecimal(value, decimals, 'fa')).toBe(
        new Intl.NumberFormat('fa-IR', options).format(value),
      );
      expect(formatDecimal(value, decimals, 'en')).toBe(
        new Intl.NumberFormat('en-US', options).format(value),
      );
    }
    expect(formatDecimal(3790.5, 2, 'fa')).toBe('۳٬۷۹۰٫۵۰');
  });

  it('always signs a change; zero has no sign; the Persian sign is kept before the digits', () => {
    expect(formatSigned(2600, 0, 'en')).toBe('+2,600');
    expect(formatSigned(-600, 0, 'en')).toBe('-600');
    expect(formatSigned(0, 0, 'en')).toBe('0');
    expect(formatSigned(2600, 0, 'fa')).toBe('\u200e+۲٬۶۰۰');
    expect(formatSigned(-600, 0, 'fa')).toBe('\u200e\u2212۶۰۰');
    expect(formatSigned(-0.0001, 2, 'fa')).toBe('۰٫۰۰');
  });

  it('writes percentages with two decimals and the locale percent sign', () => {
    expect(formatPercent(2.37, 'en')).toBe('+2.37%');
    expect(formatPercent(-0.58, 'fa')).toBe('\u200e\u2212۰٫۵۸٪');
    expect(formatPercent(0, 'fa')).toBe('۰٫۰۰٪');
  });

  it('names the day and month on chart axes in the locale calendar', () => {
    expect(formatDayMonth('2025-09-28T17:30:00+03:30', 'fa')).toBe('۶ مهر');
    expect(formatDayMonth('2025-09-28T17:30:00+03:30', 'en')).toMatch(
      /^28 Sept?$/,
    );
  });
});
