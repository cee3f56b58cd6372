/**
 * An article's text in the browser, as data rather than compiled code. The server renders each
 * article from its MDX (the server bundle compiles it); the browser never runs that code. The page's
 * HTML holds the text as the server rendered it: when the app hydrates the page it keeps that text
 * as it is, and a client-side navigation fetches the same HTML from `route-data/{key}.body.json`,
 * which the rendering writes from the page (../articleBodyFile.ts). So the client bundle holds no
 * article (it grew with the archive, and each publish bundled it again), and a reader's navigation
 * to an article fetches a little JSON, not a script to parse.
 *
 * The route runtime builds the module the MDX loader would have given (`metadata`, `frontMatter`,
 * `toc`, `assets`, `default`) from the route data's metadata and that HTML (articleModule.ts); the site's
 * `BlogPostItem/Content` shows the HTML through `ArticleHtml` in place of the compiled component.
 * Links in the text go to the router, copy buttons copy, as their components did.
 */
import type {MouseEvent} from 'react';
import clsx from 'clsx';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {blogPostContainerID} from '@docusaurus/utils-common';
import {hasHydrated} from '../../../docusaurus-internals/client/hydration';
import {copyClick} from '../bootstrap/copy';
import {normalizePath} from '../routePath';

/**
 * The text of the article the page arrived with, while the app has not hydrated it yet: the HTML
 * the server rendered is already in the page, so hydrating it needs no fetch.
 */
export function arrivedArticleHtml(path: string): string | undefined {
  if (hasHydrated()) return undefined;
  if (normalizePath(window.location.pathname) !== normalizePath(path)) {
    return undefined;
  }
  return document.getElementById(blogPostContainerID)?.innerHTML;
}

/**
 * The path of a page of this locale's app a link in the text leads to, as `<Link>` would route it;
 * undefined for another site, a file (a feed, an image) or another locale, which is another app.
 */
function appPath(
  link: HTMLAnchorElement,
  baseUrl: string,
  otherBaseUrls: readonly string[],
): URL | undefined {
  const url = new URL(link.href, window.location.href);
  const {pathname} = url;
  if (url.origin !== window.location.origin) return undefined;
  if (/\.(?!html$)[^/.]+$/.test(pathname)) return undefined;
  if (!pathname.startsWith(baseUrl)) return undefined;
  const other = otherBaseUrls.some(
    (base) => base.length > baseUrl.length && pathname.startsWith(base),
  );
  return other ? undefined : url;
}

/** Whether a click is the plain one a router follows (not a new tab, a download or a modified click). */
const isPlainClick = (event: MouseEvent, link: HTMLAnchorElement) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) &&
  (!link.target || link.target === '_self') &&
  !link.hasAttribute('download');

/**
 * The article's text as HTML, in the container the theme renders the compiled text in (the same
 * id and classes, so the feed, the styles and the search index find it as before).
 */
export function ArticleHtml({
  html,
  className,
  isBlogPostPage,
}: {
  html: string;
  className?: string;
  isBlogPostPage: boolean;
}) {
  const history = useHistory();
  const {siteConfig, i18n} = useDocusaurusContext();
  const otherBaseUrls = Object.entries(i18n.localeConfigs)
    .filter(([locale]) => locale !== i18n.currentLocale)
    .map(([, config]) => config.baseUrl);
  const linkOf = (target: EventTarget) =>
    (target as Element).closest?.('a[href]') as HTMLAnchorElement | null;
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as Element;
    if (copyClick(event.nativeEvent, target, window, () => false)) return;
    const link = linkOf(target);
    if (!link || !isPlainClick(event, link)) return;
    const url = appPath(link, siteConfig.baseUrl, otherBaseUrls);
    // An anchor on this page is the browser's to scroll to.
    if (
      !url ||
      (url.pathname === window.location.pathname &&
        url.search === window.location.search)
    ) {
      return;
    }
    event.preventDefault();
    history.push(`${url.pathname}${url.search}${url.hash}`);
  };
  // As `<Link>` does on hover or touch: the page behind the link starts loading.
  const prefetch = (event: {target: EventTarget}) => {
    const link = linkOf(event.target);
    const url = link && appPath(link, siteConfig.baseUrl, otherBaseUrls);
    if (url) {
      (
        window as unknown as {docusaurus?: {prefetch(path: string): unknown}}
      ).docusaurus?.prefetch(url.pathname);
    }
  };
  // The handlers are delegated: the links and buttons of the text are the interactive elements, and
  // the keyboard reaches them natively (Enter on a link is a click, a focused link prefetches).
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      id={isBlogPostPage ? blogPostContainerID : undefined}
      className={clsx('markdown', className)}
      dangerouslySetInnerHTML={{__html: html}}
      onClick={onClick}
      onMouseOver={prefetch}
      onFocus={prefetch}
      onTouchStart={prefetch}
    />
  );
}
