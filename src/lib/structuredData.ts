/**
 * Turns the blog plugin's `BlogPosting` structured data into the `NewsArticle` a news publisher
 * declares (https://schema.org/NewsArticle, Google's Article guidelines): Tehran-time ISO dates,
 * the publisher and the article's language.
 */
import {NEWS_TIME_ZONE} from './format';

/** "+03:30" for a date in the news time zone (Iran has kept +03:30 all year since 2022). */
export function tehranOffset(date: Date): string {
  const name = new Intl.DateTimeFormat('en-US', {timeZone: NEWS_TIME_ZONE, timeZoneName: 'longOffset'})
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')!.value; // "GMT+03:30", or "GMT" at zero
  const offset = name.replace('GMT', '');
  return offset === '' ? '+00:00' : offset;
}

/** ISO 8601 in Tehran local time with its offset, e.g. 2025-09-21T07:17:00+03:30. */
export function toTehranIso(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: NEWS_TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${tehranOffset(date)}`;
}

export interface Publisher {
  name: string;
  url: string;
  logoUrl: string;
}

type StructuredData = object & {datePublished?: unknown; dateModified?: unknown};

export function toNewsArticle(posting: StructuredData, options: {publisher: Publisher; inLanguage: string; section?: string}): Record<string, unknown> {
  const {publisher, inLanguage, section} = options;
  return {
    ...posting,
    '@type': 'NewsArticle',
    ...(posting.datePublished ? {datePublished: toTehranIso(String(posting.datePublished))} : {}),
    // An article not edited since publication was last modified when it was published.
    ...(posting.datePublished ? {dateModified: toTehranIso(String(posting.dateModified ?? posting.datePublished))} : {}),
    inLanguage,
    ...(section ? {articleSection: section} : {}),
    publisher: {
      '@type': 'NewsMediaOrganization',
      name: publisher.name,
      url: publisher.url,
      logo: {'@type': 'ImageObject', url: publisher.logoUrl},
    },
  };
}
