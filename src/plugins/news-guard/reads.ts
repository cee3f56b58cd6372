/**
 * What one article's own check read besides the article: the tag and author keys it asked about
 * (or the whole list, when it searched or printed it) and the photos it looked at. The pre-flight
 * check keeps a file's result only while each of these reads would still answer the same.
 */
import {createHash} from 'node:crypto';
import {existsSync, statSync, type Stats} from 'node:fs';
import {inspectPhoto} from '../news-images/photos';
import type {FileContext, PhotoAccess} from './validate';

/** The keys a check asked about (key → found), and a digest of the list when it read the whole. */
interface KeyReads {
  asked: Array<[string, boolean]>;
  whole?: string;
}

export interface Reads {
  tags: KeyReads;
  authors: KeyReads;
  /** Absolute path → its stamp when read (fileStamp). */
  files: Array<[string, string]>;
}

/** The keys in their order: a "did you mean" and a listed set depend on both. */
const listDigest = (keys: Iterable<string>) =>
  createHash('sha1')
    .update([...keys].join('\0'))
    .digest('hex');

/** A set of keys that notes what is asked of it. */
class KeysRead implements ReadonlySet<string> {
  readonly asked = new Map<string, boolean>();
  whole = false;
  constructor(private readonly set: ReadonlySet<string>) {}
  has(key: string): boolean {
    const found = this.set.has(key);
    this.asked.set(key, found);
    return found;
  }
  get size(): number {
    this.whole = true;
    return this.set.size;
  }
  forEach(
    callback: (value: string, key: string, set: ReadonlySet<string>) => void,
    thisArg?: unknown,
  ): void {
    this.whole = true;
    this.set.forEach(callback, thisArg);
  }
  entries() {
    this.whole = true;
    return this.set.entries();
  }
  keys() {
    this.whole = true;
    return this.set.keys();
  }
  values() {
    this.whole = true;
    return this.set.values();
  }
  [Symbol.iterator]() {
    this.whole = true;
    return this.set[Symbol.iterator]();
  }
  toReads(): KeyReads {
    return {
      asked: [...this.asked],
      ...(this.whole && {whole: listDigest(this.set)}),
    };
  }
}

/**
 * A file's size and times, or `-` when there is none: enough to see that a photo was replaced
 * (the change time moves on every write and no tool sets it back).
 */
export function fileStamp(file: string): string {
  return stampOf(statSync(file, {throwIfNoEntry: false}));
}

function stampOf(stat: Stats | undefined): string {
  if (!stat) return '-';
  return stat.isFile() ? `${stat.size}:${stat.mtimeMs}:${stat.ctimeMs}` : 'd';
}

/** Written so recently that a second write in the same clock tick could keep its stamp. */
const RECENT_MS = 2000;

/** A context for one file's check that notes its reads (`reads()` after the check). */
export function noteReads(ctx: Omit<FileContext, 'photos'>): {
  ctx: FileContext;
  reads: () => Reads | undefined;
} {
  const tags = new KeysRead(ctx.tagKeys);
  const authors = new KeysRead(ctx.authorKeys);
  const files = new Map<string, string>();
  let racy = false;
  const note = (file: string) => {
    const stat = statSync(file, {throwIfNoEntry: false});
    if (stat && Date.now() - stat.ctimeMs < RECENT_MS) racy = true;
    files.set(file, stampOf(stat));
  };
  const photos: PhotoAccess = {
    exists: (file) => {
      note(file);
      return existsSync(file);
    },
    inspect: (file) => {
      note(file);
      return inspectPhoto(file);
    },
  };
  return {
    ctx: {tagKeys: tags, authorKeys: authors, photos},
    // A photo written a moment ago is not trusted to its stamp: the file is checked again next time.
    reads: () =>
      racy
        ? undefined
        : {tags: tags.toReads(), authors: authors.toReads(), files: [...files]},
  };
}

/** Whether each read would still answer as it did. */
export function readsHold(
  reads: Reads,
  ctx: Omit<FileContext, 'photos'>,
): boolean {
  const keysHold = (noted: KeyReads, keys: ReadonlySet<string>) =>
    noted.asked.every(([key, found]) => keys.has(key) === found) &&
    (noted.whole === undefined || noted.whole === listDigest(keys));
  return (
    keysHold(reads.tags, ctx.tagKeys) &&
    keysHold(reads.authors, ctx.authorKeys) &&
    reads.files.every(([file, stamp]) => fileStamp(file) === stamp)
  );
}
