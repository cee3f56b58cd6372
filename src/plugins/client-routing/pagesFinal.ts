/**
 * When the built pages are final. The client-routing plugin rewrites every page it rendered in its
 * postBuild (the preload hints, the bootstrap), while the other plugins' postBuild run beside it;
 * a plugin that keys something on a page's bytes (the search index's kept texts) must read the
 * page as it will be served, or a publish, which copies the served page, finds another key.
 *
 * The plugin says it will rewrite when it is created (so the order of the plugins' postBuild does
 * not matter), and that it is done when its postBuild ends, whether or not it succeeded (a failed
 * build fails on its own error; nobody waits forever). Kept on `globalThis`: the plugins may be
 * loaded by different module loaders, each with its own copy of this module.
 */
const KEY = Symbol.for('nerkhnama.clientRouting.pagesFinal');

interface Pending {
  promise: Promise<void>;
  done: () => void;
}
const store = globalThis as typeof globalThis & {[KEY]?: Pending};

/** Called by the client-routing plugin when it is created: the pages will be rewritten. */
export function pagesWillBeRewritten(): () => void {
  let done = () => {};
  const promise = new Promise<void>((resolve) => (done = resolve));
  store[KEY] = {promise, done};
  return done;
}

/** Resolves once the pages are final: at once when no plugin rewrites them. */
export const pagesFinal = (): Promise<void> =>
  store[KEY]?.promise ?? Promise.resolve();
