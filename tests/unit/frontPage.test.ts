import {describe, expect, it} from 'vitest';
import {
  breakingHeadline,
  pickFrontPage,
  type SectionLike,
} from '../../src/plugins/home-page/frontPage';
import {withNewsExtras} from '../../src/lib/newsExtras';
import {newsRecordOf, type NewsRecord} from '../../src/lib/newsRecord';

const tag = (name: string) => ({label: name, permalink: `/news/tags/${name}`});
let nextId = 121600;
/** An article's record, made by the same function the build uses. */
const post = (
  title: string,
  hour: number,
  tags: string[],
  extra: {unlisted?: boolean; pinned?: true; breaking?: true} = {},
): NewsRecord =>
  newsRecordOf(
    withNewsExtras(
      {
        title,
        description: `${title} dek`,
        permalink: `/news/${nextId++}/${title}`,
        date: `2025-09-21T${String(hour).padStart(2, '0')}:00:00+03:30`,
        tags: tags.map(tag),
        frontMatter: {tags},
        unlisted: extra.unlisted === true,
      },
      {
        ...(extra.pinned && {pinned: true as const}),
        ...(extra.breaking && {breaking: true as const}),
      },
    ),
  );
const sections: SectionLike[] = [
  {
    id: 'gold',
    label: 'Gold and coins',
    permalink: '/news/tags/gold',
    tagPermalinks: ['/news/tags/gold', '/news/tags/coin'],
  },
  {
    id: 'currency',
    label: 'Currency',
    permalink: '/news/tags/currency',
    tagPermalinks: ['/news/tags/currency'],
  },
  {
    id: 'housing',
    label: 'Housing',
    permalink: '/news/tags/housing',
    tagPermalinks: ['/news/tags/housing'],
  },
];
const titles = (cards: {title: string}[]) => cards.map((c) => c.title);

describe('the home page front', () => {
  const posts = [
    post('g1', 20, ['gold']),
    post('g2', 19, ['coin']),
    post('c1', 18, ['currency']),
    post('x1', 17, ['oil']),
    post('h1', 16, ['housing']),
    post('c2', 15, ['currency', 'gold']),
    post('u1', 21, ['housing'], {unlisted: true}),
    post('h2', 14, ['housing']),
  ];

  it('leads with the newest listed article and takes one top story from each other section', () => {
    const front = pickFrontPage(posts, sections, {
      top: 2,
      latest: 3,
      perSection: 2,
    });
    expect(front.lead?.title).toBe('g1');
    expect(titles(front.top)).toEqual(['c1', 'h1']);
  });

  it('leads with the pinned article whatever its date, and carries its label', () => {
    const pinned = post('old', 8, ['oil'], {pinned: true});
    const front = pickFrontPage([...posts, pinned], sections, {
      top: 2,
      latest: 3,
      perSection: 2,
    });
    expect(front.lead).toMatchObject({title: 'old', pinned: true});
    expect(titles(front.top)).toEqual(['g1', 'c1']);
  });

  it('leads with a fresh breaking story over the pinned one, and with the pinned one once it is stale', () => {
    const pinned = post('pinned', 8, ['oil'], {pinned: true});
    const breaking = post('breaking', 12, ['gold'], {breaking: true});
    const all = [...posts, pinned, breaking];
    const counts = {top: 2, latest: 3, perSection: 2};
    const soon = new Date('2025-09-21T13:00:00+03:30');
    const fresh = pickFrontPage(all, sections, counts, soon);
    expect(fresh.lead).toMatchObject({title: 'breaking', breaking: true});
    expect(breakingHeadline(all, soon)).toMatchObject({
      title: 'breaking',
      permalink: breaking.permalink,
    });
    const nextWeek = new Date('2025-09-28T13:00:00+03:30');
    expect(pickFrontPage(all, sections, counts, nextWeek).lead?.title).toBe(
      'pinned',
    );
    expect(breakingHeadline(all, nextWeek)).toBeUndefined();
  });

  it('fills the top stories with the newest articles when sections run out, newest first', () => {
    const front = pickFrontPage(posts, sections, {
      top: 4,
      latest: 2,
      perSection: 2,
    });
    expect(titles(front.top)).toEqual(['g2', 'c1', 'x1', 'h1']);
  });

  it('lists the latest news not shown above, and section blocks without the lead or top stories', () => {
    const front = pickFrontPage(posts, sections, {
      top: 2,
      latest: 3,
      perSection: 2,
    });
    expect(titles(front.latest)).toEqual(['g2', 'x1', 'c2']);
    expect(front.sections.map((s) => [s.id, titles(s.items)])).toEqual([
      ['gold', ['g2', 'c2']],
      ['currency', ['c2']],
      ['housing', ['h2']],
    ]);
    expect(front.sections[0]).toMatchObject({
      label: 'Gold and coins',
      permalink: '/news/tags/gold',
    });
  });

  it('has a fixed size whatever the archive holds', () => {
    const many = Array.from({length: 3000}, (_, i) =>
      post(`p${i}`, i % 24, [['gold', 'currency', 'housing', 'oil'][i % 4]]),
    );
    const front = pickFrontPage(many, sections, {
      top: 4,
      latest: 6,
      perSection: 3,
    });
    const cards =
      1 +
      front.top.length +
      front.latest.length +
      front.sections.reduce((n, s) => n + s.items.length, 0);
    expect(cards).toBe(1 + 4 + 6 + 3 * 3);
  });

  it('is empty without articles', () => {
    expect(
      pickFrontPage([], sections, {top: 4, latest: 6, perSection: 3}),
    ).toEqual({
      lead: null,
      top: [],
      latest: [],
      sections: sections.map(({id, label, permalink}) => ({
        id,
        label,
        permalink,
        items: [],
      })),
    });
  });
});
