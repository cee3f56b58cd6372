/**
 * The checkout's digests a build hands its processes: its code (every file the build reads but the
 * content, one digest of them all and each file's own) and each content file's SHA-256, by path
 * relative to the site. A publish takes them before it starts the build, so the build and its
 * processes need not read the checkout again (at 30,000 stories a language, 60,000 files); a full
 * build takes them itself. The publish state records them (scripts/publish/state.ts), and the news
 * plugin names the stories it keeps between builds by them (news-blog/keptPosts.ts).
 */
import {readFileSync, writeFileSync} from 'node:fs';

export interface SourceDigests {
  code: string;
  codeFiles: Record<string, string>;
  content: Record<string, string>;
}

/** The file (`SourceDigests` as JSON) a build's processes read the digests from. */
export const SOURCE_DIGESTS_ENV = 'NERKHNAMA_SOURCE_DIGESTS';

/** A record of path → digest. */
export const isDigestMap = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((digest) => typeof digest === 'string');

export function writeSourceDigests(file: string, digests: SourceDigests) {
  writeFileSync(file, JSON.stringify(digests));
}

/** The digests in `file`, or undefined when it is missing or not of that shape. */
export function readSourceDigests(file: string): SourceDigests | undefined {
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as SourceDigests;
    return typeof value.code === 'string' &&
      isDigestMap(value.codeFiles) &&
      isDigestMap(value.content)
      ? value
      : undefined;
  } catch {
    return undefined;
  }
}

/** The digests the build handed this process (SOURCE_DIGESTS_ENV), if it did and they read back whole. */
export function handedSourceDigests(): SourceDigests | undefined {
  const file = process.env[SOURCE_DIGESTS_ENV];
  return file ? readSourceDigests(file) : undefined;
}
