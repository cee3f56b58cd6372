/**
 * The client bundle holds neither an article nor news data: a story, a correction or a market day
 * changes nothing it reads. So when none of the files the last build's client compilation read has
 * changed (its record, clientBundle.ts, kept in the publish state), a publish takes that build's
 * client side instead of bundling it: the files are linked from the last build (nothing writes a
 * built file in place), the client manifest and the record are put back where the rendering reads
 * them, and the route data is written from the record as after a bundling. Checked once the site is
 * loaded, so that the generated modules among those files are this build's: in the process that
 * would bundle both sides (bundle-sides, which then bundles the server side only), or, when each
 * side has a process of its own, by scripts/build.ts after the server side's.
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {
  changedInputs,
  checkClientBundle,
  clientBundleFile,
  type ClientBundle,
} from './clientBundle';
import {clientManifestPath} from '../../docusaurus-internals/node/generatedFiles';
import {linkWithGzipCopy} from '../publish-pages/linkOrCopy';

/**
 * Set by scripts/build.ts in a publish: a file holding the client records of the last build's
 * state, by locale, for the processes that may take that client side.
 */
export const LAST_CLIENT_SIDES_ENV = 'NERKHNAMA_LAST_CLIENT_SIDES';

export type LastClientSide =
  {bundle: ClientBundle; inputs: number} | {why: string};

/** The last build's client side of `locale`, when none of what it read changed; else why not. */
export function lastClientSide(
  clients: Readonly<Record<string, unknown>> | undefined,
  locale: string,
  siteDir: string,
): LastClientSide {
  const bundle = checkClientBundle(clients?.[locale]);
  if (typeof bundle === 'string') {
    return {why: `the last build's state has ${bundle} of it`};
  }
  const changed = changedInputs(siteDir, bundle.inputs);
  if (changed.length > 0) {
    return {
      why: `${changed.length === 5 ? 'these and maybe more of the files it read changed' : 'what it read changed'}: ${changed.join(', ')}`,
    };
  }
  return {bundle, inputs: Object.keys(bundle.inputs).length};
}

/** The client side as the last build wrote it, put where the rendering of this build reads it. */
export function takeClientSide(
  bundle: ClientBundle,
  {
    from,
    to,
    generatedDir,
  }: {
    /** The locale's output folder in the last build. */
    from: string;
    /** The locale's output folder in this one. */
    to: string;
    /** The locale's generated-files folder. */
    generatedDir: string;
  },
): void {
  for (const file of bundle.outputs) {
    mkdirSync(path.dirname(path.join(to, file)), {recursive: true});
    linkWithGzipCopy(path.join(from, file), path.join(to, file));
  }
  for (const [file, content] of [
    [
      clientManifestPath(generatedDir),
      JSON.stringify(bundle.manifest, null, 2),
    ],
    [clientBundleFile(generatedDir), JSON.stringify(bundle)],
  ]) {
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(file, content);
  }
}

/** The client sides the last build's state keeps, by locale (undefined when it keeps none). */
export function lastClientSides(
  stateFile: string,
): Record<string, unknown> | undefined {
  const state = JSON.parse(readFileSync(stateFile, 'utf8')) as {
    clients?: unknown;
  };
  return typeof state.clients === 'object' && state.clients !== null
    ? (state.clients as Record<string, unknown>)
    : undefined;
}

/** The client sides LAST_CLIENT_SIDES_ENV names, as a process of the publish reads them. */
export function handedClientSides(
  env: Record<string, string | undefined> = process.env,
): Record<string, unknown> | undefined {
  const file = env[LAST_CLIENT_SIDES_ENV];
  if (!file || !existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/** The line a publish prints for a locale's client side. */
export function describeClientSide(
  locale: string,
  last: LastClientSide,
): string {
  return 'why' in last
    ? `[publish] ${locale} client side: bundled, ${last.why}.`
    : `[publish] ${locale} client side: the last build's (none of the ${last.inputs.toLocaleString('en-US')} files its compilation read changed; ${last.bundle.outputs.length.toLocaleString('en-US')} files linked, nothing bundled).`;
}
