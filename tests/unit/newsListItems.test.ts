import {describe, expect, it} from 'vitest';
import {listItemSources} from '../../src/docusaurus-internals/node/blogPlugin';
import {
  leadWithPinned,
  listItemOf,
  listItemsWriter,
  type ListedPost,
} from '../../src/plugins/news-blog/listItems';
import {cardOf, listCardOf} from '../../src/lib/newsCard';
import {newsRecordOf} from '../../src/lib/newsRecord';
import {withNewsExtras} from '../../src/lib/newsExtras';

const cover = {
  src: '/img/news/art-gold-2-3fa2c1d0e9',
  alt: 'نگارهٔ بخش طلا',
  og: '/img/news/121530-9b1e7c2a44-og.jpg',
};
const post: ListedPost = {
  metadata: withNewsExtras(
    {
      source: '@site/news/2025-09-21-121530.md',
      permalink: '/news/121530/سکه-بهار-d44b77',
      title: 'سکه بهار آزادی ۹۱٫۴ میلیون تومان',
      description:
        'سکه بهار آزادی در نخستین نرخ‌های روز پایانی شهریور قیمت خورد.',
      date: new Date('2025-09-21T07:17:00+03:30'),
      readingTime: 2.4,
      tags: [
        {
          label: 'طلا',
          permalink: '/news/tags/طلا-1a2b3c',
          description: 'long text',
        } as never,
      ],
      authors: [{name: 'سارا احمدی', key: 'sara-ahmadi'}],
      frontMatter: {
        tags: ['gold'],
        slug: '/121530/x',
        image: '/img/news/og.jpg',
        breaking: true,
      },
    },
    {
      cover,
      related: [
        {title: 'x', permalink: '/news/1/x', date: '2025-09-20T08:00:00.000Z'},
      ],
      breaking: true,
      updated: '2025-09-21T10:00:00.000Z',
    },
  ),
};
const truncated = (path: string) => ({
  content: {__import: true, path, query: {truncated: true}},
});

describe('news list items', () => {
  const other: ListedPost = {
    metadata: {
      ...post.metadata,
      source: '@site/news/2025-09-20-121529.md',
      permalink: '/news/121529/دلار-e1f2a3',
      title: 'دلار ۱۰۴ هزار تومان',
    },
  };

  it('are written as JSON.stringify writes them, each article’s item made once', () => {
    const write = listItemsWriter();
    for (const posts of [[post, other], [other], [post, other, post], []]) {
      expect(write.text(posts)).toBe(JSON.stringify(posts.map(listItemOf)));
    }
    // An article on several lists is one item: the second list reuses the first one's text.
    const once = listItemsWriter();
    const firstList = once.text([post]);
    const sameArticle: ListedPost = {
      metadata: {...post.metadata, title: 'not read: its item is written'},
    };
    expect(once.text([sameArticle])).toBe(firstList);
  });

  it('name a page’s text by its items without making it: the same items, the same name, in order', () => {
    const retitled: ListedPost = {
      metadata: {...other.metadata, title: 'دلار ۱۰۵ هزار تومان'},
    };
    const names = (posts: ListedPost[]) => [
      listItemsWriter().madeFrom(posts),
      listItemsWriter().madeFrom(posts),
    ];
    const [first, again] = names([post, other]);
    expect(first).toMatch(/^[0-9a-f]{40}$/);
    expect(again).toBe(first);
    // Another order, another item, an item of the same article retitled: another text, another name.
    expect(names([other, post])[0]).not.toBe(first);
    expect(names([post])[0]).not.toBe(first);
    expect(names([post, retitled])[0]).not.toBe(first);
  });

  it('keeps what the card and the list structured data read, as JSON', () => {
    const item = listItemOf(post);
    expect(item.content.metadata).toEqual({
      permalink: post.metadata.permalink,
      title: post.metadata.title,
      description: post.metadata.description,
      date: '2025-09-21T03:47:00.000Z',
      readingTime: 2.4,
      tags: [{label: 'طلا', permalink: '/news/tags/طلا-1a2b3c'}],
      authors: post.metadata.authors,
      frontMatter: {image: cover.og},
      // The card only: no related articles or edit time on a list page.
      newsCard: cardOf(newsRecordOf(post.metadata)),
    });
    // The story's sharing card, whatever the editor's front matter names.
    expect(item.content.frontMatter).toEqual({image: cover.og});
    expect(item.content.assets).toEqual({});
    expect(JSON.parse(JSON.stringify(item))).toEqual(item);
  });

  it("gives the list the card of the article's record", () => {
    const card = listCardOf(listItemOf(post).content.metadata);
    expect(card).toEqual(cardOf(newsRecordOf(post.metadata)));
    expect(card).toMatchObject({
      cover: {src: cover.src, alt: cover.alt},
      breaking: true,
      time: '07:17',
    });
    expect(card.cover).not.toHaveProperty('og');
    expect(() => listCardOf({title: 'no card'})).toThrow(/newsCard/);
  });

  it('reads the sources of truncated-MDX items; a route without items has none', () => {
    expect(
      listItemSources([
        truncated('@site/news/a.md'),
        truncated('@site/news/b.md'),
      ]),
    ).toEqual(['@site/news/a.md', '@site/news/b.md']);
    expect(listItemSources([])).toBeNull();
    expect(listItemSources(undefined)).toBeNull();
  });

  it('fails the build on items in another shape, rather than leave the list page its excerpts', () => {
    expect(() => listItemSources('@generated/items.json', '/news')).toThrow(
      /the items of \/news are not the blog plugin's truncated-article references/,
    );
    expect(() =>
      listItemSources([{content: {__import: true, path: '@site/news/a.md'}}]),
    ).toThrow(/truncated-article references/);
    expect(() =>
      listItemSources([truncated('@site/news/a.md'), {content: 'x'}]),
    ).toThrow(/truncated-article references/);
  });
});

describe('the pinned lead story of the news list', () => {
  it('moves the pinned article to the front of the first page, or adds it there', () => {
    expect(leadWithPinned(['a', 'b', 'p', 'c'], 'p')).toEqual([
      'p',
      'a',
      'b',
      'c',
    ]);
    expect(leadWithPinned(['a', 'b', 'c'], 'p')).toEqual(['p', 'a', 'b', 'c']);
  });
});
