/**
 * The marks the page's bootstrap (src/plugins/client-routing/bootstrap/) reads and leaves in the HTML
 * while the app is not there yet, shared with the React components that adopt them on mount. They are
 * attributes, never text: React keeps attribute changes made before hydration, a changed text would not match.
 */

/** On a copy control: `code` copies the text of the block's <code>, `href` the link's href. */
export const COPY_ATTRIBUTE = 'data-nn-copy';

/** Set while a copy control shows its copied state; the styles key on it. */
export const COPIED_ATTRIBUTE = 'data-copied';

/** How long a code block's button says "copied". */
export const COPIED_MS = 2000;

/** Set on <html> when the reader closed the announcement before hydration. */
export const ANNOUNCEMENT_CLOSED_ATTRIBUTE = 'data-nn-announcement-closed';

/** The search box's root (components/SearchBox); `data-open` on it shows the overlay, as the styles key on it. */
export const SEARCH_ATTRIBUTE = 'data-nn-search';
export const SEARCH_OPEN_ATTRIBUTE = 'data-open';
/** On the search box's root: the URL of the locale's pagefind.js. */
export const SEARCH_BUNDLE_ATTRIBUTE = 'data-nn-pagefind';
/** On the overlay's close button. */
export const SEARCH_CLOSE_ATTRIBUTE = 'data-nn-search-close';
