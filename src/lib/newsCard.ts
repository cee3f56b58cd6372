/**
 * The card of an article in a list (home page, news list, tag pages): what the card component
 * renders, made from the post's metadata and what the build attached to it (newsExtras.ts).
 */
import type {CoverRef} from './newsImages';
import type {NewsPhoto} from './newsPhotos';
import {newsExtrasOf} from './newsExtras';
import {tehranClockTime} from './tehranTime';

export interface NewsCard {
  title: string;
  description: string;
  permalink: string;
  date: string;
  /** Publication time in Tehran, "22:54" (24-hour, Latin digits: the card writes them in the locale's). */
  time: string;
  readingTime?: number;
  /** The article's main tag (its first), shown as the kicker. */
  kicker?: {label: string; permalink: string};
  /** The build-made cover (src/plugins/news-images), for an article without a photo. */
  cover?: CoverRef;
  /** The editor's photo, made responsive (src/lib/newsPhotos.ts). */
  photo?: NewsPhoto;
  /** Breaking news: the card shows «فوری» / "Breaking". */
  breaking?: true;
  /** The pinned lead story. */
  pinned?: true;
}

/** A tag with its number of listed articles (home page, tags index). */
export interface TopTag {
  label: string;
  permalink: string;
  count: number;
}

/** What a card is made from: a structural subset of the blog plugin's post metadata. */
export interface CardSource {
  title: string;
  description: string;
  permalink: string;
  date: Date | string;
  readingTime?: number;
  tags: ReadonlyArray<{label: string; permalink: string}>;
}

/** The card's photo: what a card shows of it (no sharing card, crops or caption). */
function cardPhoto({src, widths, width, height, alt}: NewsPhoto): NewsPhoto {
  return {src, widths, width, height, alt};
}

export function cardOf(m: CardSource): NewsCard {
  const {cover, photo, breaking, pinned} = newsExtrasOf(m);
  return {
    title: m.title,
    description: m.description,
    permalink: m.permalink,
    date: new Date(m.date).toISOString(),
    time: tehranClockTime(m.date),
    ...(m.readingTime !== undefined && {readingTime: m.readingTime}),
    ...(m.tags[0] && {
      kicker: {label: m.tags[0].label, permalink: m.tags[0].permalink},
    }),
    ...(photo ? {photo: cardPhoto(photo)} : cover && {cover}),
    ...(breaking && {breaking}),
    ...(pinned && {pinned}),
  };
}
