/**
 * What the search index holds for one page, and the small normalised HTML document Pagefind
 * indexes for it. A record comes from the page's data (title, tags, date) and from the text its
 * layout marks as the indexable body in the built page (`bodyText`): pages are not indexed as
 * built, since their text is not normalised. The record is indexed with the body first, then the
 * title (an <h1>, which Pagefind weighs most), tags and date.
 */
import {load, type CheerioAPI} from 'cheerio';
import {normalizePersian} from '../../lib/persianNormalize';
import {countWords} from '../../lib/searchText';
import {escapeXml} from '../../lib/escapeXml';
import {STATIC_REGION_ATTRIBUTE} from '../../lib/staticRegion';

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
  'p, h1, h2, h3, h4, h5, h6, li, dt, dd, td, th, caption, blockquote, pre, figcaption, div, br';

/**
 * Left out of a body: what the layout marks `data-pagefind-ignore`, the body's own header (its title and byline,
 * which the record takes from the page's data), navigation, drawings (a chart's labels: its table is the text),
 * code and controls, and regions that may be older than the page (src/lib/staticRegion.ts), so a page's text
 * does not depend on them (bodyCache.ts keys the texts by the page without them).
 */
const LEFT_OUT = [
  '[data-pagefind-ignore]',
  `[${STATIC_REGION_ATTRIBUTE}]`,
  'header',
  'nav',
  'svg',
  'script',
  'style',
  'button',
].join(', ');

/**
 * The readable text of the one element the layout marks as a page's indexable body (`data-pagefind-body`, as
 * Pagefind names it: the article and information page wrappers in src/theme, the prices pages), blocks kept apart.
 * Throws, naming the page, when there is not exactly one.
 */
export function bodyText(html: string, page = 'the page'): string {
  // parse5, the HTML standard's parser: the minifier leaves out optional end tags (`</th>`,
  // `</caption>`), and a lighter parser that does not imply them joins a table's cells' text.
  const $ = bodyElement(html) ?? load(html);
  const bodies = $('[data-pagefind-body]');
  if (bodies.length !== 1) {
    throw new Error(
      `search index: ${page} has ${bodies.length} elements marked data-pagefind-body; its layout marks exactly one (the text to index).`,
    );
  }
  bodies.find(LEFT_OUT).remove();
  bodies.find(BLOCKS).each((_, el) => {
    $(el).append(' ');
  });
  // U+200B is the whole text of a heading's anchor link: no word of the page.
  return bodies
    .text()
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const BODY_ATTRIBUTE = 'data-pagefind-body';

/**
 * The body element alone, parsed, when it can be cut out of the page exactly: the tree of the whole
 * page is about twenty times the body's on an article (header, sidebar of the latest headlines,
 * footer), and parsing every page of a locale (46,000 at 30,000 stories) was most of a build's
 * postBuild and of its garbage collection. The cut follows the element's own tag name, nested
 * and closed, and is then checked by the parser itself: the fragment must be exactly one element,
 * the marked one, ending where the cut ends. Anything else (the attribute twice, a tag name inside
 * an attribute value) is undefined, and the whole page is parsed as before.
 */
export function bodyElement(html: string): CheerioAPI | undefined {
  const marked = html.indexOf(BODY_ATTRIBUTE);
  if (marked < 0 || html.indexOf(BODY_ATTRIBUTE, marked + 1) >= 0) return;
  const start = html.lastIndexOf('<', marked);
  const name = /^<([a-z][a-z0-9-]*)[\s>]/i.exec(html.slice(start, marked))?.[1];
  if (start < 0 || !name) return;
  const tags = new RegExp(`<(/?)${name}(?=[\\s/>])`, 'gi');
  tags.lastIndex = start;
  let depth = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth > 0) continue;
    const end = html.indexOf('>', tag.index) + 1;
    if (end === 0) return;
    const cut = html.slice(start, end);
    const $ = load(cut, {sourceCodeLocationInfo: true}, false);
    const roots = $.root().children();
    const root = roots[0] as {sourceCodeLocation?: {endOffset: number}};
    return roots.length === 1 &&
      roots.is(`[${BODY_ATTRIBUTE}]`) &&
      root.sourceCodeLocation?.endOffset === cut.length
      ? $
      : undefined;
  }
  return;
}

/**
 * What a page's document is made from, as one line: every field `recordHtml` reads, the body text
 * included. Pages with the same line have the same document, so a digest of an index's lines says
 * whether its documents changed without making them: normalising and counting the words of every
 * text of the archive, which a publish would otherwise do to find that one part changed.
 */
export function documentSource(page: SearchPage): string {
  const {kind, url, title, date, dateText, tags, body} = page;
  return `${JSON.stringify([kind, url, title, date ?? null, dateText ?? null, tags ?? null, body ?? null])}\n`;
}

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
        `<meta data-pagefind-meta="${key}[content]" content="${escapeXml(value)}">`,
    ),
    `<meta data-pagefind-sort="date[content]" content="${escapeXml(page.date ?? UNDATED)}">`,
  ].join('');
  const parts = [
    `<div>${escapeXml(body)}</div>`,
    `<h1>${escapeXml(normalizePersian(page.title))}</h1>`,
    page.tags?.length
      ? `<ul data-pagefind-weight="4">${page.tags.map((t) => `<li>${escapeXml(normalizePersian(t))}</li>`).join('')}</ul>`
      : '',
    page.dateText ? `<p>${escapeXml(normalizePersian(page.dateText))}</p>` : '',
  ];
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">${metaTags}</head><body><main data-pagefind-body>${parts.join('')}</main></body></html>`;
  return {html, meta};
}

/** The line of the documents file Pagefind's writer reads for a page (write-index.mjs): its address and record. */
export function documentLine(page: SearchPage, lang: string): string {
  return `${JSON.stringify({url: page.url, html: recordHtml(page, lang).html})}\n`;
}
