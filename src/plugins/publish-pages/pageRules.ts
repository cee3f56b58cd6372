/**
 * Which pages of a locale a change of the content touches: the dependency rules of a publish.
 *
 * Each page is described by the inputs it shows (its own article's source, the cards of its list
 * items, its neighbours, its related articles, the market days it quotes), written as one string.
 * A page must be rendered again exactly when that string differs between the last build and now,
 * so an added, edited, corrected, deleted or unpublished article, a tag change and a market day
 * are all the same comparison, and the last build only needs to keep one digest per page (the
 * manifest), not the articles it was built from.
 *
 * Pure: the caller reads the articles' records and the market files once and passes their facts.
 *
 * Left out of every page's inputs: the blog sidebar's latest headlines, which every article page
 * shows and each new story changes. They are a region that may lag (src/components/StaticRegion):
 * a page whose other inputs did not change keeps the sidebar it was rendered with, as long as
 * every headline any kept sidebar shows still stands, or can be taken out of it or corrected in
 * place (laggingSidebars).
 */
import {createHash} from 'node:crypto';
import {relatedPicker} from '../news-images/related';
import {countShownOn, plainLayout, type ListLayout} from '../../lib/listLayout';

/** What one article contributes to the pages of its locale. */
export interface ArticleFacts {
  /** The article number, as the lists' layouts name it. */
  id: number;
  /** The article page's route, with the locale's prefix (`/en/news/12/…`). */
  permalink: string;
  title: string;
  /** Publication time, ISO (UTC). */
  date: string;
  /** Its Tehran day, `YYYY-MM-DD`: the market day whose closes its price boxes show. */
  day: string;
  /** Tag keys, main tag first. */
  tags: readonly string[];
  /** Author keys. */
  authors: readonly string[];
  unlisted: boolean;
  /** A digest of what a card of the article shows (title, description, time, image, tags). */
  card: string;
  /** A digest of the article's source file. */
  source: string;
}

interface MarketDayFacts {
  /** `YYYY-MM-DD`. */
  date: string;
  /** A digest of the day's file. */
  digest: string;
  /** The instruments the day has a close for. */
  instruments: readonly string[];
}

export interface MarketFacts {
  pricesRoute: string;
  /** The instruments with a page: their key, the tag their news carries, their page's route. */
  instruments: ReadonlyArray<{key: string; tag: string; route: string}>;
  /** Oldest first. */
  days: readonly MarketDayFacts[];
}

export interface LocaleFacts {
  /** `''` for the default locale, `/en` for English. */
  prefix: string;
  /** The build's "now": the home page and the first news list page pick a fresh breaking story by it. */
  now: string;
  /** Published articles (no drafts, none scheduled later), newest first, in the blog's order. */
  articles: readonly ArticleFacts[];
  /** Tag key → its list page's route (with the prefix). */
  tagPages: ReadonlyMap<string, string>;
  /** Author key → their list page's route (with the prefix), for authors with a page. */
  authorPages: ReadonlyMap<string, string>;
  market?: MarketFacts;
  pageSize: number;
  /**
   * Each news list's layout by its first page's route, decoded (src/lib/listLayout.ts): how the
   * blog cut it into pages. A list left out is cut as a full build cuts it.
   */
  lists?: ReadonlyMap<string, ListLayout>;
  relatedCount: number;
  instrumentNewsCount: number;
}

/** Page route → the inputs it shows, as one string (compare, or digest for the manifest). */
export function pageInputs(facts: LocaleFacts): Map<string, string> {
  const pages = new Map<string, string>();
  const set = (route: string, inputs: unknown) =>
    pages.set(route, JSON.stringify(inputs));
  const listed = facts.articles.filter((article) => !article.unlisted);
  const cards = (articles: readonly ArticleFacts[]) =>
    articles.map((article) => article.card);
  const marketDigest = facts.market?.days.map((day) => day.digest) ?? [];

  // The home page shows the lead, top stories, sections, top tags and the prices strip:
  // every listed card and every market day, rather than one rule per block.
  set(`${facts.prefix}/`, {
    cards: cards(listed),
    market: marketDigest,
    now: facts.now,
  });

  const byId = new Map(listed.map((article) => [article.id, article]));
  const paged = (
    base: string,
    items: readonly ArticleFacts[],
    firstPage: object = {},
  ) => {
    const layout =
      facts.lists?.get(routeKey(base)) ??
      plainLayout(
        items.map((article) => article.id),
        facts.pageSize,
      );
    const total = layout.pages.length;
    layout.pages.forEach((ids, at) => {
      const page = at + 1;
      const slice = ids.map((id) => {
        const article = byId.get(id);
        if (!article) {
          throw new Error(
            `publish: page ${page} of ${base} lists article ${id}, which is not a listed article.`,
          );
        }
        return article;
      });
      set(page === 1 ? base : `${base}/page/${page}`, {
        cards: cards(slice),
        count: countShownOn(layout, page),
        total,
        ...(page === 1 && firstPage),
      });
    });
  };
  paged(`${facts.prefix}/news`, listed, {now: facts.now});

  // Each tag's and author's articles in the list's order, from one pass over the list: a filter of
  // the whole archive a tag took about 0.9 s of these rules' 2.4 s at 30,000 stories a language.
  const byTag = groupBy(listed, (article) => article.tags);
  const byAuthor = groupBy(listed, (article) => article.authors);
  const tagCounts: Record<string, number> = {};
  for (const [key, route] of facts.tagPages) {
    const items = byTag.get(key) ?? [];
    tagCounts[key] = items.length;
    if (items.length > 0) paged(route, items);
  }
  set(`${facts.prefix}/news/tags`, {tagCounts});

  if (facts.authorPages.size > 0) {
    const authorCounts: Record<string, number> = {};
    for (const [key, route] of facts.authorPages) {
      const items = byAuthor.get(key) ?? [];
      authorCounts[key] = items.length;
      paged(route, items);
    }
    set(`${facts.prefix}/news/authors`, {authorCounts});
  }

  const pickRelated = relatedPicker(
    listed.map((article) => ({
      article,
      permalink: article.permalink,
      date: new Date(article.date),
      tagKeys: article.tags,
    })),
  );
  const neighbour = (article: ArticleFacts | undefined) =>
    article ? {title: article.title, permalink: article.permalink} : null;
  const listedAt = new Map(listed.map((article, at) => [article, at]));
  for (const article of facts.articles) {
    // The blog links neighbours among the listed articles only; an unlisted one has none.
    const at = listedAt.get(article) ?? -1;
    set(article.permalink, {
      source: article.source,
      prev: at > 0 ? neighbour(listed[at - 1]) : null,
      next: at >= 0 ? neighbour(listed[at + 1]) : null,
      related: pickRelated(
        {
          permalink: article.permalink,
          date: new Date(article.date),
          tagKeys: article.tags,
        },
        facts.relatedCount,
      ).map(({article: related}) => related.card),
      market: marketDayOf(facts.market, article.day),
    });
  }

  if (facts.market && facts.market.days.length > 0) {
    set(facts.market.pricesRoute, {market: marketDigest});
    for (const instrument of facts.market.instruments) {
      set(instrument.route, {
        closes: facts.market.days
          .filter((day) => day.instruments.includes(instrument.key))
          .map((day) => day.digest),
        // Its latest news: the link, headline and time of each.
        news: (byTag.get(instrument.tag) ?? [])
          .slice(0, facts.instrumentNewsCount)
          .map(({permalink, title, date}) => ({permalink, title, date})),
      });
    }
  }
  return pages;
}

/** The items under each of their keys, each key's in the items' order (an item once a key). */
function groupBy<T>(
  items: readonly T[],
  keysOf: (item: T) => readonly string[],
): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    for (const key of new Set(keysOf(item))) {
      let group = groups.get(key);
      if (!group) groups.set(key, (group = []));
      group.push(item);
    }
  }
  return groups;
}

/** Routes compared decoded: a record's permalink and a route path may spell a Persian tag either way. */
export function routeKey(route: string): string {
  try {
    return decodeURI(route);
  } catch {
    return route;
  }
}

/** The digest of the latest market day on or before `day`: the closes an article's price boxes show. */
function marketDayOf(
  market: MarketFacts | undefined,
  day: string,
): string | null {
  const days = market?.days ?? [];
  for (let i = days.length - 1; i >= 0; i--) {
    if (days[i].date <= day) return days[i].digest;
  }
  return null;
}

/** Page route → a digest of its inputs: what the build keeps of each page between publishes. */
export function pageDigests(facts: LocaleFacts): Record<string, string> {
  const digests: Record<string, string> = {};
  for (const [route, inputs] of [...pageInputs(facts)].sort(([a], [b]) =>
    a < b ? -1 : a > b ? 1 : 0,
  )) {
    digests[route] = createHash('sha256')
      .update(inputs)
      .digest('hex')
      .slice(0, 16);
  }
  return digests;
}

export interface PageChanges {
  /** Pages that are new or whose inputs changed: rendered again. */
  render: string[];
  /** Pages the last build had and this one does not (a deleted, draft or unpublished article; an emptied list page). */
  remove: string[];
}

/** The pages to render and to remove, from the last build's page digests and the current ones. */
export function pageChanges(
  last: Readonly<Record<string, string>>,
  now: Readonly<Record<string, string>>,
): PageChanges {
  return {
    render: Object.keys(now)
      .filter((route) => last[route] !== now[route])
      .sort(),
    remove: Object.keys(last)
      .filter((route) => !(route in now))
      .sort(),
  };
}

/** A sidebar entry as the page shows it: the article's headline, date and whether it is listed. */
export interface SidebarItem {
  permalink: string;
  title: string;
  date: string;
  unlisted: boolean;
}

/**
 * Permalink → what its sidebar entry shows, as two digests: where it stands (date, listing) and its
 * headline, so that a publish can tell a headline corrected from a story moved.
 */
export function sidebarEntries(
  items: readonly SidebarItem[],
): Record<string, string> {
  const short = (value: unknown) =>
    createHash('sha256')
      .update(JSON.stringify(value))
      .digest('hex')
      .slice(0, 12);
  return Object.fromEntries(
    items.map((item) => [
      item.permalink,
      `${short([item.date, item.unlisted])}:${short(item.title)}`,
    ]),
  );
}

/** Every article by permalink, as laggingSidebars looks them up. */
export function sidebarArticles(
  items: readonly SidebarItem[],
): Map<string, SidebarArticle> {
  const entries = sidebarEntries(items);
  return new Map(
    items.map((item) => [
      item.permalink,
      {
        entry: entries[item.permalink],
        title: item.title,
        unlisted: item.unlisted,
      },
    ]),
  );
}

const placeOf = (entry: string) => entry.split(':')[0];

/** An article as the sidebars may show it: its entry (sidebarEntries), headline and listing. */
export interface SidebarArticle {
  entry: string;
  title: string;
  unlisted: boolean;
}

/** What a publish changes in the sidebars it keeps: headlines to take out, headlines to correct. */
export interface SidebarPatch {
  /** Deleted, unpublished or unlisted since: taken out of every kept sidebar. */
  removed: string[];
  /** Permalink → the headline now, for a story whose headline alone changed. */
  retitled: Record<string, string>;
}

/**
 * Whether the pages a publish copies may keep the sidebars they were rendered with, and what to
 * change in them. Every entry any page of the last build shows (`shownBefore`) is looked up among
 * the articles now (`articles`, every listed or unlisted article with its entry and headline):
 * - the same entry stands as it is;
 * - a story deleted, unpublished or unlisted is taken out of the kept sidebars (`removed`), and a
 *   story whose headline alone changed gets its new headline there (`retitled`): a headline that
 *   no longer stands never stays in a page, and a correction or a takedown of one of the latest
 *   stories does not render every article page;
 * - a story redated would stand elsewhere in the list: then nothing is kept and every page with a
 *   sidebar is rendered.
 * `shown` is what the pages of this build may show: the kept entries, as corrected, and this
 * build's sidebar (`current`); this one's only when every page is rendered anew.
 */
export function laggingSidebars(
  shownBefore: Readonly<Record<string, string>> | undefined,
  articles: ReadonlyMap<string, SidebarArticle>,
  current: Readonly<Record<string, string>>,
): {keep: boolean; patch: SidebarPatch; shown: Record<string, string>} {
  const patch: SidebarPatch = {removed: [], retitled: {}};
  const renderAll = {keep: false, patch, shown: {...current}};
  if (shownBefore === undefined) return renderAll;
  const kept: Record<string, string> = {};
  for (const [permalink, entry] of Object.entries(shownBefore)) {
    const now = articles.get(permalink);
    if (now?.entry === entry) {
      kept[permalink] = entry;
    } else if (!now || now.unlisted) {
      patch.removed.push(permalink);
    } else if (placeOf(now.entry) !== placeOf(entry)) {
      return renderAll;
    } else {
      patch.retitled[permalink] = now.title;
      kept[permalink] = now.entry;
    }
  }
  return {keep: true, patch, shown: {...kept, ...current}};
}
