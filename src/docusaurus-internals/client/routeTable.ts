/**
 * Docusaurus's client route table, extended at runtime with routes it never listed: the registry
 * and chunk-name table its ComponentCreator reads (core, client/exports/ComponentCreator.js), the
 * webpack runtime that loads a chunk's modules, and core's chunk-asset function. Browser code.
 */
import type {ComponentType} from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';
import generatedRegistry from '@generated/registry';
import generatedChunkNames from '@generated/routesChunkNames';
import siteConfig from '@generated/docusaurus.config';
import {routeChunkKey} from './chunkNames';

/** A registry entry: `[load, module name, webpack module id]`, as react-loadable takes them. */
type RegistryLoader = [() => Promise<unknown>, string, string | number];
// Plain objects at runtime (the client build's generated modules): extended in place.
const registry = generatedRegistry as unknown as Record<string, RegistryLoader>;
const routesChunkNames = generatedChunkNames as unknown as Record<
  string,
  unknown
>;

declare const __webpack_require__: ((
  id: string | number,
) => Record<string, unknown>) & {
  gca?: (chunkName: string) => string | undefined;
};

export type RouteComponent = ComponentType<Record<string, unknown>> & {
  preload: () => Promise<unknown>;
};

/** The site's base URL, from core's generated site config. */
export const {baseUrl} = siteConfig;

/** Registers how to load a chunk's module, unless the chunk is already known. */
export function registerChunk(
  chunkName: string,
  load: () => Promise<unknown>,
  moduleId: string | number,
): void {
  registry[chunkName] ??= [load, chunkName, moduleId];
}

/** Registers a route's chunk-name tree where ComponentCreator(path, hash) looks for it. */
export function registerRouteChunkNames(
  path: string,
  hash: string,
  chunkNames: unknown,
): void {
  routesChunkNames[routeChunkKey(path, hash)] = chunkNames;
}

/** A route's page component, made by core (react-loadable over the registry, inside the route's context). */
export const routeComponent = (path: string, hash: string) =>
  ComponentCreator(path, hash) as RouteComponent;

/** Core's not-found page component (its `*` route). */
export const notFoundComponent = () =>
  ComponentCreator('*', '') as RouteComponent;

/** A module of a loaded chunk by its webpack id, as `import()` would give it: JSON modules under `default`. */
export function requireModule(id: string | number): Record<string, unknown> {
  const exports = __webpack_require__(id);
  return exports.__esModule ? exports : {default: exports};
}

/**
 * The URL of a named chunk's JS file, from core's `__webpack_require__.gca` (webpack/plugins/
 * ChunkAssetPlugin.js); undefined when the bundler merged the chunk into another, as core's own
 * prefetch reads it.
 */
export function chunkAssetUrl(chunkName: string): string | undefined {
  if (typeof __webpack_require__.gca !== 'function') {
    throw new Error(
      "docusaurus-internals: the webpack runtime has no __webpack_require__.gca (core's ChunkAssetPlugin); chunk files cannot be prefetched.",
    );
  }
  const asset = __webpack_require__.gca(chunkName);
  return asset && !asset.includes('undefined') ? asset : undefined;
}
