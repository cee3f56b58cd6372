/**
 * 32-bit FNV-1a of a route path, in hex: the name of the route's data file
 * (`route-data/{key}.json`). Shared by the build and the browser, so both name a file the same way.
 */
export function routeDataKey(path: string): string {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(path)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * The data file of the modules most routes load (`route-data/shared.json`): the blog sidebar's latest
 * headlines above all, which each new story changes. Kept out of every route's own file, a new story
 * changes one file instead of each page's. Not hexadecimal, so no route's key can take its name.
 */
export const SHARED_ROUTE_DATA_KEY = 'shared';

/** A route data file, relative to the locale's base URL. */
export const routeDataFile = (key: string) => `route-data/${key}.json`;
