/** The names the publish-pages plugin and the build scripts share (scripts/publish.ts, scripts/build.ts). */
import path from 'node:path';

/** The publish state's file name, at the root of the output folder (scripts/publish/state.ts). */
export const PUBLISH_STATE = '.publish.json';

/** Set by scripts/publish.ts: the last build's output folder, whose state the render follows. */
export const PUBLISH_FROM_ENV = 'NERKHNAMA_PUBLISH_FROM';

/** What a render process leaves for the build script about its locale. */
export interface PublishPages {
  /** Page route → a digest of the inputs it shows (pageRules.ts). */
  pages: Record<string, string>;
  /** How many routes the process rendered, of how many. */
  rendered: number;
  routes: number;
}

/** Where a render leaves its locale's PublishPages. */
export const publishPagesFile = (generatedFilesDir: string, locale: string) =>
  path.join(generatedFilesDir, `publish-pages-${locale}.json`);
