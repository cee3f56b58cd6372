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
