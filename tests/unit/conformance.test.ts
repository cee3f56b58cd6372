import {describe, expect, it} from 'vitest';
import {fileOfUrl, isPercentEncoded} from '../../scripts/conformance/builtSite';
import {feedFacts, feedProblems} from '../../scripts/conformance/feeds';
import {
  describeVnuMessages,
  inPageOrder,
  pagesForJobs,
} from '../../scripts/conformance/html';
import {pageKindOf} from '../../scripts/conformance/pageKind';
import {locProblems, sitemapLocs} from '../../scripts/conformance/sitemaps';
import {
  readHead,
  socialCardProblems,
  structuredDataProblems,
  type SiteFacts,
} from '../../scripts/conformance/head';

const SITE = 'https://nerkhnama.example';
const ARTICLE = `${SITE}/news/121530/%D8%B3%DA%A9%D9%87-d44b77`;

describe('built site', () => {
  it('maps site URLs to the files the server answers them with', () => {
    expect(fileOfUrl(`${SITE}/`)).toBe('index.html');
    expect(fileOfUrl(`${SITE}/en/`)).toBe('en/index.html');
    expect(fileOfUrl(`${SITE}/news`)).toBe('news.html');
    expect(fileOfUrl(ARTICLE)).toBe('news/121530/سکه-d44b77.html');
    expect(fileOfUrl(`${SITE}/img/logo.png`)).toBe('img/logo.png');
    expect(fileOfUrl('https://example.org/news')).toBeUndefined();
  });

  it('tells percent-encoded URLs from raw ones', () => {
    expect(isPercentEncoded(ARTICLE)).toBe(true);
    expect(isPercentEncoded(`${SITE}/news/121530/سکه-d44b77`)).toBe(false);
    expect(isPercentEncoded(`${SITE}/a b`)).toBe(false);
  });

  it('classifies pages by path', () => {
    expect(pageKindOf('index.html')).toBe('home');
    expect(pageKindOf('en/index.html')).toBe('home');
    expect(pageKindOf('news/page/3.html')).toBe('list');
    expect(pageKindOf('en/news/tags/gold/page/2.html')).toBe('tag');
    expect(pageKindOf('news/tags.html')).toBe('tags');
    expect(pageKindOf('news/authors/sara-ahmadi.html')).toBe('author');
    expect(pageKindOf('news/121530/x.html')).toBe('article');
    expect(pageKindOf('en/gift-cards.html')).toBe('info');
    expect(pageKindOf('en/404.html')).toBe('notFound');
  });
});

describe('Nu checker report', () => {
  it('keeps errors, drops info, names the file and line', () => {
    const lines = describeVnuMessages(
      [
        {
          type: 'error',
          url: 'file:/b/news.html',
          lastLine: 3,
          message: 'Bad value.',
        },
        {type: 'info', url: 'file:/b/news.html', message: 'Trailing slash.'},
      ],
      '/b',
    );
    expect(lines).toEqual(['news.html:3: Bad value.']);
  });

  it('gives each process every other page, and never more processes than pages', () => {
    const pages = ['index.html', 'news.html', 'news/1/a.html', 'en/index.html'];
    expect(pagesForJobs(pages, 2)).toEqual([
      ['index.html', 'news/1/a.html'],
      ['news.html', 'en/index.html'],
    ]);
    expect(pagesForJobs(pages, 1)).toEqual([pages]);
    expect(pagesForJobs(['index.html'], 4)).toEqual([['index.html']]);
  });

  it("reports the processes' problems in page order, as one process would", () => {
    const pages = ['index.html', 'news.html', 'news/1/a.html'];
    expect(
      inPageOrder(
        [
          'news.html:3: Bad value.',
          '?: Cannot read.',
          'index.html:9: Stray tag.',
          'news/1/a.html: No title.',
          'index.html:2: Bad id.',
        ],
        pages,
      ),
    ).toEqual([
      'index.html:9: Stray tag.',
      'index.html:2: Bad id.',
      'news.html:3: Bad value.',
      'news/1/a.html: No title.',
      '?: Cannot read.',
    ]);
  });
});

const atom = (attributes: string, children: string, link: string) =>
  `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"${attributes}>${children}<id>${SITE}/news</id><title>t</title>` +
  `<updated>2025-09-28T19:24:00Z</updated><entry><title>a</title><id>${link}</id><link href="${link}"/><updated>2025-09-28T19:24:00Z</updated></entry></feed>`;

describe('feeds', () => {
  const exists = (file: string) => file === 'news/121530/سکه-d44b77.html';

  it('accepts an Atom feed with its self link, language and encoded item links', () => {
    const facts = feedFacts(
      atom(
        ' xml:lang="fa-IR"',
        `<link rel="self" href="${SITE}/news/atom.xml"/>`,
        ARTICLE,
      ),
    );
    expect(
      feedProblems(facts, `${SITE}/news/atom.xml`, 'fa-IR', exists),
    ).toEqual([]);
  });

  it('reports a missing self link and language and a raw item link', () => {
    const raw = `${SITE}/news/121530/سکه-d44b77`;
    const problems = feedProblems(
      feedFacts(atom('', '', raw)),
      `${SITE}/news/atom.xml`,
      'fa-IR',
      exists,
    );
    expect(problems).toEqual([
      `self link is missing, expected ${SITE}/news/atom.xml`,
      'language is missing, expected fa-IR',
      `item link not percent-encoded: ${raw}`,
    ]);
  });

  it('reads RSS language, atom:link self and item links', () => {
    const rss =
      `<?xml version="1.0"?><rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>t</title><link>${SITE}/news</link>` +
      `<description>d</description><language>en</language><atom:link href="${SITE}/en/news/rss.xml" rel="self" type="application/rss+xml"/>` +
      `<item><title>a</title><link>${SITE}/en/news/1/x</link></item></channel></rss>`;
    expect(feedFacts(rss)).toEqual({
      self: `${SITE}/en/news/rss.xml`,
      language: 'en',
      links: [`${SITE}/en/news/1/x`],
    });
  });
});

describe('sitemaps', () => {
  it('reads <loc> values and reports raw or missing pages', () => {
    const locs = sitemapLocs(
      `<urlset><url><loc>${SITE}/news?a=1&amp;b=2</loc></url><url><loc>${SITE}/گم</loc></url></urlset>`,
    );
    expect(locs).toEqual([`${SITE}/news?a=1&b=2`, `${SITE}/گم`]);
    expect(locProblems(locs, (f) => f === 'news.html')).toEqual([
      `<loc> not percent-encoded: ${SITE}/گم`,
      `<loc> is not a page of the build: ${SITE}/گم`,
    ]);
  });
});

describe('page heads', () => {
  const facts: SiteFacts = {
    exists: () => true,
    rasterSize: () => ({width: 512, height: 512}),
  };
  const page = (head: string) =>
    readHead(`<html><head>${head}</head><body></body></html>`);
  const cards = (locale: string, alternate: string, url = `${SITE}/en/`) =>
    `<link rel="canonical" href="${url}"><meta property="og:url" content="${url}"><meta property="og:type" content="website">` +
    `<meta property="og:title" content="T"><meta property="og:description" content="D"><meta property="og:image" content="${SITE}/img/c.png">` +
    `<meta property="og:image:alt" content="A"><meta property="og:site_name" content="S"><meta name="twitter:card" content="summary_large_image">` +
    `<meta name="twitter:title" content="T"><meta name="twitter:description" content="D"><meta name="twitter:image" content="${SITE}/img/c.png">` +
    `<meta name="twitter:image:alt" content="A"><meta property="og:locale" content="${locale}"><meta property="og:locale:alternate" content="${alternate}">` +
    `<link rel="alternate" hreflang="fa-IR" href="${SITE}/"><link rel="alternate" hreflang="en" href="${SITE}/en/"><link rel="alternate" hreflang="x-default" href="${SITE}/">`;

  it('accepts complete cards and reports og:locale not in language_TERRITORY form', () => {
    expect(
      socialCardProblems(page(cards('en_US', 'fa_IR')), 'en', facts),
    ).toEqual([]);
    expect(socialCardProblems(page(cards('en', 'fa_IR')), 'en', facts)).toEqual(
      ['og:locale is en, expected en_US'],
    );
  });

  it('checks the home page WebSite and its SearchAction', () => {
    const website = {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Nerkhnama',
      url: `${SITE}/en/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: `${SITE}/en/search?q={search_term_string}`,
        },
        'query-input': 'required name=search_term_string',
      },
    };
    const html = `${cards('en_US', 'fa_IR')}<script type="application/ld+json">${JSON.stringify(website)}</script>`;
    expect(structuredDataProblems(page(html), 'home', 'en', facts)).toEqual([]);
    expect(
      structuredDataProblems(
        page(cards('en_US', 'fa_IR')),
        'home',
        'en',
        facts,
      ),
    ).toEqual(['no WebSite in the JSON-LD']);
  });
});
