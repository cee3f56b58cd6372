import {describe, expect, it} from 'vitest';
import {readFileSync} from 'node:fs';
import yaml from 'js-yaml';
import {
  ARTICLE_SLUG_PATTERN,
  articleSlug,
  shortHash,
  slugWords,
  TAG_PERMALINK_PATTERN,
  tagPermalink,
} from '../../src/lib/slug';
import {
  EN_NEWS_DIR,
  NEWS_DIR,
  validateNews,
} from '../../src/plugins/news-guard/validate';

describe('slugs', () => {
  it('joins the Persian words of a title, dropping ZWNJ and punctuation', () => {
    expect(slugWords('قیمت‌های سکه، امروز «بالا» رفت!')).toBe(
      'قیمتهای-سکه-امروز-بالا-رفت',
    );
  });
  it('maps Arabic letter forms to Persian ones', () => {
    expect(slugWords('بانك مركزي')).toBe('بانک-مرکزی');
  });
  it('keeps digits of either script', () => {
    expect(slugWords('دلار ۱۰۱ هزار و 350 تومان')).toBe(
      'دلار-۱۰۱-هزار-و-350-تومان',
    );
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

/** Published URLs never move: every committed slug and tag permalink is what the code computes today. */
describe('published slugs', () => {
  const {articles, translations} = validateNews(process.cwd());
  type TagsFile = Record<string, {label: string; permalink: string}>;
  const readTags = (dir: string) =>
    yaml.load(readFileSync(`${dir}/tags.yml`, 'utf8')) as TagsFile;

  it('every Persian article keeps the slug of its id and headline', () => {
    expect(articles.length).toBeGreaterThan(100);
    const moved = articles
      .filter(
        (a) => articleSlug(a.id, a.frontMatter.title) !== a.frontMatter.slug,
      )
      .map((a) => a.file);
    expect(moved).toEqual([]);
  });
  it('every English article keeps the slug of its Persian original', () => {
    expect(translations.length).toBeGreaterThan(100);
    const faSlugs = new Set(articles.map((a) => a.frontMatter.slug));
    expect(
      translations
        .filter((t) => !faSlugs.has(t.frontMatter.slug))
        .map((t) => t.file),
    ).toEqual([]);
  });
  it('every tag keeps its permalink, in both locales', () => {
    const fa = readTags(NEWS_DIR);
    const en = readTags(EN_NEWS_DIR);
    expect(Object.keys(fa).length).toBeGreaterThan(100);
    for (const [key, tag] of Object.entries(fa)) {
      expect(tagPermalink(key, tag.label), key).toBe(tag.permalink);
      expect(en[key]?.permalink, key).toBe(tag.permalink);
    }
  });
});
