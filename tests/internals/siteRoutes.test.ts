/**
 * The pre-flight check resolves an article's links against the pages it expects the build to make
 * (links.ts, pluginRoutes.ts). Here that list meets the build itself: every page the build wrote is
 * on it and every page on it was written, so a page type added later cannot be missing from it.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkNews} from '../../src/plugins/news-guard/preflight';
import {buildNow} from '../../src/lib/schedule';
import {DESK_PATH} from '../../src/plugins/editors-desk/page';
import {BUILD, ROOT} from './build';

/** The route of each page under build/ (`news/page/2.html` → `/news/page/2`). */
function builtRoutes(): string[] {
  return (
    readdirSync(BUILD, {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.html'))
      .filter((file) => path.basename(file) !== '404.html')
      // The editors' desk is an app of its own, not a page an article links to.
      .filter((file) => !file.startsWith(`${DESK_PATH}/`))
      .map((file) =>
        `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`.replace(
          /(.)\/$/,
          '$1',
        ),
      )
      .sort()
  );
}

describe("the pre-flight check's pages", () => {
  it('are the pages the build wrote, in both locales', async () => {
    const {routes} = await checkNews(ROOT, {now: buildNow()});
    expect([...routes.pages.keys()].sort()).toEqual(builtRoutes());
  });
});
