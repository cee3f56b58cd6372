/**
 * The pre-flight check's file records (fileRecord.ts) between runs, in one file under
 * node_modules/.cache: a header line (format, the code's digest, the site folder, a checksum of
 * the records) and the records, by file. Checked on load: a missing, damaged or other-version file,
 * or one of another site folder, gives no records, and the check then makes every record again.
 */
import {createHash} from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type {FileRecord} from './fileRecord';

const FORMAT = 1;

/** What the records were made by and for: the code (codeDigest.ts) and the site folder. */
export interface RecordOrigin {
  code: string;
  site: string;
}

interface Header extends RecordOrigin {
  format: number;
  sum: string;
}

/**
 * The folder, relative to the site, of the check's compile results and file records (a CI runner
 * restores it between builds: .github/workflows/build.yml).
 */
export const NEWS_CHECK_CACHE_DIR = 'node_modules/.cache/nerkhnama-news-check';

export const recordStoreFile = (siteDir: string) =>
  path.join(siteDir, NEWS_CHECK_CACHE_DIR, 'records.json');

const sumOf = (text: string) => createHash('sha1').update(text).digest('hex');

/** A record as this code writes it (the checksum covers the rest). */
function isRecord(value: unknown): value is FileRecord {
  const r = value as Partial<FileRecord> | null;
  return (
    typeof r?.digest === 'string' &&
    typeof r.compileKey === 'string' &&
    Array.isArray(r.own) &&
    Array.isArray(r.check?.problems) &&
    Array.isArray(r.reads?.files) &&
    Array.isArray(r.reads.tags?.asked) &&
    Array.isArray(r.reads.authors?.asked)
  );
}

/** The records of `file` (repository path → record) when it holds this origin's, else none. */
export function loadRecords(
  file: string,
  origin: RecordOrigin,
): Map<string, FileRecord> {
  const none = new Map<string, FileRecord>();
  if (!existsSync(file)) return none;
  try {
    const text = readFileSync(file, 'utf8');
    const newline = text.indexOf('\n');
    const header = JSON.parse(text.slice(0, newline)) as Partial<Header>;
    const body = text.slice(newline + 1);
    if (
      header.format !== FORMAT ||
      header.code !== origin.code ||
      header.site !== origin.site ||
      header.sum !== sumOf(body)
    ) {
      return none;
    }
    const records = new Map(
      Object.entries(JSON.parse(body) as Record<string, unknown>),
    );
    return [...records.values()].every(isRecord)
      ? (records as Map<string, FileRecord>)
      : none;
  } catch {
    return none;
  }
}

/** Writes the records of this run (those of deleted files drop out). */
export function saveRecords(
  file: string,
  origin: RecordOrigin,
  records: ReadonlyMap<string, FileRecord>,
): void {
  const body = JSON.stringify(Object.fromEntries(records));
  const header: Header = {format: FORMAT, ...origin, sum: sumOf(body)};
  mkdirSync(path.dirname(file), {recursive: true});
  // Beside it, then renamed: a check running meanwhile reads the old file or the new one, whole.
  const next = `${file}.${process.pid}`;
  writeFileSync(next, `${JSON.stringify(header)}\n${body}`);
  renameSync(next, file);
}
