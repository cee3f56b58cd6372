/** Core's client API, which `<Link>` calls as `window.docusaurus.prefetch/preload(path)` (core, client/exports/Link.js). Browser code. */

export interface ClientApi {
  prefetch(routePath: string): unknown;
  preload(routePath: string): unknown;
}

/**
 * Has `wrap` decorate core's client API as it is set. Core assigns `window.docusaurus` after the
 * client modules have run (core, client/clientEntry.js), so a setter catches it.
 */
export function wrapClientApi(wrap: (core: ClientApi) => ClientApi): void {
  let api: ClientApi | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => api,
    set: (value: ClientApi) => {
      api = wrap(value);
    },
  });
}
