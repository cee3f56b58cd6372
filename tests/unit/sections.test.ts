import {describe, expect, it} from 'vitest';
import {readFileSync} from 'node:fs';
import yaml from 'js-yaml';
import {
  SECTIONS,
  resolveSections,
  sectionProblems,
  type TagsFile,
} from '../../src/config/sections';
import {formatTehranTime} from '../../src/lib/newsTime';

const tagsOf = (file: string) =>
  yaml.load(readFileSync(file, 'utf8')) as TagsFile;
const fa = tagsOf('news/tags.yml');
const en = tagsOf('i18n/en/docusaurus-plugin-content-blog/tags.yml');

describe('news sections', () => {
  it('are the seven main sections, each a tag declared in both languages', () => {
    expect(SECTIONS.map((s) => s.id)).toEqual([
      'gold',
      'currency',
      'stock',
      'housing',
      'car',
      'central-bank',
      'economy',
    ]);
    expect(sectionProblems(SECTIONS, fa, 'news/tags.yml')).toEqual([]);
    expect(
      sectionProblems(
        SECTIONS,
        en,
        'i18n/en/docusaurus-plugin-content-blog/tags.yml',
      ),
    ).toEqual([]);
  });

  it('resolve to the tag page of their first tag, named by the config or the tag', () => {
    const faSections = resolveSections(SECTIONS, fa, 'fa', '/news/tags');
    expect(faSections[0]).toEqual({
      id: 'gold',
      label: 'طلا و سکه',
      permalink: '/news/tags/طلا-78d3a9',
    });
    expect(faSections.find((s) => s.id === 'housing')).toEqual({
      id: 'housing',
      label: 'مسکن',
      permalink: '/news/tags/مسکن-97087b',
    });
    const enSections = resolveSections(SECTIONS, en, 'en', '/en/news/tags/');
    expect(enSections[0]).toEqual({
      id: 'gold',
      label: 'Gold and coins',
      permalink: '/en/news/tags/طلا-78d3a9',
    });
    expect(enSections.find((s) => s.id === 'stock')?.label).toBe(
      'Stock exchange',
    );
  });

  it('report an undeclared tag or a repeated id in the news guard style', () => {
    const problems = sectionProblems(
      [...SECTIONS, {id: 'gold', tags: ['not-a-declared-tag']}],
      fa,
      'news/tags.yml',
    );
    expect(problems).toEqual([
      'src/config/sections.ts › SECTIONS[7].id: "gold" twice. Fix: give each section its own id',
      'news/tags.yml › not-a-declared-tag: section "gold" needs this tag. Fix: declare it in news/tags.yml or change src/config/sections.ts',
    ]);
  });
});

describe('the Tehran time of publication', () => {
  it('is the 24-hour time in Tehran, in Persian digits on fa', () => {
    expect(formatTehranTime('2025-09-22T19:24:00Z', 'fa')).toBe('۲۲:۵۴');
    expect(formatTehranTime('2025-09-22T19:24:00Z', 'en')).toBe('22:54');
    expect(formatTehranTime('2025-09-22T21:05:00Z', 'en')).toBe('00:35');
    expect(formatTehranTime('2025-09-23T08:00:00+03:30', 'fa')).toBe('۰۸:۰۰');
  });
  it('follows the summer time Tehran kept before September 2022', () => {
    expect(formatTehranTime('2021-07-01T12:00:00Z', 'en')).toBe('16:30');
  });
});

describe('the information pages', () => {
  const authors = (file: string) =>
    Object.entries(
      yaml.load(readFileSync(file, 'utf8')) as Record<string, {name: string}>,
    ).filter(([key]) => key !== 'newsroom');
  it('introduce every reporter of the news on the editorial team page, in both languages', () => {
    const fa = readFileSync('info/editorial-team.md', 'utf8');
    const en = readFileSync(
      'i18n/en/docusaurus-plugin-content-docs/current/editorial-team.md',
      'utf8',
    );
    for (const [, author] of authors('news/authors.yml')) {
      expect(fa).toContain(author.name);
    }
    for (const [, author] of authors(
      'i18n/en/docusaurus-plugin-content-blog/authors.yml',
    )) {
      expect(en).toContain(author.name);
    }
  });
});
