/**
 * What the search index holds for one page, and the small normalised HTML document Pagefind
 * indexes for it. Pages are not indexed as built (their text is not normalised, and they carry
 * navigation chrome): their text is read from the built HTML, normalised, and indexed with the
 * body first, then the title (an <h1>, which Pagefind weighs most), tags and date.
 */
import {load} from 'cheerio';
import {normalizePersian} from '../../lib/persianNormalize';
import {countWords} from '../../lib/searchText';

export type SearchKind = 'article' | 'tag' | 'page';

export interface SearchPage {
  kind: SearchKind;
  /** Permalink, with the locale's base (`/en/news/…`): what the result links to. */
  url: string;
  /** Shown as written (not normalised). */
  title: string;
  /** ISO date of an article. */
  date?: string;
  /** The date as a reader would type it («یکشنبه ۳۰ شهریور ۱۴۰۴»), indexed so it can be searched. */
  dateText?: string;
  tags?: string[];
  body?: string;
}

/** The sort key of pages without a date: before every ISO date, so last when newest come first. */
export const UNDATED = '0000-00-00T00:00:00.000Z';

/** Meta stored with each page in the index, read back by the search box. */
export interface SearchMeta {
  title: string;
  kind: SearchKind;
  date?: string;
  /** An article's main tag (its first), shown above the headline on the search page. */
  kicker?: string;
  /** Words of the (normalised) body at the start of the indexed content: the excerpt's range. */
  bodyWords: string;
}

const BLOCKS =
  'p, h1, h2, h3, h4, h5, h6, li, dt, dd, td, th, blockquote, pre, figcaption, div, br';

/** Readable text of an element of a built page: blocks separated, heading anchors dropped. */
function textOf(html: string, selector: string, drop: string[] = []): string {
  const $ = load(html);
  const root = $(selector).first();
  if (root.length === 0) {
    throw new Error(`search index: no "${selector}" in the page`);
  }
  root
    .find(['.hash-link', 'script', 'style', 'button', ...drop].join(', '))
    .remove();
  root.find(BLOCKS).each((_, el) => {
    $(el).append(' ');
  });
  return root.text().replace(/\s+/g, ' ').trim();
}

/** The body of an article page (the Markdown content; not the header, tags, or navigation). */
export function articleBody(html: string): string {
  return textOf(html, '#__blog-post-container');
}

/** Title and text of a prices page (src/plugins/market): the tables and notes, not the chart's labels. */
export function marketPage(html: string): {title: string; body: string} {
  const $ = load(html);
  const title = $('[data-market-page] h1').first().text().trim();
  return {
    title,
    body: textOf(html, '[data-market-page]', ['h1', 'svg', 'nav']),
  };
}

/** The body of an information page, without its title heading and table of contents. */
export function infoPageBody(html: string): string {
  return textOf(html, 'article .theme-doc-markdown', ['header']);
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) =>
      ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[
        c
      ]!,
  );

/** The document Pagefind indexes for a page: normalised text, original title in the meta. */
export function recordHtml(
  page: SearchPage,
  lang: string,
): {html: string; meta: SearchMeta} {
  const body = normalizePersian(page.body ?? '');
  const meta: SearchMeta = {
    title: page.title,
    kind: page.kind,
    bodyWords: String(countWords(body)),
  };
  if (page.date) meta.date = page.date;
  if (page.tags?.[0]) meta.kicker = page.tags[0];
  // Every page has a sort key: Pagefind leaves pages without one out of sorted results.
  const metaTags = [
    ...Object.entries(meta).map(
      ([key, value]) =>
        `<meta data-pagefind-meta="${key}[content]" content="${escapeHtml(value)}">`,
    ),
    `<meta data-pagefind-sort="date[content]" content="${escapeHtml(page.date ?? UNDATED)}">`,
  ].join('');
  const parts = [
    `<div>${escapeHtml(body)}</div>`,
    `<h1>${escapeHtml(normalizePersian(page.title))}</h1>`,
    page.tags?.length
      ? `<ul data-pagefind-weight="4">${page.tags.map((t) => `<li>${escapeHtml(normalizePersian(t))}</li>`).join('')}</ul>`
      : '',
    page.dateText
      ? `<p>${escapeHtml(normalizePersian(page.dateText))}</p>`
      : '',
  ];
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">${metaTags}</head><body><main data-pagefind-body>${parts.join('')}</main></body></html>`;
  return {html, meta};
}
