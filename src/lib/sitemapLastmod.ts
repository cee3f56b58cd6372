/**
 * Last-modified dates for the sitemap, from the articles themselves: an article changes when it is
 * published and when it is updated (front matter `updated`); a list (home, news pages, the tags index) whenever any article is; a tag page (and
 * its later pages) whenever one of its articles is. Pages with no article behind them (the info
 * pages) get none rather than a made-up date.
 */
import {toTehranIso} from './tehranTime';

export interface DatedArticle {
  /** Route path, e.g. /en/news/121530/… */
  path: string;
  /** Publication time, any form `Date` parses. */
  date: string;
  /** Time of the last edit (front matter `updated`), later than `date`. */
  updated?: string;
  /** Route paths of the article's tag pages, e.g. /news/tags/دلار-364de7 */
  tagPaths: string[];
}

export function lastmodResolver(
  articles: readonly DatedArticle[],
  baseUrl: string,
): (routePath: string) => string | undefined {
  const time = (a: DatedArticle) => new Date(a.updated ?? a.date).getTime();
  const byPath = new Map(articles.map((a) => [a.path, time(a)]));
  const byTag = new Map<string, number>();
  for (const article of articles) {
    for (const tagPath of article.tagPaths) {
      byTag.set(tagPath, Math.max(byTag.get(tagPath) ?? 0, time(article)));
    }
  }
  const newest = Math.max(...byPath.values());
  const news = `${baseUrl}news`;
  const isList = (p: string) =>
    p === baseUrl ||
    p === news ||
    p === `${news}/tags` ||
    new RegExp(`^${news}/page/\\d+$`).test(p);

  return (routePath) => {
    const stamp =
      byPath.get(routePath) ??
      byTag.get(routePath.replace(/\/page\/\d+$/, '')) ??
      (articles.length > 0 && isList(routePath) ? newest : undefined);
    return stamp === undefined ? undefined : toTehranIso(new Date(stamp));
  };
}
