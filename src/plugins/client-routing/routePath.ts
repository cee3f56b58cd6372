/**
 * The path a route is registered under, from a location's pathname: decoded (Persian slugs are
 * percent-encoded in the address bar, decoded in the route table), without `.html`,
 * `/index.html` or a trailing slash. Pure, shared by the browser runtime and its tests.
 */
export function normalizePath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURI(path);
  } catch {
    // a malformed escape: keep the raw path, which then resolves to not found
  }
  return path.replace(/(?:\/index)?\.html$/, '').replace(/\/+$/, '') || '/';
}

/** Whether a pathname falls under one of the route-data prefixes (e.g. /news, /en/news). */
export function isUnderPrefix(
  pathname: string,
  prefixes: readonly string[],
): boolean {
  const path = normalizePath(pathname);
  return prefixes.some(
    (prefix) => path === prefix || path.startsWith(`${prefix}/`),
  );
}
