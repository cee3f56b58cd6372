/**
 * Names Docusaurus reads or writes that both the build and the browser use. Pure: the browser
 * bundle and the page's inline bootstrap take them from here. node/env.ts and the post-build tests
 * check that the installed Docusaurus still uses each one.
 */

/** Set by `docusaurus build` and `start` before the site config loads (core, commands/build/buildLocale.js, commands/start/start.js). */
export const CURRENT_LOCALE_ENV = 'DOCUSAURUS_CURRENT_LOCALE';

/** `<html data-has-hydrated="true">` once React has hydrated the page (core, client/hasHydratedDataAttribute.js). */
export const HYDRATED_ATTRIBUTE = 'data-has-hydrated';

/** The React root, on `window` from the moment hydration starts (core, client/clientEntry.js). */
export const ROOT_GLOBAL = 'docusaurusRoot';

/** Set on `<html>` by theme-classic's inline script while an announcement is dismissed (theme-classic, lib/inlineScripts.js). */
export const ANNOUNCEMENT_DISMISSED_ATTRIBUTE =
  'data-announcement-bar-initially-dismissed';
