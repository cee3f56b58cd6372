/**
 * The indexable text of built pages between builds, by the digest of each page's HTML: reading a
 * page's body (`bodyText`) parses the whole page, and a build reads every page of the archive, the
 * ones a publish copied unchanged too. One file a locale under node_modules/.cache, one entry a line
 * (never the archive's text as one string): a full build writes it beside and renames it, holding
 * that build's pages only, so it does not grow with old ones; a publish adds the texts it read to
 * its end (`bodyAppender`).
 *
 * Checked on load: a file of another format or other code, or any entry whose checksum does not
 * match, gives no entries at all (with the reason), and every page is then read again.
 */
import {createHash} from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
} from 'node:fs';
import {rename, rm} from 'node:fs/promises';
import {once} from 'node:events';
import {createInterface} from 'node:readline';
import path from 'node:path';
import {maskStaticRegions} from '../../lib/staticRegion';

const FORMAT = 2;

export const SEARCH_CACHE_DIR = 'node_modules/.cache/nerkhnama-search';

export const bodyCacheFile = (siteDir: string, locale: string) =>
  path.join(siteDir, SEARCH_CACHE_DIR, `${locale}.ndjson`);

const sha1 = (...parts: string[]) => {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
};

/**
 * The key of a page's text: its HTML as the build wrote it, but for the regions that may be older
 * than the page, which its text leaves out (records.ts): a publish that corrects a copied page's
 * latest headlines does not read the page again.
 */
export const pageKey = (html: string) => sha1(maskStaticRegions(html));

/** What a reader of the cache found: its entries, and why there are none when it had some. */
interface LoadedBodies {
  bodies: Map<string, string>;
  unusable?: string;
}

/** The entries of `file` when `code` (the digest of the code that reads bodies) wrote them all. */
export async function loadBodies(
  file: string,
  code: string,
): Promise<LoadedBodies> {
  const bodies = new Map<string, string>();
  if (!existsSync(file)) return {bodies};
  const none = (unusable: string) => ({bodies: new Map(), unusable});
  const lines = createInterface({input: createReadStream(file)});
  let header = true;
  try {
    for await (const line of lines) {
      const entry = JSON.parse(line) as unknown;
      if (header) {
        const {format, code: written} = entry as {
          format?: number;
          code?: string;
        };
        if (format !== FORMAT) return none(`format ${format}, not ${FORMAT}`);
        if (written !== code) return none('written by other code');
        header = false;
        continue;
      }
      const [key, body, sum] = entry as [unknown, unknown, unknown];
      if (
        typeof key !== 'string' ||
        typeof body !== 'string' ||
        sum !== sha1(key, body)
      ) {
        return none(`a damaged entry at line ${bodies.size + 2}`);
      }
      bodies.set(key, body);
    }
  } catch (error) {
    return none(`unreadable (${(error as Error).message})`);
  } finally {
    lines.close();
  }
  return header ? none('empty') : {bodies};
}

/** What keeps a build's page texts: each added once, then closed (or discarded on failure). */
export interface BodyKeeper {
  add(key: string, body: string): Promise<void>;
  close(): Promise<void>;
  discard(): Promise<void>;
}

/** One entry's line, with the checksum `loadBodies` checks it by. */
const entryLine = (key: string, body: string) =>
  `${JSON.stringify([key, body, sha1(key, body)])}\n`;

/** Writes this build's entries, one at a time, beside `file`; `close` renames them into place. */
export function bodyWriter(file: string, code: string): BodyKeeper {
  mkdirSync(path.dirname(file), {recursive: true});
  const next = `${file}.${process.pid}`;
  const out = createWriteStream(next);
  const failed = new Promise<never>((_, reject) => out.on('error', reject));
  failed.catch(() => undefined); // reported by `close`
  out.write(`${JSON.stringify({format: FORMAT, code})}\n`);
  return {
    async add(key: string, body: string): Promise<void> {
      if (!out.write(entryLine(key, body))) {
        await Promise.race([failed, once(out, 'drain')]);
      }
    },
    async close(): Promise<void> {
      await Promise.race([
        failed,
        new Promise<void>((resolve) => out.end(resolve)),
      ]);
      await rename(next, file);
    },
    /** Leaves the kept entries as they were (a build that failed half-way). */
    async discard(): Promise<void> {
      out.destroy();
      // The stream opens its file asynchronously: removed before it is closed, the file could be
      // created after the removal (seen on a busy machine).
      if (!out.closed) await once(out, 'close');
      await rm(next, {force: true});
    },
  };
}

/**
 * A publish's keeper: adds to `file`, which `loadBodies` has just read whole into `known`, only the
 * texts it does not hold. A publish copies nearly every page from the last build, whose texts the
 * file already holds, so writing it again whole (150 MB a locale at 30,000 stories, every text
 * hashed again) cost each locale's process about 1.5 s for the few dozen pages it rendered. The
 * file then also holds the texts of pages since replaced, a few dozen a publish, until the next
 * full build writes it anew with its own pages only. An entry cut short (the process stopped
 * mid-line) makes the whole file unusable to the next reader, which then reads every page again.
 */
export function bodyAppender(
  file: string,
  known: ReadonlyMap<string, string>,
): BodyKeeper {
  const out = createWriteStream(file, {flags: 'a'});
  const failed = new Promise<never>((_, reject) => out.on('error', reject));
  failed.catch(() => undefined); // reported by `close`
  const added = new Set<string>();
  const end = () =>
    Promise.race([failed, new Promise<void>((resolve) => out.end(resolve))]);
  return {
    async add(key: string, body: string): Promise<void> {
      if (known.has(key) || added.has(key)) return;
      added.add(key);
      if (!out.write(entryLine(key, body))) {
        await Promise.race([failed, once(out, 'drain')]);
      }
    },
    close: end,
    // Whole entries are true whatever the build did next: they stay.
    discard: end,
  };
}
