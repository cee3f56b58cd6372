/**
 * Route data files a publish takes from the last build. A news route's `route-data/{key}.json` is
 * made from the route's entry (its chunk names and the files they resolve to) and the values of its
 * data modules, JSON files in the generated folder that a build leaves as they are when their
 * content does not change (src/lib/writtenFiles.ts). Writing every one of them again read every data
 * module (at 30,000 stories a language, 46,000 files and 17 s a locale in each publish) and gave
 * every route data file a new identity, so the gzip copies and the list of changed files then read
 * each of them again to find it unchanged.
 *
 * Each build records, beside the generated modules, what each route data file was made from (a
 * digest of the entry and of each data module's identity: device, inode, size, modification time)
 * and the identity of the file it wrote or linked. A publish links the last build's file when the
 * inputs are the recorded ones and that file is still the one recorded; anything else (another
 * input, a data module written since, a file replaced, a damaged record) and the file is made as in
 * a full build.
 */
import {createHash} from 'node:crypto';
import {readFileSync, statSync, writeFileSync, type Stats} from 'node:fs';

export const ROUTE_DATA_RECORD = 'route-data-written.json';
const FORMAT = 1;

/** A route data file as written: what it was made from, and the file's identity just after. */
export interface WrittenRouteData {
  inputs: string;
  dev: number;
  ino: number;
  size: number;
  mtimeMs: number;
}

const isWritten = (value: unknown): value is WrittenRouteData => {
  const v = value as WrittenRouteData | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.inputs === 'string' &&
    [v.dev, v.ino, v.size, v.mtimeMs].every(Number.isFinite)
  );
};

/** The record in `file`; empty when there is none or it is damaged (every file is then made). */
export function readRouteDataRecord(
  file: string,
): Map<string, WrittenRouteData> {
  try {
    const raw = JSON.parse(readFileSync(file, 'utf8')) as {
      format?: unknown;
      files?: Record<string, unknown>;
    };
    if (raw.format !== FORMAT || typeof raw.files !== 'object' || !raw.files) {
      return new Map();
    }
    const entries = Object.entries(raw.files);
    return entries.every(([, entry]) => isWritten(entry))
      ? new Map(entries as Array<[string, WrittenRouteData]>)
      : new Map();
  } catch {
    return new Map();
  }
}

export function writeRouteDataRecord(
  file: string,
  files: ReadonlyMap<string, WrittenRouteData>,
): void {
  writeFileSync(
    file,
    JSON.stringify({format: FORMAT, files: Object.fromEntries(files)}),
  );
}

/**
 * What a route data file is made from: its entry, and each data module's identity. Undefined when a
 * data module is missing (the file is then made, and fails as it would have).
 */
export function routeDataInputs(
  entry: unknown,
  dataFiles: readonly string[],
): string | undefined {
  const hash = createHash('sha1').update(JSON.stringify(entry));
  for (const file of dataFiles) {
    const stat = statSync(file, {throwIfNoEntry: false});
    if (!stat) return undefined;
    hash.update(
      `\0${file}\0${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeMs}`,
    );
  }
  return hash.digest('hex');
}

/** The record of a file just written or linked with these inputs. */
export const writtenRouteData = (
  inputs: string,
  {dev, ino, size, mtimeMs}: Stats,
): WrittenRouteData => ({inputs, dev, ino, size, mtimeMs});

/** Whether the last build's file is the one recorded for these inputs. */
export function stillRecorded(
  recorded: WrittenRouteData | undefined,
  inputs: string | undefined,
  last: Stats | undefined,
): boolean {
  return (
    recorded !== undefined &&
    inputs !== undefined &&
    last !== undefined &&
    recorded.inputs === inputs &&
    recorded.dev === last.dev &&
    recorded.ino === last.ino &&
    recorded.size === last.size &&
    recorded.mtimeMs === last.mtimeMs
  );
}
