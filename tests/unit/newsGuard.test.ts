import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {formatProblems, parseArticle, validateNews} from '../../src/plugins/news-guard/validate';
import {assertValidNews, NewsValidationError} from '../../src/plugins/news-guard/index';
import {checkFrontMatter, closest} from '../../src/plugins/news-guard/schema';

const fixture = (name: string) => path.join(__dirname, '../fixtures/news-guard', name);
const problemsOf = (name: string) => validateNews(fixture(name)).problems;

describe('news validator on fixtures', () => {
  it('accepts a valid site', () => {
    const result = validateNews(fixture('valid'));
    expect(result.problems).toEqual([]);
    expect(result.articles.map((a) => a.id)).toEqual([121530, 121540]);
    expect(result.translations).toHaveLength(2);
  });

  it('reports malformed YAML at the line of the file where the mistake is, and how to fix it', () => {
    const [problem, ...rest] = problemsOf('malformed-yaml');
    expect(rest).toEqual([]);
    // Line 2 of the file holds `title: "طلا: ارزان شد` (no closing quote); YAML itself stops at line 4.
    expect(problem).toMatchObject({file: 'news/2025-09-22-121540.md', line: 2, field: 'front matter'});
    expect(problem.message).toMatch(/quote opened on this line is not closed/);
    expect(problem.fix).toMatch(/quote/);
    expect(formatProblems([problem])).toMatch(/^news\/2025-09-22-121540\.md:2 › front matter: /);
  });

  it('gives the file line of a YAML error that is not a quote', () => {
    const problem = parseArticle('a.md', '---\ntitle: "x"\ntags: [a, b\ndate: 2025-09-21T07:17:00+03:30\n---\nbody');
    expect(problem).toMatchObject({field: 'front matter', line: 4});
    expect((problem as {message: string}).message).toMatch(/not valid YAML/);
  });

  it('reports an unknown tag in both files and suggests the declared one', () => {
    const problems = problemsOf('unknown-tag');
    expect(problems.map((p) => p.file)).toEqual(['news/2025-09-22-121540.md', 'i18n/en/docusaurus-plugin-content-blog/2025-09-22-121540.md']);
    expect(problems[0]).toMatchObject({field: 'tags', message: 'unknown tag "dolar"'});
    expect(problems[0].fix).toMatch(/did you mean "dollar"/);
  });

  it('reports a duplicate id, naming the file that has it first', () => {
    const problems = problemsOf('duplicate-id');
    expect(problems).toContainEqual(expect.objectContaining({file: 'news/2025-09-22-121530.md', field: 'slug', message: 'id 121530 is already used by news/2025-09-21-121530.md'}));
  });

  it('reports a missing title', () => {
    expect(problemsOf('missing-title')).toEqual([
      expect.objectContaining({file: 'news/2025-09-22-121540.md', field: 'title', message: 'missing or empty'}),
    ]);
  });

  it('requires the English file to keep the Persian slug, and an English file for each article', () => {
    const problems = problemsOf('translation-mismatch');
    expect(problems).toContainEqual(expect.objectContaining({file: 'i18n/en/docusaurus-plugin-content-blog/2025-09-22-121540.md', field: 'slug'}));
    expect(problems).toContainEqual(expect.objectContaining({file: 'news/2025-09-21-121530.md', field: 'translation', message: 'has no English version'}));
  });

  it('requires the preview marker', () => {
    expect(problemsOf('missing-marker')).toEqual([
      expect.objectContaining({file: 'news/2025-09-22-121540.md', field: 'body', message: 'has no preview marker'}),
    ]);
  });

  it('knows drafts (no English needed yet) and unlisted articles', () => {
    const result = validateNews(fixture('draft-and-unlisted'));
    expect(result.problems).toEqual([]);
    expect(result.articles.find((a) => a.id === 121550)?.frontMatter.draft).toBe(true);
    expect(result.articles.find((a) => a.id === 121560)?.frontMatter.unlisted).toBe(true);
  });

  it('lists every problem of a file at once', () => {
    const fields = problemsOf('many-problems').map((p) => p.field);
    expect(fields).toEqual(expect.arrayContaining(['tagz', 'slug', 'date', 'authors', 'unlisted']));
  });

  it('fails the build with one message naming file, field and fix', () => {
    expect(() => assertValidNews(fixture('valid'))).not.toThrow();
    expect(() => assertValidNews(fixture('missing-title'))).toThrow(NewsValidationError);
    expect(() => assertValidNews(fixture('missing-title'))).toThrow(/news\/2025-09-22-121540\.md › title: missing or empty\. Fix: add `title: "…"`/);
  });
});

describe('schema details', () => {
  const ctx = {file: 'x.md', tagKeys: new Set(['dollar']), authorKeys: new Set(['newsroom'])};
  const good = {title: 'عنوان', description: 'یک جملهٔ خلاصه برای موتورهای جست‌وجو که به اندازهٔ کافی بلند است.', slug: '/121530/عنوان-0a1b2c', date: '2025-09-21T07:17:00+03:30', authors: ['newsroom'], tags: ['dollar']};
  it('accepts a good front matter', () => {
    expect(checkFrontMatter(good, ctx).problems).toEqual([]);
  });
  it('rejects an id outside the range and a date without offset', () => {
    const {problems} = checkFrontMatter({...good, slug: '/99/عنوان-0a1b2c', date: '2025-09-21 07:17'}, ctx);
    expect(problems.map((p) => p.field)).toEqual(['slug', 'date']);
  });
  it('rejects more than five tags and a repeated tag', () => {
    const {problems} = checkFrontMatter({...good, tags: ['dollar', 'dollar', 'dollar', 'dollar', 'dollar', 'dollar']}, {...ctx});
    expect(problems[0].message).toBe('has 6 tags');
    expect(problems.some((p) => p.message === '"dollar" is listed twice')).toBe(true);
  });
  it('rejects the placeholders news:new writes', () => {
    const {problems} = checkFrontMatter({...good, title: 'TODO: English headline'}, ctx);
    expect(problems[0]).toMatchObject({field: 'title', message: 'still holds the TODO placeholder'});
  });
  it('suggests near keys only', () => {
    expect(closest('central-bnk', ['central-bank', 'gold'])).toBe('central-bank');
    expect(closest('zzzz', ['central-bank', 'gold'])).toBeUndefined();
  });
  it('parses a file without front matter into a problem', () => {
    expect(parseArticle('a.md', 'no front matter')).toMatchObject({field: 'front matter', message: 'no front matter block'});
  });
  it('formats problems one per line', () => {
    expect(formatProblems([{file: 'a.md', field: 'tags', message: 'missing', fix: 'add them'}])).toBe('a.md › tags: missing. Fix: add them.');
  });
});
