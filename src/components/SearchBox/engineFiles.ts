/**
 * The files of a Pagefind 1.x bundle that its web worker fetches when it starts, named as Pagefind names
 * them, and the head start that fetches them early: the search box calls it when it loads the engine
 * (pagefind.ts), and so does the page's bootstrap when the box is focused before the app is there
 * (src/plugins/client-routing/bootstrap/search.ts). The post-build tests check the build has each file.
 */
import {PARTS_FILE, type SearchParts} from '../../plugins/search-index/parts';

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

/**
 * Starts loading the engine of the bundle at `bundleUrl` (`…/pagefind/pagefind.js`), once per page: the
 * script as a module preload, and the files its worker would fetch, side by side into the HTTP cache
 * (they are served with a short max-age), where the worker then finds them. Left to the worker, they
 * cost four round trips in a row, each a phone's whole latency, before the first results. Only a head
 * start: if a fetch fails, the worker fetches the file itself.
 */
export function warmEngine(bundleUrl: string, doc: Document = document): void {
  const preloaded = doc.querySelector(
    `link[rel="modulepreload"][href="${bundleUrl}"]`,
  );
  if (preloaded || typeof fetch !== 'function') return;
  const link = doc.createElement('link');
  link.rel = 'modulepreload';
  link.href = bundleUrl;
  doc.head.appendChild(link);
  const base = bundleUrl.slice(0, bundleUrl.lastIndexOf('/') + 1);
  // Each file on its own: one that fails (offline, say) leaves the others, and no rejection unhandled.
  const fill = (file: string) =>
    void fetch(`${base}${file}`)
      .then((r) => r.arrayBuffer())
      .catch(() => undefined);
  fill(WORKER_FILE);
  fetch(`${base}pagefind-entry.json`)
    .then((r) => r.json() as Promise<PagefindEntry>)
    .then((entry) => languageFiles(entry).forEach(fill))
    .catch(() => undefined);
  // The articles' parts, which the engine merges in as it starts: each one's entry, then metadata.
  fetch(`${base}${PARTS_FILE}`)
    .then((r) => r.json() as Promise<SearchParts>)
    .then(({parts}) =>
      parts.forEach((part) =>
        fetch(`${base}${part}/pagefind-entry.json`)
          .then((r) => r.json() as Promise<PagefindEntry>)
          .then((entry) =>
            partFiles(entry).forEach((file) => fill(`${part}/${file}`)),
          )
          .catch(() => undefined),
      ),
    )
    .catch(() => undefined);
}

/** What the engine fetches of a part after its entry file: each language's metadata (a part has no WebAssembly of its own). */
export function partFiles(entry: PagefindEntry): string[] {
  return Object.values(entry.languages).map(
    ({hash}) => `pagefind.${hash}.pf_meta`,
  );
}
