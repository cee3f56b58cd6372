/**
 * A publish of a large archive bundles each locale's client side in a process of its own, and the
 * client bundle holds neither an article nor news data: a story, a correction or a market day
 * changes nothing it reads. So when none of the files the last build's client compilation read has
 * changed (its record, src/plugins/client-routing/clientBundle.ts, kept in the publish state), the
 * publish takes that build's client files instead of starting the process: the files are linked
 * from the last build (nothing writes a built file in place), the client manifest and the record
 * are put back where the rendering reads them, and the rendering writes the route data from the
 * record as after a bundling. Checked after the locale's server side has loaded the site, so the
 * generated modules among those files are this build's.
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {
  changedInputs,
  checkClientBundle,
  clientBundleFile,
  type ClientBundle,
} from '../../src/plugins/client-routing/clientBundle';
import {clientManifestPath} from '../../src/docusaurus-internals/node/generatedFiles';
import {linkOrCopy} from '../../src/plugins/publish-pages/linkOrCopy';

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
    linkOrCopy(path.join(from, file), path.join(to, file));
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
