/**
 * What a build process wrote into its generated-files folder, so that the next process (the same
 * build's next side, or the next publish) need not write a module again whose content it already
 * holds. Docusaurus writes every generated module on every load in production (utils, emitUtils.js:
 * `generate` skips its comparison there), a data module per article and a props module per route:
 * at 5,000 stories a language, seconds of each of a publish's six processes spent writing files
 * that were already there, byte for byte.
 *
 * A file is left as it is only when the record says this content was written there and the file
 * still has the size and modification time it had just after: anything else about it (another
 * process, an editor, a deleted folder) and it is written again. Pure; the seam that writes is
 * `src/docusaurus-internals/node/openFiles.ts`.
 */
import {createHash} from 'node:crypto';

/** The record's format; another number, and the record is not read. */
export const WRITTEN_FILES_FORMAT = 1;

/** One written file: the SHA-1 of what was written, and the file's size and time just after. */
export interface WrittenFile {
  sha1: string;
  size: number;
  mtimeMs: number;
}

/** What the file on disk is now (a stat), or null when there is none. */
export interface OnDisk {
  size: number;
  mtimeMs: number;
}

export const contentDigest = (content: string | Uint8Array): string =>
  createHash('sha1').update(content).digest('hex');

/** Whether `file`'s write can be left out: the same content, and the file as it was left. */
export function stillWritten(
  record: WrittenFile | undefined,
  sha1: string,
  onDisk: OnDisk | null,
): boolean {
  return (
    record !== undefined &&
    onDisk !== null &&
    record.sha1 === sha1 &&
    record.size === onDisk.size &&
    record.mtimeMs === onDisk.mtimeMs
  );
}

const isWrittenFile = (value: unknown): value is WrittenFile => {
  const v = value as WrittenFile | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.sha1 === 'string' &&
    /^[0-9a-f]{40}$/.test(v.sha1) &&
    Number.isInteger(v.size) &&
    v.size >= 0 &&
    Number.isFinite(v.mtimeMs)
  );
};

/**
 * The record as a file holds it; an empty one, with the reason, when the text is not a record of
 * this format (damaged, cut short, another version), so that every file is written.
 */
export function parseWrittenFiles(text: string | null): {
  files: Map<string, WrittenFile>;
  problem?: string;
} {
  const files = new Map<string, WrittenFile>();
  if (text === null) return {files};
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return {files, problem: 'not JSON'};
  }
  const record = raw as {format?: unknown; files?: unknown};
  if (record?.format !== WRITTEN_FILES_FORMAT) {
    return {files, problem: `not of format ${WRITTEN_FILES_FORMAT}`};
  }
  if (typeof record.files !== 'object' || record.files === null) {
    return {files, problem: 'no files'};
  }
  for (const [file, entry] of Object.entries(record.files)) {
    if (!isWrittenFile(entry)) {
      return {files: new Map(), problem: `a damaged entry (${file})`};
    }
    files.set(file, entry);
  }
  return {files};
}

/** The record's text: the files this process wrote or found still written, by name, sorted. */
export const serializeWrittenFiles = (
  files: ReadonlyMap<string, WrittenFile>,
): string =>
  JSON.stringify({
    format: WRITTEN_FILES_FORMAT,
    files: Object.fromEntries(
      [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    ),
  });
