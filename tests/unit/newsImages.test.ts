import {describe, expect, it} from 'vitest';
import {generateArchive, parseSource} from '../../scripts/bench/archive';
import {
  artLayoutOf,
  artSvg,
  coverSvg,
  seededRandom,
  textWidthEm,
  wrapHeadline,
} from '../../src/plugins/news-images/cover';
import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';
import {
  readTopics,
  storyTopic,
  PALETTES,
} from '../../src/plugins/news-images/topics';
import {
  ART_VARIANTS,
  artJobOf,
  artSrc,
  coverHash,
  coverSrc,
  planCovers,
  type CoverJob,
} from '../../src/plugins/news-images/render';
import {
  relatedPicker,
  type RelatedCandidate,
} from '../../src/plugins/news-images/related';
import {
  articleIdOf,
  coverFile,
  coverSrcSet,
  ogFile,
} from '../../src/lib/newsImages';
import {canonicalUrl, shareUrl} from '../../src/lib/share';
import {
  coversMade,
  CoversMadePlugin,
  whileTheBuildGoesOn,
} from '../../src/plugins/news-images/index';
import {splitTagsBySize, tagSizeStep} from '../../src/lib/tagSizes';

const job: CoverJob = {
  id: '121530',
  title: 'سکه بهار آزادی ۹۱٫۴ میلیون تومان',
  kicker: 'طلا',
  topic: 'gold',
  direction: 'rtl',
  brand: 'نرخ‌نما',
};

describe('cover topics', () => {
  const topics = readTopics(readFileSync('news/tags.yml', 'utf8'));
  const tagKeys = Object.keys(
    yaml.load(readFileSync('news/tags.yml', 'utf8')) as object,
  );

  it('reads the family of every tag from the headings of news/tags.yml', () => {
    expect([...topics.keys()]).toEqual(tagKeys);
    expect(topics.get('emami-coin')).toBe('gold');
    expect(topics.get('dollar')).toBe('currency');
    expect(topics.get('stock')).toBe('markets');
    expect(topics.get('central-bank')).toBe('banking');
    expect(topics.get('car-prices')).toBe('cars');
    expect(topics.get('rent')).toBe('housing');
    expect(topics.get('oil')).toBe('energy');
    expect(topics.get('china')).toBe('general');
  });
  it('refuses a tag without a heading and a heading without a family, naming the line', () => {
    expect(() => readTopics('dollar:\n  label: دلار\n')).toThrow(
      /news\/tags.yml › dollar: no "# topic: NAME" heading/,
    );
    expect(() =>
      readTopics('# topic: gold\ngold:\n# topic: sports\nfootball:\n'),
    ).toThrow(/line 3: "sports" is not a cover family/);
    expect(
      readTopics('# topic: gold\ngold:\n  label: طلا\n# topic: energy\noil:\n'),
    ).toEqual(
      new Map([
        ['gold', 'gold'],
        ['oil', 'energy'],
      ]),
    );
  });
});

describe("the topic of a story's art", () => {
  const topics = readTopics(readFileSync('news/tags.yml', 'utf8'));
  const topicOf = (key: string) => topics.get(key)!;

  it('follows what the story is about, not its first tag alone', () => {
    // A lamb price story whose first tag is the ration coupon: food, not the central bank.
    expect(
      storyTopic(
        'گوشت گوسفندی از کیلویی یک میلیون تومان گذشت؛ کالابرگ جا ماند',
        ['kalabarg', 'red-meat', 'inflation', 'trade-balance', 'transit'],
        topicOf,
      ),
    ).toBe('food');
    expect(
      storyTopic(
        'Lamb passes one million tomans a kilo',
        ['trade-balance', 'inflation'],
        topicOf,
      ),
    ).toBe('food');
    // A headline about the bank with an economy tag first stays banking.
    expect(
      storyTopic(
        'سیاست پولی در آستانهٔ ماشه؛ سه سناریوی پیش روی بانک مرکزی',
        ['central-bank', 'monetary-policy', 'economy'],
        topicOf,
      ),
    ).toBe('banking');
  });

  it("keeps the main tag's family on a tie, and is general only when nothing else is named", () => {
    expect(storyTopic('Prices', ['dollar', 'gold'], topicOf)).toBe('currency');
    expect(storyTopic('Trade with China', ['china', 'uae'], topicOf)).toBe(
      'general',
    );
    expect(storyTopic('Trade with China', [], topicOf)).toBe('general');
  });
});

describe('headline wrapping', () => {
  it('keeps every line within the width and every word, in order', () => {
    const title =
      'شاخص کل بورس تهران با رشد ۲ درصدی به کانال سه میلیون واحد بازگشت';
    const lines = wrapHeadline(title, 17, 3);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidthEm(line)).toBeLessThanOrEqual(17);
    expect(lines.join(' ')).toBe(title);
  });
  it('ends with an ellipsis when the headline needs more lines than allowed', () => {
    const lines = wrapHeadline(
      'one two three four five six seven eight nine ten eleven twelve',
      6,
      2,
    );
    expect(lines).toHaveLength(2);
    expect(lines[1].endsWith('…')).toBe(true);
    expect(textWidthEm(lines[1])).toBeLessThanOrEqual(6);
  });
  it('treats the ZWNJ as zero width', () => {
    expect(textWidthEm('نرخ\u200cنما')).toBe(textWidthEm('نرخنما'));
  });
});

describe('cover SVG', () => {
  it('the art has no text and is the same for the same seed', () => {
    const art = artSvg(job, 121530);
    expect(art).not.toContain('<text');
    expect(art).toBe(artSvg(job, 121530));
    expect(art).not.toBe(artSvg(job, 121532));
    expect(art).toContain('width="1200" height="630"');
    expect(art).toContain(PALETTES.gold.from);
  });
  it('varies per article: consecutive ids of one topic get different compositions', () => {
    expect([121530, 121531, 121532].map(artLayoutOf)).toEqual([
      'motif',
      'pattern',
      'chart',
    ]);
    expect(artSvg(job, 121532)).toContain('<polyline');
    const motifs = (svg: string) => (svg.match(/<g opacity/g) ?? []).length;
    expect(motifs(artSvg(job, 121531))).toBeGreaterThanOrEqual(3);
    expect(motifs(artSvg(job, 121530))).toBe(1);
  });
  it('the sharing card carries kicker, headline and brand, escaped, right to left on fa', () => {
    const svg = coverSvg({...job, title: 'A & B <C>', direction: 'ltr'});
    expect(svg).toContain('A &amp; B &lt;C&gt;');
    expect(svg).toContain('direction="ltr"');
    const fa = coverSvg(job);
    expect(fa).toContain('direction="rtl"');
    expect(fa).toContain('>طلا</text>');
    expect(fa).toContain('>نرخ‌نما</text>');
  });
  it('seeded random is deterministic and within [0, 1)', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const values = Array.from({length: 50}, () => a());
    expect(values).toEqual(Array.from({length: 50}, () => b()));
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
  });
});

describe('cover files', () => {
  it("share a topic's art between its stories; the sharing card is the story's own", () => {
    const next = {...job, id: String(121530 + ART_VARIANTS), title: 'دیگر'};
    expect(artSrc(artJobOf(next))).toBe(artSrc(artJobOf(job)));
    expect(artSrc(artJobOf(job))).toMatch(
      /^\/img\/news\/art-gold-\d+-[0-9a-f]{10}$/,
    );
    // Consecutive stories still alternate the three compositions.
    expect(
      [121530, 121531, 121532].map((id) =>
        artLayoutOf(artJobOf({...job, id: String(id)}).variant),
      ),
    ).toEqual([121530, 121531, 121532].map(artLayoutOf));
    for (const other of [
      {...job, id: '121531'},
      {...job, topic: 'currency' as const},
      {...job, direction: 'ltr' as const},
    ]) {
      expect(artSrc(artJobOf(other))).not.toBe(artSrc(artJobOf(job)));
    }
    expect(coverSrc(next)).not.toBe(coverSrc(job));
  });
  it('are named by article id and a hash of what shapes them', () => {
    expect(coverSrc(job)).toMatch(/^\/img\/news\/121530-[0-9a-f]{10}$/);
    expect(coverHash({...job, title: `${job.title}!`})).not.toBe(
      coverHash(job),
    );
    expect(coverHash({...job, direction: 'ltr'})).not.toBe(coverHash(job));
    expect(coverHash({...job})).toBe(coverHash(job));
  });
  it('have a thumbnail and a full size in WebP and JPEG, and an Open Graph JPEG', () => {
    expect(coverFile('/img/news/1-a', 'thumb', 'webp')).toBe(
      '/img/news/1-a-640.webp',
    );
    expect(coverFile('/img/news/1-a', 'full', 'jpg')).toBe(
      '/img/news/1-a-1200.jpg',
    );
    expect(ogFile('/img/news/1-a')).toBe('/img/news/1-a-og.jpg');
    expect(coverSrcSet('/img/news/1-a', 'webp', (p) => `/en${p}`)).toBe(
      '/en/img/news/1-a-160.webp 160w, /en/img/news/1-a-320.webp 320w, /en/img/news/1-a-640.webp 640w, /en/img/news/1-a-1200.webp 1200w',
    );
  });
  it("are made once: a section's art for all its stories, a card a story, none again when cached", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'covers-'));
    try {
      const jobs: CoverJob[] = [
        job,
        {...job, id: String(121530 + ART_VARIANTS), title: 'طلا گران شد'},
        {...job, id: '121531', title: 'سکه ارزان شد'},
      ];
      const first = await planCovers(jobs, dir, path.join(dir, 'cache')).make();
      expect([first.made, first.artsMade, first.reused]).toEqual([3, 2, 0]);
      const files = readdirSync(path.join(dir, 'img/news')).sort();
      // Two arts in four sizes and two formats, and three sharing cards.
      expect(files.filter((f) => f.startsWith('art-'))).toHaveLength(16);
      expect(files.filter((f) => f.endsWith('-og.jpg'))).toHaveLength(3);
      expect(first.files.map((f) => path.basename(f)).sort()).toEqual(files);
      const again = await planCovers(jobs, dir, path.join(dir, 'cache')).make();
      expect([again.made, again.artsMade, again.reused]).toEqual([0, 0, 3]);
      expect(again.files.sort()).toEqual(first.files.sort());
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
  it('are listed before they are made, and made once however often asked', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'covers-'));
    try {
      const jobs: CoverJob[] = [
        job,
        {...job, id: '121531', title: 'سکه ارزان شد'},
      ];
      const plan = planCovers(jobs, dir, path.join(dir, 'cache'));
      // What the build ships is known while nothing is made yet.
      expect(readdirSync(path.join(dir, 'img/news'))).toEqual([]);
      expect(plan.files.filter((f) => f.endsWith('-og.jpg'))).toHaveLength(2);
      const making = plan.make();
      expect(plan.make()).toBe(making);
      const report = await making;
      expect(report.made).toBe(2);
      expect(readdirSync(path.join(dir, 'img/news')).sort()).toEqual(
        plan.files.map((f) => path.basename(f)).sort(),
      );
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
  it('made while the build goes on hold the bundler’s end until they are made, and fail it when they fail', async () => {
    let done!: () => Promise<void>;
    new CoversMadePlugin().apply({
      hooks: {done: {tapPromise: (_name, run) => (done = run)}},
    });
    let made = false;
    whileTheBuildGoesOn(
      new Promise<void>((resolve) =>
        setTimeout(() => {
          made = true;
          resolve();
        }, 50),
      ),
    );
    await done();
    expect(made).toBe(true);
    // Nothing left to wait for: the next bundler's end goes straight on.
    await expect(coversMade()).resolves.toBeUndefined();
    whileTheBuildGoesOn(Promise.reject(new Error('libvips: out of memory')));
    await expect(done()).rejects.toThrow('libvips: out of memory');
  });
  it('read the article id from fa and en permalinks', () => {
    expect(articleIdOf('/news/121530/سکه-d44b77')).toBe('121530');
    expect(articleIdOf('/en/news/121530/سکه-d44b77')).toBe('121530');
    expect(() => articleIdOf('/news/tags/x')).toThrow(
      /Not an article permalink/,
    );
  });
});

describe('related articles', () => {
  const day = (n: number) => new Date(Date.UTC(2025, 8, n));
  const posts = [
    {permalink: '/a', date: day(10), tagKeys: ['gold', 'coin', 'dollar']},
    {permalink: '/b', date: day(9), tagKeys: ['gold', 'coin']},
    {permalink: '/c', date: day(1), tagKeys: ['dollar', 'gold', 'coin']},
    {permalink: '/d', date: day(9), tagKeys: ['dollar']},
    {permalink: '/e', date: day(10), tagKeys: ['car']},
    {permalink: '/f', date: day(8), tagKeys: ['gold']},
  ];
  const pickRelated = relatedPicker(posts);
  it('ranks by shared tags, then the same main tag, then closeness in time; never self or unrelated', () => {
    const related = pickRelated(posts[0], 4).map((p) => p.permalink);
    expect(related).toEqual(['/c', '/b', '/f', '/d']);
    expect(related).not.toContain('/a');
    expect(related).not.toContain('/e');
  });
  it('returns fewer when fewer share a tag', () => {
    expect(pickRelated(posts[4], 4)).toEqual([]);
    expect(pickRelated(posts[1], 2).map((p) => p.permalink)).toEqual([
      '/a',
      '/c',
    ]);
  });

  /** The rule as stated, every article compared with every other: what the index must give. */
  const byComparingAll = <T extends RelatedCandidate>(
    article: RelatedCandidate,
    all: readonly T[],
    count: number,
  ) => {
    const tags = new Set(article.tagKeys);
    return all
      .filter((other) => other.permalink !== article.permalink)
      .map((other) => ({
        other,
        shared: other.tagKeys.filter((key) => tags.has(key)).length,
        sameMain: other.tagKeys[0] === article.tagKeys[0] ? 1 : 0,
        distance: Math.abs(other.date.getTime() - article.date.getTime()),
      }))
      .filter((c) => c.shared > 0)
      .sort(
        (a, b) =>
          b.shared - a.shared ||
          b.sameMain - a.sameMain ||
          a.distance - b.distance ||
          a.other.permalink.localeCompare(b.other.permalink),
      )
      .slice(0, count)
      .map((c) => c.other);
  };

  it(
    'picks what comparing every article with every other picks, on a grown archive',
    {timeout: 60_000},
    () => {
      const news = path.resolve(__dirname, '../../news');
      const english = path.resolve(
        __dirname,
        '../../i18n/en/docusaurus-plugin-content-blog',
      );
      const SOURCES = readdirSync(news)
        .filter((f) => /^\d{4}-\d{2}-\d{2}-\d+\.md$/.test(f))
        .map((name) => ({
          fa: parseSource(name, readFileSync(path.join(news, name), 'utf8')),
          en: parseSource(name, readFileSync(path.join(english, name), 'utf8')),
        }));
      const archive = [
        ...generateArchive(SOURCES, {
          size: 600,
          firstId: 300_000,
          before: '2025-09-21T07:17:00+03:30',
          pinOne: false,
        }),
      ].map((story) => ({
        permalink: /^slug: (.*)$/m.exec(story.fa)![1],
        date: new Date(/^date: (.*)$/m.exec(story.fa)![1]),
        tagKeys: /^tags: \[(.*)\]$/m.exec(story.fa)![1].split(', '),
      }));
      const pick = relatedPicker(archive);
      for (const article of archive) {
        expect(pick(article, 4)).toEqual(byComparingAll(article, archive, 4));
      }
    },
  );

  it('picks what comparing every article with every other picks, with ties in time, repeated tags and outside articles', () => {
    // A small deterministic generator (mulberry32), so a failure names the same archive every run.
    let seed = 0x5eed;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const TAGS = ['dollar', 'gold', 'coin', 'bourse', 'housing', 'car', 'bank'];
    const story = (n: number) => ({
      permalink: `/news/${n}`,
      // Thirty distinct moments for hundreds of stories: many ties in closeness.
      date: new Date(Date.UTC(2025, 0, 1 + Math.floor(random() * 30))),
      tagKeys: Array.from(
        {length: Math.floor(random() * 4)},
        () => TAGS[Math.floor(random() * TAGS.length)],
      ),
    });
    const archive = Array.from({length: 400}, (_, n) => story(n));
    const outside = Array.from({length: 40}, (_, n) => story(1000 + n));
    const pick = relatedPicker(archive);
    for (const article of [...archive, ...outside]) {
      for (const count of [0, 1, 4, 25]) {
        expect(pick(article, count)).toEqual(
          byComparingAll(article, archive, count),
        );
      }
    }
  });
});

describe('share links and tag sizes', () => {
  it('carry the percent-encoded canonical URL', () => {
    const url = canonicalUrl(
      'https://nerkhnama.example/',
      encodeURI('/news/121530/سکه-d44b77'),
    );
    expect(url).toBe('https://nerkhnama.example/news/121530/سکه-d44b77');
    expect(canonicalUrl('https://nerkhnama.example', '/en/news/1/a')).toBe(
      'https://nerkhnama.example/en/news/1/a',
    );
    expect(shareUrl('telegram', url, 'سکه')).toBe(
      `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent('سکه')}`,
    );
    expect(shareUrl('x', url, 'T')).toBe(
      `https://x.com/intent/post?url=${encodeURIComponent(url)}&text=T`,
    );
    expect(shareUrl('whatsapp', url, 'T')).toBe(
      `https://wa.me/?text=${encodeURIComponent(`T ${url}`)}`,
    );
    expect(shareUrl('eitaa', url, 'T')).toBe(
      `https://eitaa.com/share/url?url=${encodeURIComponent(url)}&text=T`,
    );
    expect(shareUrl('bale', url, 'T')).toBe(
      `https://ble.ir/share/url?url=${encodeURIComponent(url)}&text=T`,
    );
  });
  it('split big tags (more than a page) from the rest and step chip sizes', () => {
    const tags = [
      {label: 'b', count: 12},
      {label: 'a', count: 3},
      {label: 'c', count: 35},
      {label: 'd', count: 10},
    ];
    const {big, rest} = splitTagsBySize(tags, 10);
    expect(big.map((t) => t.label)).toEqual(['c', 'b']);
    expect(rest.map((t) => t.label)).toEqual(['a', 'd']);
    expect([1, 2, 3, 5, 6, 10].map((n) => tagSizeStep(n, 10))).toEqual([
      1, 1, 2, 2, 3, 3,
    ]);
  });
});

describe('home page top tags', async () => {
  const {pickTopTags} = await import('../../src/plugins/home-page/latestNews');
  const {newsRecordOf} = await import('../../src/lib/newsRecord');
  it('counts listed articles per tag, most first, ties by label', () => {
    let id = 121600;
    const post = (tags: string[], unlisted = false) =>
      newsRecordOf({
        title: 't',
        description: 'd',
        permalink: `/news/${id++}/x`,
        date: '2025-09-01',
        unlisted,
        tags: tags.map((label) => ({label, permalink: `/news/tags/${label}`})),
        frontMatter: {tags},
      });
    const top = pickTopTags(
      [post(['b', 'a']), post(['a']), post(['c', 'b']), post(['a', 'c'], true)],
      2,
    );
    expect(top).toEqual([
      {label: 'a', permalink: '/news/tags/a', count: 2},
      {label: 'b', permalink: '/news/tags/b', count: 2},
    ]);
  });
});
