/**
 * A locale's sitemap as an index and its parts (sitemaps.org: a sitemap holds at most 50,000 URLs,
 * and a year's archive of this newsroom reaches that: 46,525 a locale at 30,000 stories).
 *
 * - `sitemap.xml`, the address robots.txt and the search consoles know, is the index: one
 *   `<sitemap>` a part, with the newest `lastmod` of its URLs.
 * - `sitemap-news-YYYY-MM.xml`: the articles of a month (the ISO date's, UTC: the boundary only
 *   has to be the same for every build). A story's part follows from its own date, so a new story
 *   changes its month's part and the index, a correction its own month's; the other parts are
 *   the same bytes as in the last build, which a publish keeps as they were.
 * - `sitemap-pages.xml` (then `-2`, `-3`… past `MAX_URLS`): every other page (home, lists, tags,
 *   authors, prices, information), in the routes' order.
 *
 * Each file is written on its own: no string holds the whole archive's URLs. Pure.
 */
import {escapeXml} from './escapeXml';
import {encodeUrl} from './newsSitemap';

/** URLs a part holds at most: below the protocol's 50,000, so that no month or list part nears it. */
const MAX_URLS = 45_000;
export const SITEMAP_INDEX = 'sitemap.xml';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export interface SitemapEntry {
  /** Absolute URL, as the route's path makes it (not yet percent-encoded). */
  url: string;
  /** When the page last changed (any form `Date` parses); none for a page without a date. */
  lastmod?: string;
  /** The article's publication date (ISO), for an article's page only: it picks the month's part. */
  published?: string;
}

export interface SitemapPart {
  /** The part's file name, beside the index. */
  file: string;
  entries: SitemapEntry[];
}

/** The parts of a locale's sitemap: the other pages first, then the months, oldest first. */
export function sitemapParts(
  entries: readonly SitemapEntry[],
  maxUrls = MAX_URLS,
): SitemapPart[] {
  const pages: SitemapEntry[] = [];
  const months = new Map<string, SitemapEntry[]>();
  for (const entry of entries) {
    if (!entry.published) {
      pages.push(entry);
      continue;
    }
    const month = new Date(entry.published).toISOString().slice(0, 7);
    const part = months.get(month);
    if (part) part.push(entry);
    else months.set(month, [entry]);
  }
  const chunks = (prefix: string, list: SitemapEntry[]): SitemapPart[] =>
    Array.from({length: Math.ceil(list.length / maxUrls)}, (_, i) => ({
      file: `${prefix}${i === 0 ? '' : `-${i + 1}`}.xml`,
      entries: list.slice(i * maxUrls, (i + 1) * maxUrls),
    }));
  return [
    ...chunks('sitemap-pages', pages),
    ...[...months]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .flatMap(([month, list]) => chunks(`sitemap-news-${month}`, list)),
  ];
}

/** A lastmod as the sitemap writes it: UTC, to the millisecond. */
const w3cTime = (time: string) => new Date(time).toISOString();

/** A part's XML: a `<urlset>` of its pages. */
export function renderUrlset(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    ({url, lastmod}) =>
      `<url><loc>${escapeXml(encodeUrl(url))}</loc>${lastmod ? `<lastmod>${w3cTime(lastmod)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NAMESPACE}">\n${urls.map((url) => `${url}\n`).join('')}</urlset>\n`;
}

/** The newest lastmod of a part's pages; none when none has one. */
export function newestLastmod(
  entries: readonly SitemapEntry[],
): string | undefined {
  let newest: number | undefined;
  for (const {lastmod} of entries) {
    if (!lastmod) continue;
    const time = new Date(lastmod).getTime();
    if (newest === undefined || time > newest) newest = time;
  }
  return newest === undefined ? undefined : new Date(newest).toISOString();
}

/** The index: each part's address (`base`: the locale's site URL, ending in `/`) and newest lastmod. */
export function renderSitemapIndex(
  base: string,
  parts: readonly SitemapPart[],
): string {
  const sitemaps = parts.map((part) => {
    const lastmod = newestLastmod(part.entries);
    return `<sitemap><loc>${escapeXml(encodeUrl(`${base}${part.file}`))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>\n`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${NAMESPACE}">\n${sitemaps.join('')}</sitemapindex>\n`;
}
