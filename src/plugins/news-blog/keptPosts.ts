/**
 * The stories a publish takes as the last build read them. Each process that loads the news has the
 * blog plugin read and process every story file (front matter, date, tags, authors, reading time):
 * about half a millisecond a story, some 15 s a locale at 30,000 stories a language, for files that
 * mostly did not change since the last build. Each post depends on its own file and on the code
 * alone (the blog's options, the tags and authors files, the packages: all in the build's code
 * digest, src/lib/sourceDigests.ts), so a post is kept with its file's digest and taken again while
 * the file has that digest and the code is the same.
 *
 * One file a locale under node_modules/.cache: the posts as the blog made them (before anything
 * adds its neighbours or the site's extras to them), each serialized on its own, so a post taken is
 * a fresh copy and one kept again is not serialized again. A full build reads every story and
 * leaves the file; a publish takes what it can. Another format, locale or code, or a file that does
 * not read back, and every story is read again after a line saying why. A post whose date did not
 * come from its front matter (the blog would take it from git or the file's times) is not kept, and
 * neither is one whose file changed while the build read it.
 */
import {createHash} from 'node:crypto';
import {mkdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import type {BlogPost} from '@docusaurus/plugin-content-blog';
import type {
  BlogPostsReader,
  BlogSource,
} from '../../docusaurus-internals/node/blogPosts';

const FORMAT = 1;

const KEPT_POSTS_DIR = 'node_modules/.cache/nerkhnama-news-posts';

export const keptPostsFile = (siteDir: string, locale: string) =>
  path.join(siteDir, KEPT_POSTS_DIR, `${locale}.v8`);

/** A post kept: its source file's digest and the post serialized, or null for a draft. */
interface KeptPost {
  digest: string;
  post: Uint8Array | null;
}

interface Stored {
  format: number;
  locale: string;
  code: string;
  /** source (`@site/news/….md`) → its kept post. */
  posts: Map<string, KeptPost>;
}

/** The posts kept in `file` for this locale and code, or why none can be taken. */
export function readKeptPosts(
  file: string,
  expected: {locale: string; code: string},
): {posts: Map<string, KeptPost>} | {problem: string} {
  let stored: Partial<Stored> | null;
  try {
    stored = v8.deserialize(readFileSync(file)) as Partial<Stored> | null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return {problem: 'none kept yet'};
    }
    return {problem: 'not readable'};
  }
  if (!stored || stored.format !== FORMAT || !(stored.posts instanceof Map)) {
    return {problem: 'of another format'};
  }
  if (stored.locale !== expected.locale) {
    return {problem: `of another locale (${String(stored.locale)})`};
  }
  if (stored.code !== expected.code) {
    return {problem: 'kept by another version of the code'};
  }
  return {posts: stored.posts};
}

/** Writes beside the file and renames, so a process never reads half of it. */
function writeKeptPosts(
  file: string,
  kept: {locale: string; code: string; posts: Map<string, KeptPost>},
): void {
  mkdirSync(path.dirname(file), {recursive: true});
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, v8.serialize({format: FORMAT, ...kept}));
  renameSync(partial, file);
}

const sha256 = (bytes: Buffer) =>
  createHash('sha256').update(bytes).digest('hex');

/** Whether a post is the same whenever its file is: its date is written in it. */
const keepable = (post: BlogPost | null) =>
  post === null || post.metadata.frontMatter.date !== undefined;

export interface KeptPostsOptions {
  file: string;
  siteDir: string;
  locale: string;
  code: string;
  /** Content file (relative to the site, `/`-separated) → SHA-256, as the build took them. */
  digests: Readonly<Record<string, string>>;
  /** Take kept posts (a publish); else read every story and keep them (a full build). */
  take: boolean;
  log?: (line: string) => void;
}

/** The blog's reader (docusaurus-internals/node/blogPosts.ts) that takes and keeps posts. */
export function keptPostsReader(options: KeptPostsOptions): BlogPostsReader {
  const {file, siteDir, locale, code, digests, take} = options;
  const log = options.log ?? console.log;
  return async (sources, processSome) => {
    const started = performance.now();
    const found = take
      ? readKeptPosts(file, {locale, code})
      : {problem: 'a full build reads every story'};
    if ('problem' in found && take && found.problem !== 'none kept yet') {
      log(
        `[news] ${locale}: the stories kept in ${path.relative(siteDir, file)} are ${found.problem}; reading every story.`,
      );
    }
    const kept = 'posts' in found ? found.posts : new Map<string, KeptPost>();
    const digestOf = (source: BlogSource) =>
      digests[
        path.relative(siteDir, source.absolute).split(path.sep).join('/')
      ];
    const next = new Map<string, KeptPost>();
    const toRead: BlogSource[] = [];
    for (const source of sources) {
      const digest = digestOf(source);
      const post = kept.get(source.source);
      if (digest !== undefined && post?.digest === digest) {
        next.set(source.source, post);
      } else toRead.push(source);
    }
    const read =
      toRead.length > 0
        ? await processSome(toRead)
        : new Map<string, BlogPost | null>();
    for (const source of toRead) {
      const post = read.get(source.source) ?? null;
      const digest = digestOf(source);
      // Kept only as the file still is, as of the digests the build recorded.
      if (
        digest !== undefined &&
        keepable(post) &&
        sha256(readFileSync(source.absolute)) === digest
      ) {
        next.set(source.source, {
          digest,
          post: post && v8.serialize(post),
        });
      }
    }
    const posts = sources.map((source) => {
      if (read.has(source.source)) return read.get(source.source) ?? null;
      const bytes = next.get(source.source)!.post;
      return bytes && (v8.deserialize(bytes) as BlogPost);
    });
    const unchanged =
      toRead.length === 0 && next.size === kept.size && 'posts' in found;
    if (!unchanged) writeKeptPosts(file, {locale, code, posts: next});
    if (take) {
      log(
        `[news] ${locale}: ${sources.length - toRead.length} stories as the last build read them, ${toRead.length} read (${((performance.now() - started) / 1000).toFixed(1)} s)`,
      );
    }
    return posts;
  };
}
