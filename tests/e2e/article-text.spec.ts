/**
 * An article's text is data in the browser (src/plugins/client-routing/client/articleBody.tsx): the
 * client bundle compiles no article. The page a reader loads is hydrated with the text it arrived
 * with, and a client-side navigation fetches the text (`route-data/{key}.body.json`) and shows it
 * as the server rendered it, with the same table of contents. Links in the text go through the
 * router as `<Link>`s did: another page of the site without a document load, an anchor of the
 * page by the browser, another locale (another app) by a document load.
 */
import type {Page} from '@playwright/test';
import {test, expect, visit} from './fixtures';
import {articleUrl, englishTitle, listed} from './corpus';
import {
  articleBodyFile,
  routeDataKey,
} from '../../src/plugins/client-routing/routeDataKey';
import {normalizePath} from '../../src/plugins/client-routing/routePath';

const LOCALES = [
  {locale: 'fa', prefix: ''},
  {locale: 'en', prefix: '/en'},
] as const;

/** The newest listed article with a table of contents (sub-headings in its text). */
const withContents = listed.find((a) => /^##\s/m.test(a.body))!;
/** Another listed article, for a link from the first one's text. */
const other = listed.find((a) => a !== withContents)!;

/** The text and the table of contents (each entry's target, level and words) of a document. */
function shownIn(doc: Document) {
  const contents = Array.from(
    doc.querySelectorAll<HTMLAnchorElement>('.table-of-contents a'),
  ).map(
    (a) =>
      `${a.getAttribute('href')} ${a.closest('ul')!.parentElement!.closest('ul') ? 3 : 2} ${a.textContent}`,
  );
  return {
    text: doc.getElementById('__blog-post-container')!.innerHTML,
    contents,
  };
}

/** The text and contents the page shows now, and those of the HTML the server sends for `url`. */
type Shown = ReturnType<typeof shownIn>;
const shown = (page: Page): Promise<Shown> =>
  page.evaluate(`(${shownIn.toString()})(document)`);
const served = async (page: Page, url: string): Promise<Shown> => {
  const html = await (await page.request.get(url)).text();
  return page.evaluate(
    `(${shownIn.toString()})(new DOMParser().parseFromString(${JSON.stringify(html)}, 'text/html'))`,
  );
};

/** The text file of the article at `path` (links in view prefetch those of the articles they lead to). */
const bodyFileOf = (path: string, prefix: string) =>
  `${prefix}/${articleBodyFile(routeDataKey(normalizePath(decodeURI(path))))}`;

/** Counts document loads (a navigation the router did not take) from now on. */
function documentLoads(page: Page) {
  let count = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      count++;
    }
  });
  return () => count;
}

for (const l of LOCALES) {
  test.describe(`${l.locale}: an article's text`, () => {
    const url = `${l.prefix}${articleUrl(withContents)}`;
    const titleOf = (a: typeof other) =>
      l.locale === 'fa'
        ? a.frontMatter.title
        : englishTitle.get(a.frontMatter.slug);

    test('is hydrated as the page arrived with it, without fetching it or any script of its own', async ({
      page,
    }) => {
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      await visit(page, url);
      const arrived = await served(page, url);
      expect(arrived.contents.length).toBeGreaterThan(0);
      expect(await shown(page)).toEqual(arrived);
      const own = bodyFileOf(url, l.prefix);
      expect(requests.filter((r) => new URL(r).pathname === own)).toEqual([]);
    });

    test('reached by a link, is the text and contents the server rendered, fetched as data, with no script of its own', async ({
      page,
    }) => {
      await visit(page, `${l.prefix}/news`);
      const loads = documentLoads(page);
      const fetched: string[] = [];
      const scripts: string[] = [];
      page.on('request', (request) => {
        fetched.push(request.url());
        // Links in view prefetch the code of the pages they lead to (not run): only scripts count.
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      for (const n of [0, 1]) {
        fetched.length = 0;
        scripts.length = 0;
        const link = page.locator('article header h2 a').nth(n);
        const title = (await link.innerText()).trim();
        await link.click();
        await expect(page.locator('article h1')).toHaveText(title, {
          timeout: 15_000,
        });
        const path = new URL(page.url()).pathname;
        expect(fetched.map((r) => new URL(r).pathname)).toContain(
          encodeURI(bodyFileOf(path, l.prefix)),
        );
        expect(await shown(page)).toEqual(await served(page, path));
        // The first article loads the article page's own code; the next, nothing but its data.
        if (n === 1) {
          expect(scripts).toEqual([]);
        }
        await page.goBack();
        await expect(page.locator('article header h2 a').first()).toBeVisible();
      }
      expect(loads()).toBe(0);
    });

    test('sends its links through the router, as the article components did', async ({
      page,
    }) => {
      await visit(page, url);
      const loads = documentLoads(page);
      const heading = await page
        .locator('#__blog-post-container h2')
        .first()
        .getAttribute('id');
      // Links as a text holds them: the body is the server's HTML, where a link is an `<a>`.
      const addLinks = () =>
        page.evaluate(
          (links) => {
            const container = document.getElementById('__blog-post-container')!;
            for (const [id, href] of Object.entries(links)) {
              container.prepend(
                Object.assign(document.createElement('a'), {
                  id,
                  href,
                  textContent: id,
                }),
              );
            }
          },
          {
            'to-other': `${l.prefix}${articleUrl(other)}`,
            'to-anchor': `#${heading}`,
            'to-locale': l.locale === 'fa' ? '/en/news' : '/news',
          },
        );
      await addLinks();
      await page.locator('#to-anchor').click();
      await expect(page).toHaveURL(
        new RegExp(`#${encodeURIComponent(heading!)}$`),
      );
      await page.locator('#to-other').click();
      await expect(page.locator('article h1')).toHaveText(titleOf(other)!, {
        timeout: 15_000,
      });
      await page.goBack();
      await page.goBack();
      await expect(page.locator('article h1')).toHaveText(
        titleOf(withContents)!,
      );
      expect(loads()).toBe(0);
      await addLinks();
      await page.locator('#to-locale').click();
      await expect.poll(loads).toBe(1);
      await expect(page.locator('html')).toHaveAttribute(
        'lang',
        l.locale === 'fa' ? /^en/ : /^fa/,
      );
    });
  });
}
