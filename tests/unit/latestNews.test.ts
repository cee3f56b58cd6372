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
      title: 'b', description: 'b description', permalink: '/news/b', date: '2025-09-23T04:30:00.000Z', readingTime: 2.3,
      kicker: {label: 'دلار', permalink: '/news/tags/x'},
    });
  });
  it('returns fewer when there are fewer posts', () => {
    expect(pickLatestNews([post('a', '2025-09-21T08:00:00+03:30')], 6)).toHaveLength(1);
  });
});
