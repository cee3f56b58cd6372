/**
 * The editors' desk's pure modules: the configuration it is generated with, the mapping between
 * Decap's paths and the site's, the file format, and the check it runs before a save (the news
 * check's own rules on the files the desk would write).
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {
  ARTICLE_FILE_TEMPLATE,
  deskConfig,
  gitHostFromEnv,
} from '../../src/plugins/editors-desk/config';
import {
  articleFileName,
  checkMarketDay,
  checkStory,
  englishFields,
  normaliseLetters,
} from '../../src/plugins/editors-desk/check';
import {
  articleFromFile,
  articleToFile,
  marketDayToFile,
} from '../../src/plugins/editors-desk/format';
import {
  englishPhotoRef,
  persianPhotoRef,
  photoRepoPath,
  toDeskPath,
  toRepoPath,
} from '../../src/plugins/editors-desk/paths';
import {readMarket} from '../../src/plugins/market/load';
import {LOCAL_PROXY} from '../../src/plugins/editors-desk';
import {answer, baseHeaders} from '../../deploy/serve';
import {renderCsp} from '../../deploy/csp';
import {csp, deskCsp} from '../../deploy/rules';
import {EN_NEWS_DIR, NEWS_DIR} from '../../src/plugins/news-guard/article';
import {MAX_TAGS} from '../../src/plugins/news-guard/schema';
import {articleSlug} from '../../src/lib/slug';

const ROOT = path.resolve(__dirname, '../..');
const keysOf = (file: string) =>
  Object.keys(yaml.load(readFileSync(path.join(ROOT, file), 'utf8')) as object);
const keys = {
  tagKeys: keysOf('news/tags.yml'),
  authorKeys: keysOf('news/authors.yml'),
};
const {instruments} = readMarket(ROOT).data;

const input = {
  tags: keys.tagKeys.map((key) => ({key, label: key})),
  authors: keys.authorKeys.map((key) => ({key, name: key})),
  instruments,
  host: gitHostFromEnv({}),
  localProxy: 'http://127.0.0.1:8081/api/v1',
};
type Field = {name: string; [key: string]: unknown};
const config = deskConfig(input) as {
  collections: Array<{name: string; fields: Field[]; [key: string]: unknown}>;
  [key: string]: unknown;
};
const news = config.collections.find((c) => c.name === 'news')!;
const field = (name: string) => news.fields.find((f) => f.name === name)!;

const story = () => {
  const slug = articleSlug(121999, 'دلار در بازار تهران یک رکورد تازه زد');
  const shared = {
    slug,
    date: '2025-09-28T14:28:00+03:30',
    authors: ['sara-ahmadi'],
    tags: ['dollar', 'currency'],
    image: 'img/exchange-street.jpg',
  };
  return {
    fa: {
      ...shared,
      title: 'دلار در بازار تهران یک رکورد تازه زد',
      description:
        'دلار آزاد در بازار تهران امروز به بالاترین نرخ هفته رسید و معامله‌گران از تقاضای تازه می‌گویند.',
      image_alt: 'ردیف صرافی‌های خیابان فردوسی تهران در غروب',
      body: 'نرخ دلار آزاد امروز بالا رفت.\n\n{/* truncate */}\n\nمتن کامل.',
    } as Record<string, unknown>,
    en: {
      ...shared,
      title: 'The dollar sets a record in Tehran',
      description:
        'The open-market dollar reached its highest rate of the week in Tehran today, dealers said.',
      image_alt: 'Exchange shops on Ferdowsi Street in Tehran at dusk',
      body: 'The dollar rose today.\n\n{/* truncate */}\n\nThe full story.',
    } as Record<string, unknown>,
  };
};

describe('the desk configuration', () => {
  it('offers every tag and author the news may use, and at most MAX_TAGS tags', () => {
    const tags = field('tags');
    expect(
      (tags.options as Array<{value: string}>).map((o) => o.value),
    ).toEqual(keys.tagKeys);
    expect(tags.max).toBe(MAX_TAGS);
    expect(
      (field('authors').options as Array<{value: string}>).map((o) => o.value),
    ).toEqual(keys.authorKeys);
  });

  it('edits both languages of one story, sharing the fields the English version copies', () => {
    expect(news.i18n).toBe(true);
    expect(config.i18n).toMatchObject({
      locales: ['fa', 'en'],
      default_locale: 'fa',
    });
    for (const name of [
      'slug',
      'date',
      'tags',
      'authors',
      'image',
      'updated',
    ]) {
      expect(field(name).i18n, name).toBe('duplicate');
    }
    for (const name of [
      'title',
      'description',
      'image_alt',
      'body',
      'correction',
    ]) {
      expect(field(name).i18n, name).toBe(true);
    }
  });

  it('has a Persian label for every field and a market day with each instrument', () => {
    for (const collection of config.collections) {
      for (const f of collection.fields) {
        expect(f.label, f.name).toMatch(/[\u0600-\u06FF]/);
        // Persian digits in the Persian labels and hints (file paths aside).
        const hint = String((f as {hint?: string}).hint ?? '');
        expect(
          `${f.label} ${hint.replace(/\S*\/\S*/g, '')}`,
          f.name,
        ).not.toMatch(/[0-9]/);
      }
    }
    const days = config.collections.find((c) => c.name === 'market-days')!;
    const close = days.fields.find((f) => f.name === 'close')!;
    expect((close.fields as Field[]).map((f) => f.name)).toEqual(
      instruments.map((i) => i.key),
    );
  });

  it('goes through the editorial workflow, on the git host the environment names', () => {
    expect(config.publish_mode).toBe('editorial_workflow');
    const host = gitHostFromEnv({
      DESK_GIT_URL: 'https://git.newsroom.ir',
      DESK_GIT_REPO: 'desk/site',
      DESK_OAUTH_APP_ID: 'abc',
    });
    expect(deskConfig({...input, host}).backend).toMatchObject({
      name: 'forgejo',
      base_url: 'https://git.newsroom.ir',
      api_root: 'https://git.newsroom.ir/api/v1',
      repo: 'desk/site',
      app_id: 'abc',
    });
    expect(gitHostFromEnv({DESK_GIT_BACKEND: 'gitea'}).backend).toBe('gitea');
  });

  it('names the file from the date and the slug’s id', () => {
    expect(ARTICLE_FILE_TEMPLATE).toContain('fields.date');
    expect(articleFileName(story().fa)).toBe('2025-09-28-121999.md');
  });
});

describe('paths between Decap and the site', () => {
  it('maps the two languages to the two folders and back', () => {
    expect(toRepoPath('news/fa/2025-09-28-121999.md')).toBe(
      `${NEWS_DIR}/2025-09-28-121999.md`,
    );
    expect(toRepoPath('news/en/2025-09-28-121999.md')).toBe(
      `${EN_NEWS_DIR}/2025-09-28-121999.md`,
    );
    expect(toDeskPath(`${EN_NEWS_DIR}/2025-09-28-121999.md`)).toBe(
      'news/en/2025-09-28-121999.md',
    );
    expect(toDeskPath('news/img/x.jpg')).toBe('news/img/x.jpg');
    expect(toRepoPath('market/days/2025-09-28.yml')).toBe(
      'market/days/2025-09-28.yml',
    );
  });

  it('names one photo from both folders', () => {
    expect(persianPhotoRef('img/x.jpg')).toBe('./img/x.jpg');
    expect(englishPhotoRef('img/x.jpg')).toBe('../../../news/img/x.jpg');
    expect(photoRepoPath(NEWS_DIR, './img/x.jpg')).toBe(
      photoRepoPath(EN_NEWS_DIR, englishPhotoRef('./img/x.jpg')),
    );
    expect(photoRepoPath(NEWS_DIR, '/img/photos/x.jpg')).toBe(
      'static/img/photos/x.jpg',
    );
  });
});

describe('the file format', () => {
  it('reads every article of the archive and writes the same fields back', () => {
    for (const dir of [NEWS_DIR, EN_NEWS_DIR]) {
      for (const name of readdirSync(path.join(ROOT, dir)).filter((n) =>
        n.endsWith('.md'),
      )) {
        const source = readFileSync(path.join(ROOT, dir, name), 'utf8');
        const fields = articleFromFile(source);
        expect(articleFromFile(articleToFile(fields)), name).toEqual(fields);
      }
    }
  });

  it('writes an article in the order news:new writes its fields, byte for byte', () => {
    const source = readFileSync(
      path.join(ROOT, NEWS_DIR, '2025-09-21-121530.md'),
      'utf8',
    );
    expect(articleToFile(articleFromFile(source))).toBe(source);
  });

  it('leaves empty fields out and writes a market day as market:add does', () => {
    expect(
      articleToFile({title: 'x', image_alt: '', breaking: false, body: 'b'}),
    ).toBe('---\ntitle: "x"\n---\n\nb\n');
    expect(
      marketDayToFile(
        {time: '2025-09-28T17:30:00+03:30', close: {eur: 2, usd: 1}},
        ['usd', 'eur'],
      ),
    ).toBe('time: 2025-09-28T17:30:00+03:30\nclose:\n  usd: 1\n  eur: 2\n');
  });
});

describe('the check before a save', () => {
  it('passes a complete story', () => {
    const {fa, en} = story();
    expect(checkStory({fa, en}, keys)).toEqual([]);
  });

  it('refuses a photo without alternative text, with the news check’s message and file', () => {
    const {fa, en} = story();
    delete fa.image_alt;
    const problems = checkStory({fa, en}, keys);
    expect(problems).toEqual([
      expect.objectContaining({
        file: `${NEWS_DIR}/2025-09-28-121999.md`,
        field: 'image_alt',
        message: 'missing: a photo needs a text alternative',
      }),
    ]);
  });

  it('refuses Arabic letter forms, which normaliseLetters writes as Persian ones (the slug kept)', () => {
    const {fa, en} = story();
    const typed = {...fa, title: 'دلار در بازار تهران يك رکورد تازه زد'};
    expect(checkStory({fa: typed, en}, keys).map((p) => p.field)).toContain(
      'title',
    );
    const fixed = normaliseLetters({...typed, slug: '/121999/يك-abcdef'});
    expect(fixed.title).toBe(fa.title);
    expect(fixed.slug).toBe('/121999/يك-abcdef');
    expect(normaliseLetters(fa)).toBe(fa);
  });

  it('refuses a body without the preview marker, and an unknown tag with a guess', () => {
    const {fa, en} = story();
    const problems = checkStory(
      {fa: {...fa, body: 'بدون نشانه', tags: ['dolar']}, en},
      keys,
    );
    expect(problems.map((p) => p.message)).toEqual(
      expect.arrayContaining(['has no preview marker', 'unknown tag "dolar"']),
    );
  });

  it('writes the English version’s shared fields and correction dates from the Persian side', () => {
    const {fa, en} = story();
    const corrected = {
      ...fa,
      correction: [{date: '2025-09-28T16:05:00+03:30', text: 'متن اصلاحیه.'}],
    };
    const english = englishFields(
      {
        ...en,
        tags: ['dollar'],
        correction: [{date: '2025-09-28T16:05:07+03:30', text: 'Correction.'}],
      },
      corrected,
    );
    expect(english.tags).toEqual(fa.tags);
    expect(english.image).toBe('../../../news/img/exchange-street.jpg');
    expect(english.correction).toEqual([
      {date: '2025-09-28T16:05:00+03:30', text: 'Correction.'},
    ]);
    expect(checkStory({fa: corrected, en: english}, keys)).toEqual([]);
  });

  it('checks a market day by market:check’s rules', () => {
    const close = Object.fromEntries(instruments.map((i) => [i.key, 100]));
    expect(
      checkMarketDay({time: '2025-09-28T17:30:00+03:30', close}, instruments),
    ).toEqual([]);
    const problems = checkMarketDay(
      {time: '2025-09-28T17:30:00', close: {...close, usd: -1}},
      instruments,
    );
    expect(problems.map((p) => p.field)).toEqual(
      expect.arrayContaining(['time', 'close.usd']),
    );
  });
});

describe('the desk’s security policy', () => {
  const serve = (uri: string) =>
    answer('GET', uri, () => true, baseHeaders(["'sha256-abc'"])).headers[
      'Content-Security-Policy'
    ];

  it('is the desk’s own at /admin and the readers’ everywhere else', () => {
    expect(serve('/admin')).toBe(renderCsp(deskCsp, []));
    expect(serve('/admin/desk.0123456789.js')).toBe(renderCsp(deskCsp, []));
    expect(serve('/news.html')).toBe(renderCsp(csp, ["'sha256-abc'"]));
    expect(serve('/administration.html')).toBe(
      renderCsp(csp, ["'sha256-abc'"]),
    );
  });

  it('lets the desk reach the git host and the local back end, and readers’ pages neither', () => {
    const host = gitHostFromEnv(process.env).baseUrl;
    expect(deskCsp['connect-src']).toEqual(
      expect.arrayContaining([host, new URL(LOCAL_PROXY).origin]),
    );
    expect(csp['connect-src']).not.toContain(host);
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
  });
});
