/**
 * The module an article's MDX would have been, made in the browser from the route data's metadata
 * and the article's rendered HTML (articleBody.tsx), and how the theme tells such a body from a
 * compiled one. Pure, with the DOM it is given: tested in tests/unit/articleBody.test.ts.
 */
import {isValidElement, type ReactNode} from 'react';

/** A heading of the table of contents, as the MDX loader's `toc` export lists it. */
export interface TocItem {
  value: string;
  id: string;
  level: number;
}

interface ArticleMetadata {
  frontMatter?: Record<string, unknown>;
  authors?: unknown[];
}

const ARTICLE_HTML = Symbol.for('nerkhnama.articleHtml');
type ArticleComponent = (() => null) & {[ARTICLE_HTML]: string};

/**
 * The table of contents of an article's HTML: every heading below the title, its text without the
 * heading's own anchor link, as the MDX loader lists them (remark's headings, level 2 to 6, each
 * with its id). `doc` makes it testable outside a browser.
 */
export function tocOf(html: string, doc: Document = document): TocItem[] {
  const template = doc.createElement('template');
  template.innerHTML = html;
  return Array.from(
    template.content.querySelectorAll('h2, h3, h4, h5, h6'),
  ).map((heading) => {
    const copy = heading.cloneNode(true) as Element;
    copy.querySelectorAll('a.hash-link').forEach((link) => link.remove());
    return {
      value: copy.innerHTML,
      id: heading.id,
      level: Number(heading.tagName.slice(1)),
    };
  });
}

/**
 * The module an article's MDX would have been, from its metadata and its rendered HTML. `assets`
 * is as the loader leaves it for pictures given as site paths; a cover given relative to the article
 * (`./img/…`, as the editors' desk saves it) would be a bundled file there, which no page shows: the
 * site's sharing tags and structured data use the cover the news-images step makes (BlogPostPage's
 * Metadata and StructuredData).
 */
export function articleModule(
  metadata: unknown,
  html: string,
  doc: Document = document,
) {
  const data = metadata as ArticleMetadata;
  const Body = Object.assign(() => null, {[ARTICLE_HTML]: html});
  return {
    default: Body as ArticleComponent,
    metadata,
    frontMatter: data.frontMatter ?? {},
    contentTitle: undefined,
    assets: {authorsImageUrls: (data.authors ?? []).map(() => undefined)},
    toc: tocOf(html, doc),
  };
}

/** The HTML of an article the route runtime loaded as data, when `children` is its body. */
export function articleHtmlOf(children: ReactNode): string | undefined {
  if (!isValidElement(children)) return undefined;
  const type = children.type as Partial<ArticleComponent>;
  return typeof type === 'function' ? type[ARTICLE_HTML] : undefined;
}
