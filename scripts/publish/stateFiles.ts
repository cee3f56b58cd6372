/** The files side of the publish state (state.ts): digests of the checkout, reading and writing the state. */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {filesUnder} from '../shardFolders';
import {listFolder, type FolderListing} from '../fileHashes';
import {isSourcePath, outputSummary, type OutputSummary} from '../shards';
import {PUBLISH_STATE} from '../../src/plugins/publish-pages/files';
import {
  isContentPath,
  isOutsideTheBuild,
  isPublishFile,
  type PublishState,
} from './state';

/** The folders content lives in (state.ts, isContentPath). */
const CONTENT_DIRS = ['news', 'i18n', 'static/img/photos', 'market/days'];

const sha256 = (bytes: Buffer | string) =>
  createHash('sha256').update(bytes).digest('hex');

/**
 * Everything the build reads but the content (state.ts, `code` and `codeFiles`): each file's
 * digest, and one digest of them all.
 */
export function codeFingerprint(siteDir: string): {
  code: string;
  codeFiles: Record<string, string>;
} {
  const codeFiles: Record<string, string> = {};
  const whole = createHash('sha256');
  for (const file of filesUnder(
    siteDir,
    (file) => isSourcePath(file) && !isOutsideTheBuild(file),
  )) {
    if (isContentPath(file)) continue;
    codeFiles[file] = sha256(readFileSync(path.join(siteDir, file)));
    whole.update(`${file}\0${codeFiles[file]}\0`);
  }
  return {code: whole.digest('hex'), codeFiles};
}

/** Content file → sha256 of its bytes. */
export function contentDigests(siteDir: string): Record<string, string> {
  const digests: Record<string, string> = {};
  for (const dir of CONTENT_DIRS) {
    if (!existsSync(path.join(siteDir, dir))) continue;
    for (const file of filesUnder(path.join(siteDir, dir))) {
      const relative = `${dir}/${file}`;
      if (!isContentPath(relative)) continue;
      digests[relative] = sha256(readFileSync(path.join(siteDir, relative)));
    }
  }
  return digests;
}

/** The summary of a walk of an output folder (listFolder, the publish's own files left out). */
export const summarizeListing = (listing: FolderListing): OutputSummary =>
  outputSummary([...listing].map(([file, {size}]) => [file, size] as const));

/** What the output folder holds, the publish's own files left out. */
export const summarizeOutput = (outDir: string): OutputSummary =>
  summarizeListing(listFolder(outDir, (file) => !isPublishFile(file)));

/** The state file's text, or undefined when there is none. */
export function readStateText(outDir: string): string | undefined {
  const file = path.join(outDir, PUBLISH_STATE);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

export function writeState(outDir: string, state: PublishState): void {
  writeFileSync(
    path.join(outDir, PUBLISH_STATE),
    `${JSON.stringify(state, null, 1)}\n`,
  );
}
