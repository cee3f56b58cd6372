/**
 * The card of an article in a list (home page, news list, tag pages): what the card component
 * renders, taken from the article's record (newsRecord.ts).
 */
import type {NewsRecord} from './newsRecord';

export type NewsCard = Pick<
  NewsRecord,
  | 'title'
  | 'description'
  | 'permalink'
  | 'date'
  | 'time'
  | 'readingTime'
  | 'cover'
  | 'photo'
  | 'breaking'
  | 'pinned'
> & {
  /** The article's main tag (its first), shown as the kicker. */
  kicker?: {label: string; permalink: string};
};

/** A tag with its number of listed articles (home page, tags index). */
export interface TopTag {
  label: string;
  permalink: string;
  count: number;
}

export function cardOf(record: NewsRecord): NewsCard {
  const main = record.tags[0];
  return {
    title: record.title,
    description: record.description,
    permalink: record.permalink,
    date: record.date,
    time: record.time,
    ...(record.readingTime !== undefined && {readingTime: record.readingTime}),
    ...(main && {kicker: {label: main.label, permalink: main.permalink}}),
    ...(record.photo
      ? {photo: record.photo}
      : record.cover && {cover: record.cover}),
    ...(record.breaking && {breaking: record.breaking}),
    ...(record.pinned && {pinned: record.pinned}),
  };
}

/** The metadata key a list item's card travels under (the news-blog plugin writes it, the list reads it). */
export const LIST_CARD_KEY = 'newsCard';

/** The card a list item carries; a list item without one is a build bug, so it throws. */
export function listCardOf(metadata: object): NewsCard {
  const card = (metadata as Record<string, unknown>)[LIST_CARD_KEY];
  if (
    typeof card !== 'object' ||
    card === null ||
    typeof (card as NewsCard).permalink !== 'string' ||
    typeof (card as NewsCard).title !== 'string'
  ) {
    throw new TypeError(`a list item has no ${LIST_CARD_KEY}`);
  }
  return card as NewsCard;
}
