/**
 * `<Link>` preloads a page on hover or touch through `window.docusaurus.preload` and drops the
 * promise, so on a flaky connection every hover logged an uncaught ChunkLoadError. Mark those
 * promises handled. A navigation still meets the failure through its own preload, which warns
 * and reloads the page as specified.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

interface ClientApi {
  prefetch(routePath: string): unknown;
  preload(routePath: string): unknown;
}

if (ExecutionEnvironment.canUseDOM) {
  let api: ClientApi | undefined;
  // Core assigns `window.docusaurus` after the client modules have run: wrap it as it is set.
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => api,
    set(value: ClientApi) {
      api = Object.freeze({
        prefetch: (routePath: string) => value.prefetch(routePath),
        preload(routePath: string) {
          const result = value.preload(routePath);
          if (result instanceof Promise) result.catch(() => undefined);
          return result;
        },
      });
    },
  });
}

export {};
