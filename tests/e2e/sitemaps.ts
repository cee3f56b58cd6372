/**
 * A locale's sitemap as a crawler reads it: the index at `{locale}/sitemap.xml`, then every part it
 * lists (src/lib/sitemapParts.ts), served or in build/.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {APIRequestContext} from '@playwright/test';

const locsIn = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

/** The parts' text, as served: the index first, then each part it lists, fetched by its path. */
export async function servedSitemap(
  request: APIRequestContext,
  prefix: string,
): Promise<string> {
  const index = await (await request.get(`${prefix}/sitemap.xml`)).text();
  if (!index.includes('<sitemapindex')) {
    throw new Error(`${prefix}/sitemap.xml is not a sitemap index`);
  }
  const parts = await Promise.all(
    locsIn(index).map(async (loc) => {
      const response = await request.get(new URL(loc).pathname);
      if (response.status() !== 200) {
        throw new Error(`${loc}: ${response.status()}`);
      }
      return response.text();
    }),
  );
  return [index, ...parts].join('\n');
}

/** The pages' paths a locale's sitemap lists, read from the build folder (`indexFile`: its sitemap.xml). */
export function builtSitemapPaths(indexFile: string): string[] {
  const dir = path.dirname(indexFile);
  return locsIn(readFileSync(indexFile, 'utf8')).flatMap((loc) =>
    locsIn(
      readFileSync(
        path.join(dir, path.basename(new URL(loc).pathname)),
        'utf8',
      ),
    ).map((page) => new URL(page).pathname),
  );
}
