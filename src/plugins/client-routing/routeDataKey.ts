/**
 * The name of a route's data file (`route-data/{key}.json`): two 32-bit hashes of the path's UTF-8
 * bytes, FNV-1a then FNV-1, as 16 hex digits. Shared by the build and the browser, so both name a
 * file the same way. One 32-bit hash was not enough: among the 46,000 routes of a locale at 30,000
 * stories two paths share one about one build in four (the build stops on it, routeDataPlugin.ts);
 * with 64 bits, never in any archive a newsroom keeps.
 */
export function routeDataKey(path: string): string {
  let fnv1a = 0x811c9dc5;
  let fnv1 = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(path)) {
    fnv1a = Math.imul(fnv1a ^ byte, 0x01000193) >>> 0;
    fnv1 = (Math.imul(fnv1, 0x01000193) ^ byte) >>> 0;
  }
  return hex(fnv1a) + hex(fnv1);
}

const hex = (hash: number) => hash.toString(16).padStart(8, '0');

/**
 * The data file of the modules most routes load (`route-data/shared.json`): the blog sidebar's latest
 * headlines above all, which each new story changes. Kept out of every route's own file, a new story
 * changes one file instead of each page's. Not hexadecimal, so no route's key can take its name.
 */
export const SHARED_ROUTE_DATA_KEY = 'shared';

/** A route data file, relative to the locale's base URL. */
export const routeDataFile = (key: string) => `route-data/${key}.json`;

/**
 * An article's text as its page shows it (`route-data/{key}.body.json`), written as the page is
 * rendered: what a client-side navigation to the article fetches instead of a compiled script.
 */
export const articleBodyFile = (key: string) => `route-data/${key}.body.json`;
