import {describe, expect, it} from 'vitest';
import {pickLatestNews, type PostLike} from '../../src/plugins/home-page/latestNews';

const post = (title: string, date: string, extra: Partial<PostLike['metadata']> = {}): PostLike => ({
  metadata: {title, description: `${title} description`, permalink: `/news/${title}`, date, tags: [{label: 'دلار', permalink: '/news/tags/x'}], readingTime: 2.3, ...extra},
});

describe('latest news for the home page', () => {
  it('takes the newest listed posts, newest first, with only the card fields', () => {
    const posts = [post('a', '2025-09-21T08:00:00+03:30'), post('b', '2025-09-23T08:00:00+03:30'), post('c', '2025-09-22T08:00:00+03:30', {unlisted: true}), post('d', '2025-09-22T09:00:00+03:30')];
    const cards = pickLatestNews(posts, 2);
    expect(cards.map((c) => c.title)).toEqual(['b', 'd']);
    expect(cards[0]).toEqual({
      title: 'b', description: 'b description', permalink: '/news/b', date: '2025-09-23T04:30:00.000Z', time: '08:00', readingTime: 2.3,
      kicker: {label: 'دلار', permalink: '/news/tags/x'},
    });
  });
  it('puts the pinned article first whatever its date, and carries the labels and the photo', () => {
    const photo = {src: '/img/photos/abc', widths: [480, 800], width: 800, height: 533, alt: 'صف صرافی', caption: 'c', og: '/x-og.jpg', crops: ['a', 'b', 'c']};
    const posts = [post('a', '2025-09-21T08:00:00+03:30', {frontMatter: {pinned: true, photo}}), post('b', '2025-09-23T22:54:00+03:30', {frontMatter: {breaking: true}}), post('d', '2025-09-22T09:00:00+03:30')];
    const cards = pickLatestNews(posts, 2);
    expect(cards.map((c) => c.title)).toEqual(['a', 'b']);
    expect(cards[0]).toMatchObject({pinned: true, photo: {src: '/img/photos/abc', widths: [480, 800], width: 800, height: 533, alt: 'صف صرافی'}});
    // The card's photo is what a card shows: no sharing card, crops or caption.
    expect(cards[0].photo).not.toHaveProperty('crops');
    expect(cards[0]).not.toHaveProperty('cover');
    expect(cards[1]).toMatchObject({breaking: true, time: '22:54'});
  });
  it('returns fewer when there are fewer posts', () => {
    expect(pickLatestNews([post('a', '2025-09-21T08:00:00+03:30')], 6)).toHaveLength(1);
  });
});
