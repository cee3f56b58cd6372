/**
 * `react-router-config` for the server bundle only (aliased by the client-routing plugin): the same
 * `renderRoutes` and `matchRoutes`, but each looks only at the routes that can match the pathname
 * (routeIndex.ts), so rendering one page no longer scans every article's route.
 */
import {
  matchPath,
  Router,
  useLocation,
  type match as Match,
  type SwitchProps,
} from 'react-router';
import type {MatchedRoute, RouteConfig} from 'react-router-config';
// The real module, by a request the alias (`react-router-config$`) does not catch.
import {renderRoutes as renderAllRoutes} from 'react-router-config/esm/react-router-config.js';
import {candidateRoutes} from '../routeIndex';

type Branch = MatchedRoute<object>[];
/** A static of react-router 5's Router, missing from its type declarations. */
const rootMatch = (pathname: string) =>
  (
    Router as unknown as {computeRootMatch(pathname: string): Match}
  ).computeRootMatch(pathname);

export function matchRoutes(
  routes: readonly RouteConfig[],
  pathname: string,
  branch: Branch = [],
): Branch {
  candidateRoutes(routes, pathname).some((route) => {
    const match = route.path
      ? matchPath(pathname, route)
      : branch.length
        ? branch[branch.length - 1].match
        : rootMatch(pathname);
    if (match) {
      branch.push({route, match});
      if (route.routes) matchRoutes(route.routes, pathname, branch);
    }
    return match;
  });
  return branch;
}

function CandidateRoutes({
  routes,
  extraProps,
  switchProps,
}: {
  routes: RouteConfig[];
  extraProps?: object;
  switchProps?: SwitchProps;
}) {
  const current = useLocation();
  const pathname = (switchProps?.location ?? current).pathname;
  return renderAllRoutes(
    candidateRoutes(routes, pathname),
    extraProps,
    switchProps,
  );
}

export function renderRoutes(
  routes: RouteConfig[] | undefined,
  extraProps?: object,
  switchProps?: SwitchProps,
) {
  return routes ? (
    <CandidateRoutes
      routes={routes}
      extraProps={extraProps}
      switchProps={switchProps}
    />
  ) : null;
}
