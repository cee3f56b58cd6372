/**
 * An article's text as its page shows it, read back from the rendered HTML: what the browser gets
 * as `route-data/{key}.body.json` for a client-side navigation (client/articleBody.tsx). The page
 * is the one source: the text the reader navigates to is the text of the page a link would load.
 */

/** The container the theme renders an article's text in (theme-classic, BlogPostItem/Content). */
const CONTAINER =
  /<div\b[^>]*?\sid=(?:"__blog-post-container"|'__blog-post-container'|__blog-post-container(?=[\s>]))[^>]*>/;
const DIV_TAG = /<(\/?)div\b[^>]*>/gi;

/**
 * The inner HTML of the page's article container, or undefined on a page without one. React
 * escapes `<` in text and attributes, so every `<div` and `</div` of a rendered page is a tag:
 * counting them finds the container's end. Throws on a page where they do not balance.
 */
export function articleBodyOf(pageHtml: string): string | undefined {
  const open = CONTAINER.exec(pageHtml);
  if (!open) return undefined;
  const start = open.index + open[0].length;
  DIV_TAG.lastIndex = start;
  let depth = 1;
  for (let tag = DIV_TAG.exec(pageHtml); tag; tag = DIV_TAG.exec(pageHtml)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return pageHtml.slice(start, tag.index);
  }
  throw new Error(
    'client-routing: the article container of a rendered page has no end (its <div> tags do not balance).',
  );
}

/** The body file's content: the text as JSON, as the browser's route runtime reads it. */
export const articleBodyJson = (html: string) => JSON.stringify({html});
