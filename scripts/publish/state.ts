/**
 * What `npm run publish` keeps between builds, in the output folder beside the site
 * (`build/.publish.json`), and the checks it passes before a publish trusts it. Like a shard's
 * manifest (shards.ts): missing, damaged, written by other code, or describing other files than
 * the folder holds, it is not used, and the publish builds the whole site instead. Pure: the
 * files are read and written by stateFiles.ts.
 */
import type {OutputSummary} from '../shards';
import {isDigestMap} from '../../src/lib/sourceDigests';
import {nextTehranDay} from '../../src/lib/clockChange';
import type {ListLayout} from '../../src/lib/listLayout';
import type {ClientBundle} from '../../src/plugins/client-routing/clientBundle';
/** Bumped when the state or the rules change meaning: an older state then means a full build. */
export const PUBLISH_FORMAT = 5;

export interface PublishState {
  format: number;
  /** A digest of everything the build reads except the content: code, config, dependencies, tags and authors. */
  code: string;
  /** Each of those files → its digest, `code` in detail: a fallback names the files that changed. */
  codeFiles: Record<string, string>;
  /** The analytics id the pages carry (`GTAG_ID`). */
  gtagId: string;
  /**
   * The moment the build published as of (`NERKHNAMA_NOW`, else the clock when it started), as an
   * ISO date: it decides which scheduled stories are in and whether a breaking story still leads.
   */
  now: string;
  /** Content file (articles, photos, market days) → its digest, as the build read them. */
  content: Record<string, string>;
  /** Locale → page route → a digest of the inputs the page shows (publish/pageRules.ts). */
  pages: Record<string, Record<string, string>>;
  /**
   * Locale → the sidebar entries its pages may show, permalink → a digest of the entry: pages a
   * publish copied keep the sidebar of the build that rendered them (publish/pageRules.ts).
   */
  sidebars: Record<string, Record<string, string>>;
  /**
   * Locale → each news list's layout by its first page's route (src/lib/listLayout.ts): a publish
   * keeps the pages after the first ones as this build cut them.
   */
  lists: Record<string, Record<string, ListLayout>>;
  /**
   * Locale → the record of its client compilation (src/plugins/client-routing/clientBundle.ts): a
   * publish takes that client side unbundled while nothing it read changes (lastClientSide.ts).
   */
  clients?: Record<string, ClientBundle>;
  /** What the output folder held when the state was written, itself left out. */
  output: OutputSummary;
  /**
   * The first moment after `now` at which the clock alone changes the site (src/lib/clockChange.ts),
   * the earliest of the locales'; until then a publish with nothing changed has nothing to write.
   */
  nextClockChange?: string;
}

/** What the current checkout and output folder are, to hold a state against. */
export interface StateExpectation {
  code: string;
  codeFiles: Record<string, string>;
  gtagId: string;
  locales: readonly string[];
  /**
   * What the output folder holds now; undefined when its build's kept listing shows it holds what
   * that build left (keptListing.ts), which the state's summary was taken from.
   */
  output?: OutputSummary;
}

/**
 * The state, or the one line saying why it cannot be used (then the publish builds everything).
 * `text` is undefined when there is no state file.
 */
export function checkState(
  text: string | undefined,
  expected: StateExpectation,
  where: string,
): PublishState | string {
  const fallback = (why: string) => `${why}; running a full build.`;
  if (text === undefined) {
    return fallback(
      `no state in ${where} (the last build did not write one, or there is no last build)`,
    );
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return fallback(`the state in ${where} is not JSON (damaged)`);
  }
  const state = data as Partial<PublishState> | null;
  if (typeof state !== 'object' || state === null || Array.isArray(state)) {
    return fallback(`the state in ${where} is not an object (damaged)`);
  }
  if (state.format !== PUBLISH_FORMAT) {
    return fallback(
      `the state in ${where} has format ${String(state.format)}, this code writes ${PUBLISH_FORMAT} (written by another version of the code)`,
    );
  }
  if (
    typeof state.code !== 'string' ||
    typeof state.gtagId !== 'string' ||
    typeof state.now !== 'string' ||
    Number.isNaN(Date.parse(state.now)) ||
    !isDigestMap(state.codeFiles) ||
    !isDigestMap(state.content) ||
    typeof state.pages !== 'object' ||
    state.pages === null ||
    !expected.locales.every((locale) => isDigestMap(state.pages?.[locale])) ||
    typeof state.sidebars !== 'object' ||
    state.sidebars === null ||
    !expected.locales.every((locale) =>
      isDigestMap(state.sidebars?.[locale]),
    ) ||
    !expected.locales.every((locale) => areLayouts(state.lists?.[locale])) ||
    typeof state.output?.digest !== 'string'
  ) {
    return fallback(
      `the state in ${where} lacks fields or a locale's pages or lists (damaged)`,
    );
  }
  if (state.code !== expected.code) {
    const files = describeChanges(
      contentChanges(state.codeFiles, expected.codeFiles),
    );
    return fallback(
      `state in ${where} was written by another version of the code${files && ` (${files})`}`,
    );
  }
  if (state.gtagId !== expected.gtagId) {
    return fallback(
      `state in ${where} was written for another analytics id (GTAG_ID)`,
    );
  }
  const {output} = state;
  if (
    expected.output &&
    (output.files !== expected.output.files ||
      output.bytes !== expected.output.bytes ||
      output.digest !== expected.output.digest)
  ) {
    return fallback(
      `the output folder holds ${expected.output.files} files (${expected.output.bytes} bytes) where the build that wrote ${where} left ${output.files} (${output.bytes} bytes), or other ones (changed since)`,
    );
  }
  return state as PublishState;
}

function areLayouts(value: unknown): value is Record<string, ListLayout> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every(
      (layout: Partial<ListLayout> | null) =>
        typeof layout === 'object' &&
        layout !== null &&
        Array.isArray(layout.pages) &&
        layout.pages.every(
          (page) =>
            Array.isArray(page) && page.every((id) => Number.isInteger(id)),
        ) &&
        Number.isInteger(layout.fresh) &&
        Number.isInteger(layout.count) &&
        Number.isInteger(layout.settledCount),
    )
  );
}

export interface ContentChanges {
  added: string[];
  changed: string[];
  removed: string[];
}

/** Which files were added, changed or removed since the state was written (content or code digests). */
export function contentChanges(
  last: Readonly<Record<string, string>>,
  now: Readonly<Record<string, string>>,
): ContentChanges {
  const files = (keep: (file: string) => boolean, from: object) =>
    Object.keys(from).filter(keep).sort();
  return {
    added: files((file) => !(file in last), now),
    changed: files((file) => file in last && last[file] !== now[file], now),
    removed: files((file) => !(file in now), last),
  };
}

/**
 * Whether a publish at `now` has nothing to write: no content file changed since the last build,
 * and the clock has not reached a moment that changes the site since it (state.nextClockChange). A
 * state without that moment, or with one past the Tehran day after the build's (which no build
 * writes: a damaged state), or a clock gone back before the last build, never counts as nothing.
 */
export function nothingToPublish(
  last: Pick<PublishState, 'now' | 'nextClockChange'>,
  changes: ContentChanges,
  now: Date,
): boolean {
  if (changes.added.length + changes.changed.length + changes.removed.length) {
    return false;
  }
  const since = Date.parse(last.now);
  const until = Date.parse(last.nextClockChange ?? '');
  const at = now.getTime();
  const latest = Number.isFinite(since)
    ? nextTehranDay(new Date(since)).getTime()
    : NaN;
  return since <= at && at < until && until <= latest;
}

/** How many files of each kind a fallback line names; the rest are counted. */
const NAMED_FILES = 3;

/** `changed: a, b; added: c and 2 more`, or '' when no file differs. */
export function describeChanges(changes: ContentChanges): string {
  return (['changed', 'added', 'removed'] as const)
    .filter((kind) => changes[kind].length > 0)
    .map((kind) => {
      const files = changes[kind];
      const more = files.length - NAMED_FILES;
      return `${kind}: ${files.slice(0, NAMED_FILES).join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
    })
    .join('; ');
}

/**
 * Files of the checkout no build reads: the tests, the developers' and operators' documents, CI,
 * the tools' own settings, and the scripts that only measure or check a site (the benchmark, the
 * conformance and newsroom-week runs, the shard and swizzle checks, the load test, the test runner).
 * A change to them is neither content nor code to a publish, so a fixed typo in the docs or a new
 * figure in the benchmark does not cost the next publish a full build. Nothing the build runs
 * imports from them (tests/unit/buildInputs.test.ts).
 */
export function isOutsideTheBuild(relativePath: string): boolean {
  return (
    /^(tests|docs|\.github|\.ci)(\/|$)/.test(relativePath) ||
    /^scripts\/(bench|conformance|newsroom-week)(\/|$)/.test(relativePath) ||
    /^scripts\/(check-shards|check-swizzles|load-test|test|bench-search)(\.m?ts|\.mjs)?$/.test(
      relativePath,
    ) ||
    /^(README|EDITORS)\.md$/.test(relativePath) ||
    /^(playwright\.config\.ts|vitest(\.internals)?\.config\.mts|eslint\.config\.mjs|knip\.json|\.prettierrc|\.prettierignore)$/.test(
      relativePath,
    )
  );
}

/**
 * Not part of the site: what a build keeps in its output folder for the next publish (the state at
 * the root, each locale's page facts in its folder: src/plugins/publish-pages/pageFacts.ts).
 */
export const isPublishFile = (relativePath: string) =>
  /(^|\/)\.publish[^/]*$/.test(relativePath);

/** The files the site reads as content: a publish follows them; any other change is a change of code. */
export function isContentPath(relativePath: string): boolean {
  return (
    /^news\/[^/]+\.mdx?$/.test(relativePath) ||
    /^i18n\/[^/]+\/docusaurus-plugin-content-blog\/[^/]+\.mdx?$/.test(
      relativePath,
    ) ||
    relativePath.startsWith('static/img/photos/') ||
    /^market\/days\/[^/]+\.ya?ml$/.test(relativePath)
  );
}
