import {describe, expect, it} from 'vitest';
import {ARTICLE_SLUG_PATTERN, articleSlug, shortHash, slugWords, TAG_PERMALINK_PATTERN, tagPermalink} from '../../src/lib/slug';

describe('slugs', () => {
  it('joins the Persian words of a title, dropping ZWNJ and punctuation', () => {
    expect(slugWords('قیمت‌های سکه، امروز «بالا» رفت!')).toBe('قیمتهای-سکه-امروز-بالا-رفت');
  });
  it('maps Arabic letter forms to Persian ones', () => {
    expect(slugWords('بانك مركزي')).toBe('بانک-مرکزی');
  });
  it('keeps digits of either script', () => {
    expect(slugWords('دلار ۱۰۱ هزار و 350 تومان')).toBe('دلار-۱۰۱-هزار-و-350-تومان');
  });
  it('is deterministic and ends in a 6-hex hash of id and title', () => {
    const a = articleSlug(121530, 'طلا گران شد');
    expect(a).toBe(articleSlug(121530, 'طلا گران شد'));
    expect(a).toMatch(ARTICLE_SLUG_PATTERN);
    expect(a.startsWith('/121530/طلا-گران-شد-')).toBe(true);
    expect(a).not.toBe(articleSlug(121532, 'طلا گران شد'));
    expect(shortHash('x')).toMatch(/^[0-9a-f]{6}$/);
  });
  it('refuses a title with nothing to slug', () => {
    expect(() => articleSlug(121530, '«!»')).toThrow(/no letters or digits/);
  });
  it('builds tag permalinks from the Persian label and the key', () => {
    const p = tagPermalink('central-bank', 'بانک مرکزی');
    expect(p).toMatch(TAG_PERMALINK_PATTERN);
    expect(p.startsWith('/بانک-مرکزی-')).toBe(true);
    expect(p).toBe(tagPermalink('central-bank', 'بانک مرکزی'));
  });
});
