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

/**
 * Iran's last clock change: 2022-09-21 24:00 (+04:30) back to +03:30, kept all year since. From then
 * on the offset is fixed, so the common case needs no `Intl` (whose first use in a browser costs
 * a long task; see src/lib/format.ts); older dates still ask ICU.
 */
const FIXED_OFFSET_SINCE_MS = Date.UTC(2022, 8, 21, 19, 30);
const TEHRAN_OFFSET_MS = 3.5 * 3_600_000;

/** ISO 8601 in Tehran local time with its offset, e.g. 2025-09-21T07:17:00+03:30. */
export function toTehranIso(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  if (date.getTime() >= FIXED_OFFSET_SINCE_MS) {
    return `${new Date(Math.floor(date.getTime() / 1000) * 1000 + TEHRAN_OFFSET_MS).toISOString().slice(0, 19)}+03:30`;
  }
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
