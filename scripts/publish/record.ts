/**
 * What a build of the whole site leaves in its staged output folder for the next publish
 * (scripts/build.ts and the shards' merge, scripts/build-merge.ts, before the swap): the state
 * (state.ts) and, when it was a publish, the list of files that differ from the build it replaces,
 * for a deploy that uploads only those.
 */
import {existsSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {compareFolders, type FolderListing} from '../fileHashes';
import {isContentHashed} from '../../deploy/rules';
import {outputSummary, type OutputSummary} from '../shards';
import type {PublishPages} from '../../src/plugins/publish-pages/files';
import {
  checkClientBundle,
  type ClientBundle,
} from '../../src/plugins/client-routing/clientBundle';
import {isPublishFile, PUBLISH_FORMAT, type PublishState} from './state';
import {summarizeListing, summarizeOutput, writeState} from './stateFiles';
import {keepListing} from './keptListing';

/** The file listing what a publish changed, beside the state (left out of both). */
export const PUBLISH_CHANGES = '.publish-changes.json';

/**
 * Set by scripts/publish.ts: a file with the last build's files (writeFolderListing), the listing
 * that build kept (keptListing.ts) or the publish's own walk at its start, so the list of changes
 * does not walk that folder again. The folder is not written by a publish until the swap, after
 * the list.
 */
export const LAST_BUILD_FILES_ENV = 'NERKHNAMA_LAST_BUILD_FILES';

export interface PublishChanges {
  added: string[];
  changed: string[];
  removed: string[];
  /** Pages rendered by this build, of the routes of its locales. */
  rendered: number;
  routes: number;
  locales: number;
}

/** What a render left for the state, read once and removed (it is not part of the site). */
export function takePublishPages(file: string): PublishPages {
  const pages = JSON.parse(readFileSync(file, 'utf8')) as PublishPages;
  rmSync(file);
  return pages;
}

/**
 * The record of a shard's client compilation, taken out of the merged site (or why there is none:
 * a shard built by older code kept none, and the first publish then bundles the client side).
 */
export function takeShardClient(file: string): ClientBundle | string {
  if (!existsSync(file)) return `no record in ${file}`;
  const text = readFileSync(file, 'utf8');
  rmSync(file);
  try {
    return checkClientBundle(JSON.parse(text));
  } catch {
    return `${file} is not JSON (damaged)`;
  }
}

export function recordBuild(input: {
  /** What each locale's render kept for the state (takePublishPages). */
  pagesOf: (locale: string) => PublishPages;
  /** The record of each locale's client side, or why there is none (readClientBundle). */
  clientOf?: (locale: string) => ClientBundle | string;
  staging: string;
  /** The output folder the staged one replaces (compared with it when `publishing`). */
  target: string;
  /** `target`'s files as the publish handed them on (LAST_BUILD_FILES_ENV), if it did. */
  lastFiles?: FolderListing;
  /** `staging`'s files as the deploy config's walk and writes left them (scripts/deployFiles.ts), if known. */
  stagingFiles?: FolderListing;
  publishing: boolean;
  locales: readonly string[];
  code: string;
  codeFiles: Record<string, string>;
  content: Record<string, string>;
  gtagId: string;
  /** The moment the build published as of (state.ts). */
  now: string;
}): void {
  const pages: Record<string, Record<string, string>> = {};
  const sidebars: Record<string, Record<string, string>> = {};
  const lists: PublishState['lists'] = {};
  let rendered = 0;
  let routes = 0;
  const clockChanges: (string | undefined)[] = [];
  const clients: Record<string, ClientBundle> = {};
  for (const locale of input.locales) {
    const client = input.clientOf?.(locale);
    if (typeof client === 'object') clients[locale] = client;
    const written = input.pagesOf(locale);
    clockChanges.push(written.clockChange);
    pages[locale] = written.pages;
    sidebars[locale] = written.sidebar;
    lists[locale] = written.lists;
    rendered += written.rendered;
    routes += written.routes;
  }
  let output: OutputSummary | undefined;
  if (input.publishing) {
    const keep = (file: string) => !isPublishFile(file);
    const compared = compareFolders(
      input.target,
      input.staging,
      keep,
      isContentHashed,
      input.lastFiles,
      input.stagingFiles,
    );
    output = outputSummary(compared.sizes);
    const changes: PublishChanges = {
      ...compared.changes,
      rendered,
      routes,
      locales: input.locales.length,
    };
    writeFileSync(
      path.join(input.staging, PUBLISH_CHANGES),
      `${JSON.stringify(changes, null, 1)}\n`,
    );
  }
  writeState(input.staging, {
    format: PUBLISH_FORMAT,
    code: input.code,
    codeFiles: input.codeFiles,
    gtagId: input.gtagId,
    now: input.now,
    content: input.content,
    pages,
    sidebars,
    lists,
    ...(Object.keys(clients).length > 0 && {clients}),
    output:
      output ??
      (input.stagingFiles
        ? summarizeListing(input.stagingFiles)
        : summarizeOutput(input.staging)),
    ...(clockChanges.every((at) => at !== undefined) && {
      nextClockChange: clockChanges.sort()[0],
    }),
  });
  // Last: nothing is written below the root after it (keptListing.ts).
  if (input.stagingFiles) {
    keepListing(input.staging, input.target, input.stagingFiles);
  }
}
