import {describe, expect, it} from 'vitest';
import {
  breadcrumbList,
  collectionPage,
  toNewsArticle,
  webSite,
} from '../../src/lib/structuredData';
import {
  tehranClockTime,
  tehranDay,
  tehranOffset,
  toTehranIso,
} from '../../src/lib/tehranTime';

describe('toTehranIso', () => {
  it('gives what ICU gives on both sides of the 2022 end of daylight saving time', () => {
    const local = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Tehran',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    const viaIcu = (date: Date) => {
      const p = Object.fromEntries(
        local.formatToParts(date).map((part) => [part.type, part.value]),
      );
      return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${tehranOffset(date)}`;
    };
    for (
      let t = Date.UTC(2022, 2, 1);
      t < Date.UTC(2027, 0, 1);
      t += 13 * 3_600_000 + 17_000
    ) {
      expect(toTehranIso(new Date(t))).toBe(viaIcu(new Date(t)));
    }
    expect(toTehranIso('2022-09-21T19:29:59Z')).toBe(
      '2022-09-21T23:59:59+04:30',
    );
    expect(toTehranIso('2022-09-21T19:30:00Z')).toBe(
      '2022-09-21T23:00:00+03:30',
    );
  }, 30_000); // thousands of ICU calls: slow on a loaded CI machine
  it('writes Tehran local time with the +03:30 offset', () => {
    expect(toTehranIso('2025-09-21T03:47:00.000Z')).toBe(
      '2025-09-21T07:17:00+03:30',
    );
  });
  it('rolls the date over after Tehran midnight', () => {
    expect(toTehranIso(new Date('2025-09-27T21:00:00Z'))).toBe(
      '2025-09-28T00:30:00+03:30',
    );
  });
  it('keeps +03:30 in summer, since Iran dropped daylight saving in 2022', () => {
    expect(tehranOffset(new Date('2025-07-01T12:00:00Z'))).toBe('+03:30');
  });
  it('rejects what is not a date', () => {
    expect(() => toTehranIso('yesterday-ish')).toThrow(/Not a date/);
  });
});

describe('toNewsArticle', () => {
  const posting = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: 'دلار ۱۰۱ هزار و ۳۵۰ تومان شد',
    datePublished: '2025-09-21T05:10:00.000Z',
    author: {'@type': 'Person', name: 'سارا احمدی'},
  };
  const publisher = {
    name: 'نرخ‌نما',
    url: 'https://nerkhnama.example',
    logoUrl: 'https://nerkhnama.example/img/publisher-logo.png',
  };

  it('declares a NewsArticle with publisher, language, section and Tehran dates, keeping the rest', () => {
    const article = toNewsArticle(posting, {
      publisher,
      inLanguage: 'fa-IR',
      section: 'دلار',
    });
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: posting.headline,
      author: posting.author,
      datePublished: '2025-09-21T08:40:00+03:30',
      dateModified: '2025-09-21T08:40:00+03:30',
      inLanguage: 'fa-IR',
      articleSection: 'دلار',
      publisher: {
        '@type': 'NewsMediaOrganization',
        name: 'نرخ‌نما',
        url: publisher.url,
        logo: {
          '@type': 'ImageObject',
          url: publisher.logoUrl,
          width: 512,
          height: 512,
        },
      },
    });
  });
  it('dates the last edit by front matter `updated`, lists the photo crops and the corrections', () => {
    const crops = [
      'https://nerkhnama.example/img/photos/abc-16x9.jpg',
      'https://nerkhnama.example/img/photos/abc-4x3.jpg',
      'https://nerkhnama.example/img/photos/abc-1x1.jpg',
    ];
    const withImage: typeof posting & {image: string} = {
      ...posting,
      image: 'https://nerkhnama.example/img/news/x-og.jpg',
    };
    const article = toNewsArticle(withImage, {
      publisher,
      inLanguage: 'fa-IR',
      updated: '2025-09-21T14:35:00.000Z',
      images: crops,
      imageCaption: 'صرافی‌های خیابان فردوسی',
      corrections: [
        {
          date: '2025-09-21T10:00:00.000Z',
          text: 'رقم درست ۷۱ هزار و ۸۰۰ تومان است.',
        },
      ],
    });
    expect(article).toMatchObject({
      datePublished: '2025-09-21T08:40:00+03:30',
      dateModified: '2025-09-21T18:05:00+03:30',
      image: crops.map((url) => ({
        '@type': 'ImageObject',
        url,
        caption: 'صرافی‌های خیابان فردوسی',
      })),
      correction: [
        {
          '@type': 'CorrectionComment',
          text: 'رقم درست ۷۱ هزار و ۸۰۰ تومان است.',
          datePublished: '2025-09-21T13:30:00+03:30',
        },
      ],
    });
    expect(
      toNewsArticle(posting, {publisher, inLanguage: 'en'}),
    ).not.toHaveProperty('correction');
  });
  it('gives the Tehran clock time without Intl', () => {
    expect(tehranClockTime('2025-09-28T19:24:00Z')).toBe('22:54');
    expect(tehranClockTime('2025-09-28T21:00:00Z')).toBe('00:30');
  });
  it('keeps a later modification date and leaves out an absent section', () => {
    const article = toNewsArticle(
      {...posting, dateModified: '2025-09-22T10:00:00Z'},
      {publisher, inLanguage: 'en'},
    );
    expect(article.dateModified).toBe('2025-09-22T13:30:00+03:30');
    expect(article).not.toHaveProperty('articleSection');
  });
});

describe('toNewsArticle: keywords, caption, author pages', () => {
  const posting = {
    headline: 'دلار ۱۰۱ هزار و ۳۵۰ تومان شد',
    datePublished: '2025-09-21T05:10:00.000Z',
    author: [
      {'@type': 'Person', name: 'سارا احمدی'},
      {'@type': 'Person', name: 'مهمان'},
    ],
    image: {
      '@type': 'ImageObject',
      url: 'https://nerkhnama.example/img/a-og.jpg',
      caption: 'title image for the blog post: …',
    },
  };
  const publisher = {
    name: 'نرخ‌نما',
    url: 'https://nerkhnama.example',
    logoUrl: 'https://nerkhnama.example/img/publisher-logo.png',
  };

  it('takes keywords from the tags, the caption given, and links the authors that have a page', () => {
    const article = toNewsArticle(posting, {
      publisher,
      inLanguage: 'fa-IR',
      keywords: ['دلار', 'ارز'],
      imageCaption: 'نگارهٔ بخش دلار',
      authorUrls: new Map([
        ['سارا احمدی', 'https://nerkhnama.example/news/authors/sara-ahmadi'],
      ]),
    });
    expect(article.keywords).toEqual(['دلار', 'ارز']);
    expect(article.image).toEqual({
      ...posting.image,
      caption: 'نگارهٔ بخش دلار',
    });
    expect(article.author).toEqual([
      {
        '@type': 'Person',
        name: 'سارا احمدی',
        url: 'https://nerkhnama.example/news/authors/sara-ahmadi',
      },
      {'@type': 'Person', name: 'مهمان'},
    ]);
  });
});

describe('page structured data', () => {
  const site = {name: 'Nerkhnama', url: 'https://nerkhnama.example/en/'};

  it('numbers breadcrumbs from 1', () => {
    expect(
      breadcrumbList([
        {name: 'Nerkhnama', url: site.url},
        {name: 'News', url: `${site.url}news`},
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        {'@type': 'ListItem', position: 1, name: 'Nerkhnama', item: site.url},
        {
          '@type': 'ListItem',
          position: 2,
          name: 'News',
          item: `${site.url}news`,
        },
      ],
    });
  });

  it('declares a collection page of the site, without an empty description', () => {
    const page = collectionPage({
      name: 'News',
      url: `${site.url}news`,
      inLanguage: 'en',
      site,
    });
    expect(page).toMatchObject({
      '@type': 'CollectionPage',
      url: `${site.url}news`,
      inLanguage: 'en',
      isPartOf: {'@type': 'WebSite', url: site.url},
    });
    expect(page).not.toHaveProperty('description');
  });

  it("gives the home page's WebSite a SearchAction on the locale's search page", () => {
    const publisher = {
      name: 'Nerkhnama',
      url: 'https://nerkhnama.example',
      logoUrl: `${site.url}img/publisher-logo.png`,
    };
    expect(
      webSite({...site, inLanguage: 'en', publisher}).potentialAction,
    ).toEqual({
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate:
          'https://nerkhnama.example/en/search?q={search_term_string}',
      },
      'query-input': 'required name=search_term_string',
    });
  });
});

describe('tehranDay', () => {
  it('is the Tehran calendar day, which starts at 20:30 UTC', () => {
    expect(tehranDay('2025-09-21T20:29:59Z')).toBe('2025-09-21');
    expect(tehranDay('2025-09-21T20:30:00Z')).toBe('2025-09-22');
    expect(tehranDay(new Date('2025-09-22T00:15:10+03:30'))).toBe('2025-09-22');
  });
});
