/**
 * One value per process, however many copies of the module asking for it are loaded: the site
 * config and the plugins may be loaded by different module loaders in one process, each with its
 * own copy of a module, and state one copy fills must be the state another reads.
 */
export function processShared<T>(name: string, create: () => T): T {
  const key = Symbol.for(`nerkhnama.${name}`);
  const store = globalThis as typeof globalThis & Record<symbol, unknown>;
  return (store[key] ??= create()) as T;
}
