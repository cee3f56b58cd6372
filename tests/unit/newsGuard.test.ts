import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {inspectPhoto} from '../../src/plugins/news-images/photos';
import {PHOTO_MAX_BYTES} from '../../src/lib/newsPhotos';
import {describe, expect, it} from 'vitest';
import {
  formatProblems,
  frontMatterLine,
  parseArticle,
  validateNews,
} from '../../src/plugins/news-guard/validate';
import {
  assertValidNews,
  NewsValidationError,
} from '../../src/plugins/news-guard/index';
import {checkFrontMatter, closest} from '../../src/plugins/news-guard/schema';

const fixture = (name: string) =>
  path.join(__dirname, '../fixtures/news-guard', name);
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
    expect(problem).toMatchObject({
      file: 'news/2025-09-22-121540.md',
      line: 2,
      field: 'front matter',
    });
    expect(problem.message).toMatch(/quote opened on this line is not closed/);
    expect(problem.fix).toMatch(/quote/);
    expect(formatProblems([problem])).toMatch(
      /^news\/2025-09-22-121540\.md:2 › front matter: /,
    );
  });

  it('gives the file line of a YAML error that is not a quote', () => {
    const problem = parseArticle(
      'a.md',
      '---\ntitle: "x"\ntags: [a, b\ndate: 2025-09-21T07:17:00+03:30\n---\nbody',
    );
    expect(problem).toMatchObject({field: 'front matter', line: 4});
    expect((problem as {message: string}).message).toMatch(/not valid YAML/);
  });

  it('reports an unknown tag in both files and suggests the declared one', () => {
    const problems = problemsOf('unknown-tag');
    expect(problems.map((p) => p.file)).toEqual([
      'news/2025-09-22-121540.md',
      'i18n/en/docusaurus-plugin-content-blog/2025-09-22-121540.md',
    ]);
    expect(problems[0]).toMatchObject({
      field: 'tags',
      message: 'unknown tag "dolar"',
    });
    expect(problems[0].fix).toMatch(/did you mean "dollar"/);
  });

  it('reports a duplicate id, naming the file that has it first', () => {
    const problems = problemsOf('duplicate-id');
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'news/2025-09-22-121530.md',
        field: 'slug',
        message: 'id 121530 is already used by news/2025-09-21-121530.md',
      }),
    );
  });

  it('reports a missing title', () => {
    expect(problemsOf('missing-title')).toEqual([
      expect.objectContaining({
        file: 'news/2025-09-22-121540.md',
        field: 'title',
        message: 'missing or empty',
      }),
    ]);
  });

  it('requires the English file to keep the Persian slug, and an English file for each article', () => {
    const problems = problemsOf('translation-mismatch');
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'i18n/en/docusaurus-plugin-content-blog/2025-09-22-121540.md',
        field: 'slug',
      }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'news/2025-09-21-121530.md',
        field: 'translation',
        message: 'has no English version',
      }),
    );
  });

  it('requires the preview marker', () => {
    expect(problemsOf('missing-marker')).toEqual([
      expect.objectContaining({
        file: 'news/2025-09-22-121540.md',
        field: 'body',
        message: 'has no preview marker',
      }),
    ]);
  });

  it('knows drafts (no English needed yet) and unlisted articles', () => {
    const result = validateNews(fixture('draft-and-unlisted'));
    expect(result.problems).toEqual([]);
    expect(
      result.articles.find((a) => a.id === 121550)?.frontMatter.draft,
    ).toBe(true);
    expect(
      result.articles.find((a) => a.id === 121560)?.frontMatter.unlisted,
    ).toBe(true);
  });

  it('lists every problem of a file at once', () => {
    const fields = problemsOf('many-problems').map((p) => p.field);
    expect(fields).toEqual(
      expect.arrayContaining(['tagz', 'slug', 'date', 'authors', 'unlisted']),
    );
  });

  it('fails the build with one message naming file, field and fix', () => {
    expect(() => assertValidNews(fixture('valid'))).not.toThrow();
    expect(() => assertValidNews(fixture('missing-title'))).toThrow(
      NewsValidationError,
    );
    expect(() => assertValidNews(fixture('missing-title'))).toThrow(
      /news\/2025-09-22-121540\.md › title: missing or empty\. Fix: add `title: "…"`/,
    );
  });
});

describe('schema details', () => {
  const ctx = {
    file: 'x.md',
    tagKeys: new Set(['dollar']),
    authorKeys: new Set(['newsroom']),
  };
  const good = {
    title: 'عنوان',
    description:
      'یک جملهٔ خلاصه برای موتورهای جست‌وجو که به اندازهٔ کافی بلند است.',
    slug: '/121530/عنوان-0a1b2c',
    date: '2025-09-21T07:17:00+03:30',
    authors: ['newsroom'],
    tags: ['dollar'],
  };
  it('accepts a good front matter', () => {
    expect(checkFrontMatter(good, ctx).problems).toEqual([]);
  });
  it('rejects an id outside the range and a date without offset', () => {
    const {problems} = checkFrontMatter(
      {...good, slug: '/99/عنوان-0a1b2c', date: '2025-09-21 07:17'},
      ctx,
    );
    expect(problems.map((p) => p.field)).toEqual(['slug', 'date']);
  });
  it('rejects more than five tags and a repeated tag', () => {
    const {problems} = checkFrontMatter(
      {
        ...good,
        tags: ['dollar', 'dollar', 'dollar', 'dollar', 'dollar', 'dollar'],
      },
      {...ctx},
    );
    expect(problems[0].message).toBe('has 6 tags');
    expect(problems.some((p) => p.message === '"dollar" is listed twice')).toBe(
      true,
    );
  });
  it('rejects the placeholders news:new writes', () => {
    const {problems} = checkFrontMatter(
      {...good, title: 'TODO: English headline'},
      ctx,
    );
    expect(problems[0]).toMatchObject({
      field: 'title',
      message: 'still holds the TODO placeholder',
    });
  });
  it('suggests near keys only', () => {
    expect(closest('central-bnk', ['central-bank', 'gold'])).toBe(
      'central-bank',
    );
    expect(closest('zzzz', ['central-bank', 'gold'])).toBeUndefined();
  });
  it('parses a file without front matter into a problem', () => {
    expect(parseArticle('a.md', 'no front matter')).toMatchObject({
      field: 'front matter',
      message: 'no front matter block',
    });
  });
  it('formats problems one per line', () => {
    expect(
      formatProblems([
        {file: 'a.md', field: 'tags', message: 'missing', fix: 'add them'},
      ]),
    ).toBe('a.md › tags: missing. Fix: add them.');
  });
});

describe('newsroom fields: photos, updates, corrections, breaking and pinned', () => {
  it('accepts every field used well (relative and static/ photos, body image, updated, correction, breaking, pinned)', () => {
    const result = validateNews(fixture('desk-valid'));
    expect(result.problems).toEqual([]);
    const [first, second] = result.articles;
    expect(first.frontMatter).toMatchObject({
      breaking: true,
      updated: '2025-09-21T11:40:00+03:30',
      image_alt: 'صف خریداران جلوی یک صرافی',
    });
    // The English file names the same photo by another relative path: one file, no problem.
    expect(first.photoFile).toBe(result.translations[0].photoFile);
    expect(second.frontMatter.correction).toEqual([
      {
        date: '2025-09-22T12:00:00+03:30',
        text: 'در نسخهٔ پیشین قیمت سکه اشتباه آمده بود.',
      },
    ]);
  });

  it('reports each misused field with its fix', () => {
    const problems = problemsOf('desk-problems');
    const line = (file: string, field: string) =>
      problems.find((p) => p.file === file && p.field === field);
    const fa1 = 'news/2025-09-21-121530.md';
    const fa2 = 'news/2025-09-22-121540.md';
    expect(line(fa1, 'last_update')).toMatchObject({
      message: '"last_update" is not read by this site',
    });
    expect(line(fa1, 'last_update')?.fix).toMatch(/^rename it to "updated"/);
    expect(line(fa1, 'updated')?.message).toBe(
      '2025-09-21T06:00:00+03:30 is not later than the publication date 2025-09-21T07:17:00+03:30',
    );
    expect(line(fa1, 'breaking')?.message).toBe(
      'must be true or false, got "yes"',
    );
    // Each points at the line the field is written on; a missing field has no line.
    expect(line(fa1, 'last_update')?.line).toBe(9);
    expect(line(fa1, 'updated')?.line).toBe(10);
    expect(line(fa1, 'breaking')?.line).toBe(11);
    expect(line(fa1, 'image')?.line).toBe(8);
    expect(line(fa1, 'image_alt')?.line).toBeUndefined();
    expect(formatProblems([line(fa1, 'breaking')!])).toMatch(
      /^news\/2025-09-21-121530\.md:11 › breaking: /,
    );
    expect(line(fa1, 'image_alt')?.message).toMatch(
      /^missing: a photo needs a text alternative/,
    );
    expect(line(fa1, 'image')?.message).toBe(
      './img/small.jpg: the photo is 800 px wide, under the 1200 px minimum',
    );
    // A missing body image is the pre-flight check's, which names its line.
    expect(line(fa1, 'body image')).toBeUndefined();
    expect(line(fa2, 'image')?.fix).toMatch(/never hot-links/);
    expect(line(fa2, 'correction[1]')?.message).toBe('has no text');
    expect(line(fa2, 'correction[1].date')?.message).toMatch(
      /is before the publication date/,
    );
    expect(line(fa2, 'correction[2]')?.message).toBe(
      'is not a {date, text} pair',
    );
    expect(
      line(
        'i18n/en/docusaurus-plugin-content-blog/2025-09-22-121540.md',
        'image_caption',
      )?.message,
    ).toBe('is set but there is no `image`');
    expect(formatProblems(problems)).toMatch(
      /news\/2025-09-21-121530\.md:8 › image: \.\/img\/small\.jpg: the photo is 800 px wide, under the 1200 px minimum\. Fix: /,
    );
  });

  it('finds the line of a front-matter field, nested ones on their parent, never in the body', () => {
    const source = [
      '---',
      'title: "سکه"',
      'correction:',
      '  - date: 2025-09-22T12:00:00+03:30',
      '    text: "…"',
      '---',
      'title: not front matter',
    ].join('\n');
    expect(frontMatterLine(source, 'title')).toBe(2);
    expect(frontMatterLine(source, 'correction[1].date')).toBe(3);
    expect(frontMatterLine(source, 'image')).toBeUndefined();
    expect(frontMatterLine('no front matter', 'title')).toBeUndefined();
  });

  it('says an empty photo field is empty and what to write in it (news:new leaves them empty)', () => {
    const {problems} = checkFrontMatter(
      {
        title: 'دلار',
        description: 'خلاصهٔ خبر در یک جمله.',
        slug: '/121530/دلار-0a1b2c',
        date: '2025-09-21T07:17:00+03:30',
        authors: ['newsroom'],
        tags: ['dollar'],
        image: './img/photo.jpg',
        image_alt: '',
        image_caption: '  ',
        image_credit: '',
      },
      {
        file: 'news/2025-09-21-121530.md',
        tagKeys: new Set(['dollar']),
        authorKeys: new Set(['newsroom']),
      },
    );
    const of = (field: string) => problems.find((p) => p.field === field);
    expect(of('image_alt')).toMatchObject({message: 'is empty'});
    expect(of('image_alt')?.fix).toMatch(/^describe what the photo shows/);
    expect(of('image_caption')?.fix).toMatch(/where and when/);
    expect(of('image_credit')?.fix).toMatch(/^name who took the photo/);
  });

  it('accepts `image_kind: illustration` with a picture, and names a wrong kind and a kind without a picture', () => {
    const base = {
      title: 'دلار',
      description:
        'دلار امروز در بازار آزاد تهران گران شد و صرافی‌ها در فروش محتاط بودند.',
      slug: '/121530/دلار-0a1b2c',
      date: '2025-09-21T07:17:00+03:30',
      authors: ['newsroom'],
      tags: ['dollar'],
    };
    const ctx = {
      file: 'news/2025-09-21-121530.md',
      tagKeys: new Set(['dollar']),
      authorKeys: new Set(['newsroom']),
    };
    const picture = {image: './img/x.jpg', image_alt: 'طرح یک صرافی'};
    expect(
      checkFrontMatter({...base, ...picture, image_kind: 'illustration'}, ctx)
        .problems,
    ).toEqual([]);
    expect(
      checkFrontMatter({...base, ...picture, image_kind: 'drawing'}, ctx)
        .problems,
    ).toEqual([
      expect.objectContaining({
        field: 'image_kind',
        message: '"drawing" is not a kind of picture',
        fix: expect.stringMatching(/^write `image_kind: illustration`/),
      }),
    ]);
    expect(
      checkFrontMatter({...base, image_kind: 'illustration'}, ctx).problems,
    ).toEqual([
      expect.objectContaining({
        field: 'image_kind',
        message: 'is set but there is no `image`',
      }),
    ]);
  });

  it('allows one pinned article and names both files when two are', () => {
    expect(problemsOf('two-pinned')).toEqual([
      expect.objectContaining({
        file: 'news/2025-09-22-121540.md',
        field: 'pinned',
        message:
          'news/2025-09-21-121530.md is pinned too: one article leads the front page at a time',
      }),
    ]);
  });

  it('requires the English version to keep the update time, the photo and the correction dates', () => {
    const problems = problemsOf('desk-mismatch');
    expect(problems.map((p) => [p.file.split('/').pop(), p.field])).toEqual([
      ['2025-09-21-121530.md', 'updated'],
      ['2025-09-21-121530.md', 'image'],
      ['2025-09-22-121540.md', 'correction'],
    ]);
  });

  it('rejects an original over 10 MB before reading it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'news-photo-'));
    const file = path.join(dir, 'camera.jpg');
    writeFileSync(file, Buffer.alloc(PHOTO_MAX_BYTES + 1024 * 1024));
    const result = inspectPhoto(file);
    expect(result).toEqual({
      problem: {
        message: 'the file is 11.0 MB, over the 10.0 MB limit',
        fix: expect.stringMatching(/JPEG of 2000–3000 px/),
      },
    });
    rmSync(dir, {recursive: true});
  });
});
