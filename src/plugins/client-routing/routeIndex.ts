/**
 * Route matching that does not scan every route, for the server bundle (static site generation).
 *
 * react-router's `<Switch>` and react-router-config's `matchRoutes` test routes one by one until
 * one matches, and react-router caches only 10,000 compiled paths. With thousands of articles each
 * rendered page scans thousands of routes and recompiles their regular expressions: SSG time grows
 * with the square of the archive (measured at 5,000 articles: half of SSG spent in `matchPath`).
 *
 * An exact route whose path is a literal (no parameters or wildcards) matches one pathname only,
 * up to case and a trailing slash, as react-router matches it by default. Such routes are indexed
 * by that key; the others are kept in a short list. The candidates for a pathname are the indexed
 * routes with its key plus every other route, in the original order, so the first match is the
 * route react-router would have picked. Pure, unit-tested in tests/unit/routeIndex.test.ts.
 */

export interface RouteLike {
  path?: string | readonly string[];
  exact?: boolean;
  strict?: boolean;
  sensitive?: boolean;
  routes?: readonly RouteLike[];
}

interface Index<R> {
  /** Literal exact routes by key, each list in route order, as positions in the array. */
  literal: Map<string, number[]>;
  /** Positions of every other route, in order. */
  others: number[];
  routes: readonly R[];
}

/** Characters path-to-regexp 1.x gives a meaning to; a path without them is matched literally. */
const PATTERN_SYNTAX = /[:*?+()[\]{}\\]/;

/** How react-router compares a literal path by default: any case, optional trailing slash. */
export function literalKey(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return trimmed.toLowerCase();
}

function isLiteralExact(route: RouteLike): route is RouteLike & {path: string} {
  return (
    typeof route.path === 'string' &&
    route.exact === true &&
    !route.strict &&
    !route.sensitive &&
    !PATTERN_SYNTAX.test(route.path)
  );
}

const indexes = new WeakMap<readonly RouteLike[], Index<RouteLike>>();

function indexOf<R extends RouteLike>(routes: readonly R[]): Index<R> {
  let index = indexes.get(routes) as Index<R> | undefined;
  if (!index) {
    index = {literal: new Map(), others: [], routes};
    routes.forEach((route, position) => {
      if (isLiteralExact(route)) {
        const key = literalKey(route.path);
        const list = index!.literal.get(key);
        if (list) list.push(position);
        else index!.literal.set(key, [position]);
      } else {
        index!.others.push(position);
      }
    });
    indexes.set(routes, index as Index<RouteLike>);
  }
  return index;
}

/** The routes that can match `pathname`, in their original order (a subset of `routes`). */
export function candidateRoutes<R extends RouteLike>(
  routes: readonly R[],
  pathname: string,
): R[] {
  const {literal, others} = indexOf(routes);
  const exact = literal.get(literalKey(pathname)) ?? [];
  const positions: number[] = [];
  // Merge two ascending lists of positions.
  let i = 0;
  let j = 0;
  while (i < exact.length || j < others.length) {
    if (j >= others.length || (i < exact.length && exact[i] < others[j])) {
      positions.push(exact[i++]);
    } else positions.push(others[j++]);
  }
  return positions.map((position) => routes[position]);
}
