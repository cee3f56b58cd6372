import {describe, expect, it} from 'vitest';
import {
  countWords,
  displayDigits,
  excerpt,
  MAX_QUERY_LENGTH,
  prepareQuery,
  queryTerms,
  splitWords,
} from '../../src/lib/searchText';

describe('prepareQuery', () => {
  it('is empty for empty and whitespace-only input', () => {
    expect(prepareQuery('')).toBe('');
    expect(prepareQuery('   \t\n\u200c ')).toBe('');
  });
  it('normalises Arabic forms, digits and ZWNJ like the index', () => {
    expect(prepareQuery(' بانك مركزي ۱۴۰۴ ')).toBe('بانک مرکزی 1404');
    expect(prepareQuery('می شود')).toBe('میشود');
  });
  it('cuts a very long query at a word boundary', () => {
    const query = prepareQuery('دلار '.repeat(200));
    expect(query.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    expect(query.endsWith('دلار')).toBe(true);
    expect(prepareQuery('x'.repeat(1000))).toBe('x'.repeat(MAX_QUERY_LENGTH));
  });
  it('keeps markup and regex characters as plain text', () => {
    expect(prepareQuery('<img src=x onerror=alert(1)>')).toBe(
      '<img src=x onerror=alert(1)>',
    );
    expect(queryTerms(prepareQuery('(.*)+[a-z]?"\'\\'))).toEqual(['a', 'z']);
  });
});

describe('queryTerms', () => {
  it('splits on anything that is not a letter or digit', () => {
    expect(queryTerms('دلار، طلا - 91.4')).toEqual(['دلار', 'طلا', '91', '4']);
    expect(queryTerms('')).toEqual([]);
  });
});

describe('splitWords and countWords', () => {
  it('keeps ZWNJ inside words and separators apart', () => {
    expect(splitWords('نرخ‌ها، بالا رفت.')).toEqual([
      {text: 'نرخ‌ها', word: true},
      {text: '، ', word: false},
      {text: 'بالا', word: true},
      {text: ' ', word: false},
      {text: 'رفت', word: true},
      {text: '.', word: false},
    ]);
    expect(countWords('نرخ‌ها، بالا رفت.')).toBe(3);
    expect(countWords('')).toBe(0);
  });
});

describe('excerpt', () => {
  const words = Array.from({length: 60}, (_, i) => `w${i}`);
  const text = words.join(' ');
  const joined = (segments: {text: string}[]) =>
    segments.map((s) => s.text).join('');

  it('starts a few words (up to a third of the excerpt) before the first match and marks every matching word', () => {
    const segments = excerpt(text, ['w30'], Infinity, 10);
    expect(joined(segments)).toBe(
      '… w27 w28 w29 w30 w31 w32 w33 w34 w35 w36 …',
    );
    expect(segments.filter((s) => s.match).map((s) => s.text)).toEqual(['w30']);
  });
  it('matches by prefix, ignoring ZWNJ and case', () => {
    const segments = excerpt(
      'قیمت دلار بالا می‌شود و Gold هم',
      ['میشود', 'gol'],
      Infinity,
      20,
    );
    expect(segments.filter((s) => s.match).map((s) => s.text)).toEqual([
      'می‌شود',
      'Gold',
    ]);
  });
  it('shows the opening when nothing in the searchable range matches', () => {
    const segments = excerpt(text, ['w55'], 40, 5);
    expect(joined(segments)).toBe('w0 w1 w2 w3 w4 …');
    expect(segments.some((s) => s.match)).toBe(false);
  });
  it('does not run past the searchable range at the end', () => {
    expect(joined(excerpt(text, ['w39'], 40, 5))).toBe('… w35 w36 w37 w38 w39');
  });
  it('is empty for an empty text', () => {
    expect(excerpt('', ['x'])).toEqual([]);
    expect(excerpt(text, ['x'], 0)).toEqual([]);
  });
  it('keeps markup in the text as text', () => {
    const segments = excerpt('<b>دلار</b> گران شد', ['دلار']);
    expect(joined(segments)).toBe('<b>دلار</b> گران شد');
    expect(segments.find((s) => s.match)?.text).toBe('دلار');
  });
});

describe('displayDigits', () => {
  it('writes numbers in Persian digits and separators on fa', () => {
    expect(displayDigits('سکه 91.4 میلیون و 1,234 تومان در 1404', 'fa')).toBe(
      'سکه ۹۱٫۴ میلیون و ۱٬۲۳۴ تومان در ۱۴۰۴',
    );
  });
  it('leaves digits inside Latin words and all of en alone', () => {
    expect(displayDigits('رمز CVV2 و H1', 'fa')).toBe('رمز CVV2 و H1');
    expect(displayDigits('91.4 million', 'en')).toBe('91.4 million');
  });
});
