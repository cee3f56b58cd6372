/**
 * Google News sitemap (https://developers.google.com/search/docs/crawling-indexing/sitemaps/news-sitemap):
 * the articles of the last two days, with publication name, language, time and title.
 */
import {toTehranIso} from './tehranTime';
import {escapeXml} from './escapeXml';

const NEWS_WINDOW_HOURS = 48;

export interface NewsEntry {
  /** Absolute URL. */
  url: string;
  title: string;
  date: string;
}

/**
 * The articles published within the window before `now`. A static build cannot know when it will
 * be crawled, so `now` is the newest article's time: on a live site, where each publication
 * triggers a build, that is the build time, and a frozen archive still gets its last two days.
 */
export function recentNews<T extends {date: string}>(
  items: readonly T[],
  hours = NEWS_WINDOW_HOURS,
): T[] {
  if (items.length === 0) return [];
  const time = (item: T) => new Date(item.date).getTime();
  const now = Math.max(...items.map(time));
  return items
    .filter((item) => now - time(item) <= hours * 3_600_000)
    .sort((a, b) => time(b) - time(a));
}

/** Percent-encodes the path's non-ASCII characters, as sitemaps require, without double-encoding. */
export const encodeUrl = (url: string) => encodeURI(decodeURI(url));

export function renderNewsSitemap(
  entries: readonly NewsEntry[],
  publication: {name: string; language: string},
): string {
  const urls = entries.map(
    (entry) =>
      `<url><loc>${escapeXml(encodeUrl(entry.url))}</loc><news:news><news:publication><news:name>${escapeXml(publication.name)}</news:name>` +
      `<news:language>${escapeXml(publication.language)}</news:language></news:publication>` +
      `<news:publication_date>${toTehranIso(entry.date)}</news:publication_date><news:title>${escapeXml(entry.title)}</news:title></news:news></url>`,
  );
  const namespaces =
    'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"';
  const body = urls.length ? `${urls.join('\n')}\n` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${namespaces}>\n${body}</urlset>\n`;
}

/** robots.txt for the whole site: everything crawlable, every locale's sitemaps listed. */
export function renderRobots(
  siteUrl: string,
  localeBaseUrls: readonly string[],
): string {
  const sitemaps = localeBaseUrls.flatMap((base) => [
    `${siteUrl}${base}sitemap.xml`,
    `${siteUrl}${base}news-sitemap.xml`,
  ]);
  return [
    'User-agent: *',
    'Allow: /',
    '',
    ...sitemaps.map((s) => `Sitemap: ${s}`),
    '',
  ].join('\n');
}
