/**
 * What the home page shows, picked at build time from the listed articles: the lead story, the
 * top stories, the latest news and a block per main section. Every part has a fixed size, so the
 * home page's data stays the same size however large the archive grows.
 */
import {BREAKING_FRESH_HOURS} from '../../config/breaking';
import {freshBreaking, leadStory, type LeadFacts} from '../../lib/leadStory';
import {cardOf, type NewsCard} from '../../lib/newsCard';
import type {NewsRecord} from '../../lib/newsRecord';

export interface FrontPageCounts {
  /** Top stories beside the lead. */
  top: number;
  /** The latest news after them. */
  latest: number;
  /** Stories in each section block. */
  perSection: number;
}

/** A main section as the home page needs it: the tag pages whose articles belong to it. */
export interface SectionLike {
  id: string;
  label: string;
  permalink: string;
  tagPermalinks: readonly string[];
}

export interface SectionBlock {
  id: string;
  label: string;
  permalink: string;
  items: NewsCard[];
}

export interface FrontPage {
  lead: NewsCard | null;
  top: NewsCard[];
  latest: NewsCard[];
  sections: SectionBlock[];
}

const time = (record: NewsRecord) => Date.parse(record.date);
const leadFacts = ({date, breaking, pinned}: NewsRecord): LeadFacts => ({
  date,
  breaking,
  pinned,
});

/**
 * The lead is a fresh «فوری» story, else the pinned article (front matter `pinned`), else the
 * newest (src/lib/leadStory.ts; fresh at `now`, the build's time). The top stories are the newest article of each other main
 * section (newest first), so the top of the page spans the markets rather than five stories on
 * one; when sections run out, the next newest articles fill in. The latest news are the newest
 * articles not shown above. A section block lists its newest articles not already in the lead or
 * the top stories.
 */
export function pickFrontPage(
  records: readonly NewsRecord[],
  sections: readonly SectionLike[],
  counts: FrontPageCounts,
  now: Date = new Date(),
): FrontPage {
  const listed = records
    .filter((record) => !record.unlisted)
    .sort((a, b) => time(b) - time(a));
  const sectionOf = (post: NewsRecord) =>
    sections
      .filter((section) =>
        post.tags.some((tag) => section.tagPermalinks.includes(tag.permalink)),
      )
      .map((s) => s.id);
  const leadPost = leadStory(listed, leadFacts, now, BREAKING_FRESH_HOURS);
  const prominent = new Set<NewsRecord>(leadPost ? [leadPost] : []);
  const covered = new Set(leadPost ? sectionOf(leadPost) : []);
  const top: NewsRecord[] = [];
  for (const post of listed) {
    if (top.length >= counts.top) break;
    if (prominent.has(post)) continue;
    const own = sectionOf(post);
    if (own.length === 0 || own.some((id) => covered.has(id))) continue;
    own.forEach((id) => covered.add(id));
    top.push(post);
    prominent.add(post);
  }
  for (const post of listed) {
    if (top.length >= counts.top) break;
    if (!prominent.has(post)) {
      top.push(post);
      prominent.add(post);
    }
  }
  top.sort((a, b) => time(b) - time(a));
  const latest = listed
    .filter((post) => !prominent.has(post))
    .slice(0, counts.latest);
  const card = cardOf;
  return {
    lead: leadPost ? card(leadPost) : null,
    top: top.map(card),
    latest: latest.map(card),
    sections: sections.map(({id, label, permalink}) => ({
      id,
      label,
      permalink,
      items: listed
        .filter((post) => !prominent.has(post) && sectionOf(post).includes(id))
        .slice(0, counts.perSection)
        .map(card),
    })),
  };
}

/** A headline with its kicker and date: what a bare list of stories shows. */
export interface Headline {
  title: string;
  permalink: string;
  date: string;
  kicker?: string;
}

/** The module BUILT_DAY_MODULE names: the Tehran day the pages are rendered on (YYYY-MM-DD), none in the browser. */
export interface BuiltDay {
  day: string | null;
}

/** The newest listed «فوری» story still fresh at `now` (the build's time), as a headline. */
export function breakingHeadline(
  records: readonly NewsRecord[],
  now: Date,
): Headline | undefined {
  const post = freshBreaking(
    records.filter((record) => !record.unlisted),
    leadFacts,
    now,
    BREAKING_FRESH_HOURS,
  );
  return post && headlineOf(post);
}

function headlineOf(record: NewsRecord): Headline {
  return {
    title: record.title,
    permalink: record.permalink,
    date: record.date,
    ...(record.tags[0] && {kicker: record.tags[0].label}),
  };
}

/** The `count` newest listed articles as headlines. */
export function latestHeadlines(
  records: readonly NewsRecord[],
  count: number,
): Headline[] {
  return records
    .filter((record) => !record.unlisted)
    .sort((a, b) => time(b) - time(a))
    .slice(0, count)
    .map(headlineOf);
}
