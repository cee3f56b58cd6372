/**
 * When the clock alone next changes a locale's site (src/lib/clockChange.ts), from every post,
 * scheduled ones included: kept as the posts are loaded (index.ts, withoutScheduled), read for the
 * publish state (publish-pages), and carried to a build's other processes with the loaded news.
 */
import type {BlogPost} from '@docusaurus/plugin-content-blog';
import {BREAKING_FRESH_HOURS} from '../../config/breaking';
import {nextClockChange} from '../../lib/clockChange';
import {processShared} from '../../lib/processShared';
import {shareLoadState} from './loadedOnce';

const clock = processShared('newsClockChange', () => ({
  next: undefined as string | undefined,
}));
shareLoadState('news-blog:clock-change', {
  save: () => clock.next,
  restore: (value) => {
    clock.next = typeof value === 'string' ? value : undefined;
  },
});

/** Keeps when the clock next changes the site of `posts` (all of them, before any is left out) as of `now`. */
export function keepClockChange(posts: readonly BlogPost[], now: Date): void {
  clock.next = nextClockChange(
    posts.map(({metadata}) => ({
      date: metadata.date,
      breaking: metadata.frontMatter.breaking === true,
    })),
    now,
    BREAKING_FRESH_HOURS,
  ).toISOString();
}

/** That moment, an ISO date; none before the news is loaded (or outside a production build). */
export const nextClockChangeOfNews = (): string | undefined => clock.next;
