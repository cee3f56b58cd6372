/**
 * The files of a Pagefind 1.x bundle that its web worker fetches when it starts, named as Pagefind names
 * them. The search box fetches them early (pagefind.ts), and so does the page's bootstrap before the app is
 * there (src/plugins/client-routing/lazyBoot.ts, which spells the same names in its plain ES5); the post-build
 * tests check the build has each.
 */

/** What Pagefind's entry file says of each language of a bundle: its metadata's hash and its WebAssembly. */
export interface PagefindEntry {
  languages: Record<string, {hash: string; wasm: string | null}>;
}

/** The script of Pagefind's web worker, in a bundle's folder. */
export const WORKER_FILE = 'pagefind-worker.js';

/**
 * What Pagefind's worker fetches after the entry file, once the worker script runs: each language's
 * metadata and WebAssembly. Pagefind 1.x names them so; the post-build tests check the build has them.
 */
export function languageFiles(entry: PagefindEntry): string[] {
  return Object.values(entry.languages).flatMap(({hash, wasm}) => [
    `pagefind.${hash}.pf_meta`,
    `wasm.${wasm ?? 'unknown'}.pagefind`,
  ]);
}
