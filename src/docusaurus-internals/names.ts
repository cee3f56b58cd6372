/**
 * Names Docusaurus reads or writes that both the build and the browser use. Pure: the browser
 * bundle and the page's bootstrap take them from here. node/env.ts and the post-build tests
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

/**
 * theme-classic's markup (Infima classes) that the first-tap bootstrap answers before hydration:
 * the navbar's menu button and drawer (theme/Navbar/MobileSidebar, ejected here) and the
 * announcement bar's close button (theme/AnnouncementBar).
 */
export const THEME_MARKUP = {
  navbar: '.navbar',
  menuButton: '.navbar__toggle',
  drawer: '.navbar-sidebar',
  /** On `.navbar` while the drawer is shown; Infima's styles key on it. */
  drawerShown: 'navbar-sidebar--show',
  drawerDismiss: '.navbar-sidebar__backdrop,.navbar-sidebar__close',
  announcementClose: '.theme-announcement-bar button.close',
} as const;
