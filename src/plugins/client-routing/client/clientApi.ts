/**
 * `window.docusaurus.prefetch/preload`, which `<Link>` calls when a link becomes visible or is
 * hovered or touched, taught about route data pages (core only knows the routes in its table),
 * with core's rule kept: nothing ahead of a click on data-saver or 2g connections. Prefetches wait in
 * src/lib/prefetchQueue.ts behind what the reader asked for. Also marks the
 * preload promises handled: `<Link>` drops them, so on a flaky connection each hover logged an
 * uncaught ChunkLoadError; a navigation still meets the failure through its own preload.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {
  wrapClientApi,
  type ClientApi,
} from '../../../docusaurus-internals/client/clientApi';
import {prefetches} from '@site/src/lib/prefetchQueue';
import {isRouteDataPath, prefetchRoute, preloadRoute} from './routeRuntime';

type Connection = {saveData?: boolean; effectiveType?: string};
const isSlowConnection = () => {
  const connection = (navigator as Navigator & {connection?: Connection})
    .connection;
  return Boolean(
    connection?.saveData || connection?.effectiveType?.includes('2g'),
  );
};

const prefetched = new Set<string>();
const preloaded = new Set<string>();

function wrap(core: ClientApi): ClientApi {
  return Object.freeze({
    prefetch(routePath: string) {
      if (isSlowConnection() || prefetched.has(routePath)) return false;
      prefetched.add(routePath);
      prefetches.add(async () =>
        isRouteDataPath(routePath)
          ? prefetchRoute(routePath)
          : core.prefetch(routePath),
      );
      return true;
    },
    preload(routePath: string) {
      let result: unknown;
      if (!isRouteDataPath(routePath)) result = core.preload(routePath);
      else if (isSlowConnection() || preloaded.has(routePath)) result = false;
      else {
        preloaded.add(routePath);
        result = preloadRoute(routePath);
      }
      // The page the reader points at comes before the pages merely in view.
      if (result instanceof Promise) {
        prefetches.yieldTo(result).catch(() => undefined);
      }
      return result;
    },
  });
}

if (ExecutionEnvironment.canUseDOM) wrapClientApi(wrap);

export {};
