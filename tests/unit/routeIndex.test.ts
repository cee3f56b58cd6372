import {describe, expect, it} from 'vitest';
import {matchPath} from 'react-router';
import {
  candidateRoutes,
  literalKey,
  type RouteLike,
} from '../../src/plugins/client-routing/routeIndex';

/** What react-router's <Switch> and matchRoutes pick: the first route that matches. */
const firstMatch = (routes: readonly RouteLike[], pathname: string) =>
  routes.find((route) =>
    route.path ? matchPath(pathname, route as {path: string}) : true,
  );

const routes: RouteLike[] = [
  {path: '/', exact: true},
  {path: '/news', exact: true},
  {path: '/news/page/:page', exact: true},
  {path: '/news/121530/سکه-بهار-آزادی', exact: true},
  {path: '/news/121532/دلار-۱۰۶-هزار', exact: true},
  {path: '/News/Upper', exact: true},
  {path: '/strict/x', exact: true, strict: true},
  {path: '/docs'}, // a prefix route (docs layout) and its children
  {path: '/news/121530/سکه-بهار-آزادی', exact: true}, // a duplicate: the first one wins
  {path: '*'},
];

describe('candidateRoutes', () => {
  it('keeps the literal exact route of the pathname and every non-literal route, in order', () => {
    const candidates = candidateRoutes(routes, '/news/121530/سکه-بهار-آزادی');
    expect(candidates.map((r) => r.path)).toEqual([
      '/news/page/:page',
      '/news/121530/سکه-بهار-آزادی',
      '/strict/x',
      '/docs',
      '/news/121530/سکه-بهار-آزادی',
      '*',
    ]);
    expect(candidates[1]).toBe(routes[3]);
  });

  it('drops every literal exact route of another path', () => {
    const candidates = candidateRoutes(routes, '/news/121532/دلار-۱۰۶-هزار');
    expect(candidates).not.toContain(routes[3]);
    expect(candidates).not.toContain(routes[0]);
    expect(candidates).toContain(routes[4]);
  });

  it.each([
    '/',
    '/news',
    '/news/',
    '/news/page/3',
    '/news/121530/سکه-بهار-آزادی',
    '/news/121530/سکه-بهار-آزادی/',
    '/news/121532/دلار-۱۰۶-هزار',
    '/news/unknown',
    '/news/upper',
    '/NEWS',
    '/strict/x',
    '/strict/x/',
    '/docs/intro',
    '/nowhere',
  ])('picks the route react-router picks for %s', (pathname) => {
    expect(firstMatch(candidateRoutes(routes, pathname), pathname)).toBe(
      firstMatch(routes, pathname),
    );
  });

  it('indexes an array once and answers for other arrays separately', () => {
    const nested: RouteLike[] = [
      {path: '/docs/intro', exact: true},
      {path: '/docs/faq', exact: true},
    ];
    expect(candidateRoutes(nested, '/docs/faq')).toEqual([nested[1]]);
    expect(candidateRoutes(routes, '/docs/faq').map((r) => r.path)).toEqual([
      '/news/page/:page',
      '/strict/x',
      '/docs',
      '*',
    ]);
  });

  it('compares as react-router does by default: any case, one optional trailing slash', () => {
    expect(literalKey('/News/X/')).toBe('/news/x');
    expect(literalKey('/')).toBe('/');
  });
});
