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

/** The publisher logo: a raster image made at build time (Google asks for at least 112 px). */
export const PUBLISHER_LOGO = {path: 'img/publisher-logo.png', width: 512, height: 512} as const;

/** "22:54": the Tehran wall-clock time of an instant, 24-hour (no `Intl` since 2022, see toTehranIso). */
export function tehranClockTime(value: Date | string): string {
  return toTehranIso(value).slice(11, 16);
}

export interface Publisher {
  name: string;
  url: string;
  /** Absolute URL of the PUBLISHER_LOGO file. */
  logoUrl: string;
}

function publisherNode(publisher: Publisher): Record<string, unknown> {
  return {
    '@type': 'NewsMediaOrganization',
    name: publisher.name,
    url: publisher.url,
    logo: {'@type': 'ImageObject', url: publisher.logoUrl, width: PUBLISHER_LOGO.width, height: PUBLISHER_LOGO.height},
  };
}

type StructuredData = object & {datePublished?: unknown; dateModified?: unknown; image?: unknown; author?: unknown};

export interface NewsArticleOptions {
  publisher: Publisher;
  inLanguage: string;
  section?: string;
  /** The article's tags, as its `keywords`. */
  keywords?: readonly string[];
  /** Caption of the image in the article's language (the plugin's is English boilerplate). */
  imageCaption?: string;
  /** Front matter `updated`: the last edit. */
  updated?: string;
  /** Absolute URLs of the lead photo's 16:9, 4:3 and 1:1 crops (Google's Article guidelines). */
  images?: string[];
  /** Published corrections (front matter `correction`). */
  corrections?: ReadonlyArray<{date: string; text: string}>;
  /** Author name → absolute URL of the author's page. */
  authorUrls?: ReadonlyMap<string, string>;
}

/** The plugin's Person nodes with `url` set to the author's page where there is one. */
function withAuthorUrls(author: unknown, urls: ReadonlyMap<string, string> | undefined): unknown {
  if (!urls) return author;
  const link = (person: unknown) => {
    const name = (person as {name?: unknown}).name;
    return typeof name === 'string' && urls.has(name) ? {...(person as object), url: urls.get(name)} : person;
  };
  return Array.isArray(author) ? author.map(link) : author && link(author);
}

export function toNewsArticle(posting: StructuredData, options: NewsArticleOptions): Record<string, unknown> {
  const {publisher, inLanguage, section, keywords, imageCaption, authorUrls, updated, images, corrections = []} = options;
  const image = posting.image as Record<string, unknown> | undefined;
  return {
    ...posting,
    '@type': 'NewsArticle',
    ...(posting.datePublished ? {datePublished: toTehranIso(String(posting.datePublished))} : {}),
    // An article not edited since publication was last modified when it was published.
    ...(posting.datePublished ? {dateModified: toTehranIso(updated ?? String(posting.dateModified ?? posting.datePublished))} : {}),
    ...(corrections.length > 0
      ? {correction: corrections.map(({date, text}) => ({'@type': 'CorrectionComment', text, datePublished: toTehranIso(date)}))}
      : {}),
    inLanguage,
    ...(section ? {articleSection: section} : {}),
    ...(keywords ? {keywords: [...keywords]} : {}),
    ...(image && imageCaption ? {image: {...image, caption: imageCaption}} : {}),
    // A photo article: the crops Google's Article guidelines ask for, instead of the sharing card.
    ...(images && images.length > 0
      ? {image: images.map((url) => ({'@type': 'ImageObject', url, ...(imageCaption ? {caption: imageCaption} : {})}))}
      : {}),
    ...(posting.author ? {author: withAuthorUrls(posting.author, authorUrls)} : {}),
    publisher: publisherNode(publisher),
  };
}

/** A page's place in the site, for `BreadcrumbList` (absolute URLs). */
export interface Crumb {
  name: string;
  url: string;
}

/** https://schema.org/BreadcrumbList (Google's Breadcrumb rich result): positions from 1. */
export function breadcrumbList(crumbs: readonly Crumb[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({'@type': 'ListItem', position: i + 1, name: crumb.name, item: crumb.url})),
  };
}

/** A list of articles (news pages, a tag, an author): https://schema.org/CollectionPage. */
export function collectionPage(page: {name: string; description?: string; url: string; inLanguage: string; site: {name: string; url: string}}): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    '@id': page.url,
    url: page.url,
    name: page.name,
    ...(page.description ? {description: page.description} : {}),
    inLanguage: page.inLanguage,
    isPartOf: {'@type': 'WebSite', name: page.site.name, url: page.site.url},
  };
}

/**
 * The site itself, on its home page, with the search its results page answers (Google's sitelinks
 * search box reads `potentialAction`): `{home}search?q={search_term_string}`.
 */
export function webSite(site: {name: string; url: string; inLanguage: string; description?: string; publisher: Publisher}): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': site.url,
    url: site.url,
    name: site.name,
    ...(site.description ? {description: site.description} : {}),
    inLanguage: site.inLanguage,
    publisher: publisherNode(site.publisher),
    potentialAction: {
      '@type': 'SearchAction',
      target: {'@type': 'EntryPoint', urlTemplate: `${site.url}search?q={search_term_string}`},
      'query-input': 'required name=search_term_string',
    },
  };
}
