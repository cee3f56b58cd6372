/**
 * The shape of core's chunk-name table (routesChunkNames): route key `{path}-{hash}` → a tree of
 * objects and arrays whose leaves are chunk names (core, client/exports/ComponentCreator.js, flat.js).
 * Pure: shared by the build and the browser.
 */

/** The key ComponentCreator(path, hash) looks a route's chunk names up by. */
export const routeChunkKey = (path: string, hash: string | undefined) =>
  `${path}-${hash}`;

/** Every chunk name in a route's chunk-name tree. */
export function chunkNamesIn(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  if (Array.isArray(tree)) return tree.flatMap(chunkNamesIn);
  if (tree && typeof tree === 'object') {
    return Object.values(tree).flatMap(chunkNamesIn);
  }
  return [];
}
