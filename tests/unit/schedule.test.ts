import {describe, expect, it} from 'vitest';
import type {BlogPost} from '@docusaurus/plugin-content-blog';
import {
  buildNow,
  describeTehranTime,
  isScheduled,
  NOW_ENV,
} from '../../src/lib/schedule';
import {withoutScheduled} from '../../src/plugins/news-blog/index';
import {nextClockChangeOfNews} from '../../src/plugins/news-blog/clock';
import {BREAKING_FRESH_HOURS} from '../../src/config/breaking';

const post = (date: string, breaking = false) =>
  ({
    metadata: {date: new Date(date), frontMatter: breaking ? {breaking} : {}},
  }) as unknown as BlogPost;

describe('scheduling', () => {
  it('reads "now" from the environment, for builds and tests', () => {
    expect(
      buildNow({[NOW_ENV]: '2027-03-21T09:00:00+03:30'}).toISOString(),
    ).toBe('2027-03-21T05:30:00.000Z');
    expect(Math.abs(buildNow({}).getTime() - Date.now())).toBeLessThan(1000);
    expect(() => buildNow({[NOW_ENV]: 'tomorrow'})).toThrow(
      /NERKHNAMA_NOW="tomorrow" is not a date/,
    );
  });
  it('holds back an article until its time, to the second', () => {
    const now = new Date('2027-03-21T09:00:00+03:30');
    expect(isScheduled('2027-03-21T09:00:01+03:30', now)).toBe(true);
    expect(isScheduled('2027-03-21T09:00:00+03:30', now)).toBe(false);
  });
  it('describes the time in Tehran, Jalali and Gregorian', () => {
    expect(describeTehranTime('2027-03-21T09:00:00+03:30')).toBe(
      'یکشنبه ۱ فروردین ۱۴۰۶، ساعت ۰۹:۰۰ (Sunday, 21 March 2027, 09:00 Tehran time)',
    );
  });
  it("gives the site's processBlogPosts only the published posts, and keeps them when it returns nothing", async () => {
    const posts = [
      post('2027-03-21T09:00:00+03:30'),
      post('2025-09-21T07:17:00+03:30'),
    ];
    let seen: BlogPost[] = [];
    const process = withoutScheduled(
      async ({blogPosts}) => void (seen = blogPosts),
      new Date('2026-01-01T00:00:00Z'),
    );
    const kept = await process({blogPosts: posts});
    expect(seen).toEqual([posts[1]]);
    expect(kept).toEqual([posts[1]]);
  });
  it('keeps, from every post (the scheduled ones too), when the clock next changes the site, for the publish state', async () => {
    const now = new Date('2026-01-01T06:00:00Z');
    const process = withoutScheduled(async () => undefined, now);
    await process({
      blogPosts: [
        post('2026-01-01T09:00:00Z'), // scheduled: comes out at 12:30 in Tehran
        post('2026-01-01T05:00:00Z', true), // fresh «فوری» until 11:00 UTC
      ],
    });
    expect(nextClockChangeOfNews()).toBe('2026-01-01T09:00:00.000Z');
    await process({blogPosts: [post('2026-01-01T02:00:00Z', true)]});
    expect(nextClockChangeOfNews()).toBe(
      new Date(
        Date.parse('2026-01-01T02:00:00Z') + BREAKING_FRESH_HOURS * 3_600_000,
      ).toISOString(),
    );
  });
});
