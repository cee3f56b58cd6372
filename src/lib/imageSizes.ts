/**
 * The `sizes` of every responsive picture: the width each one is drawn at, per breakpoint, as the
 * layout draws it (measured at 390, 800 and 1280 px). A browser picks its file from the srcset by
 * this width before the layout exists, so a `100vw` on a 5.5rem thumbnail fetches a file four
 * times too wide. Change these with the CSS they describe (NewsCard, NewsGrid, the article page).
 */

/** A list row's thumbnail (NewsCard's narrow rows, related articles): 5.5rem at every width. */
export const ROW_THUMB_SIZES = '88px';

/**
 * A card in a full-width list (news list, tag pages, the home page's latest news): a row's
 * thumbnail while the list is narrower than 600 px (a phone), then a grid of two columns, then
 * three beside the sidebar from 997 px.
 */
export const GRID_CARD_SIZES =
  '(min-width: 997px) 270px, (min-width: 632px) 48vw, 88px';

/**
 * The lead story's picture: the list's whole width on a phone, its first column (1.25 of 2.25)
 * once the list passes 700 px, beside the sidebar or the top stories from 997 px.
 */
export const LEAD_CARD_SIZES =
  '(min-width: 997px) 460px, (min-width: 732px) 56vw, calc(100vw - 2rem)';

/** The article's lead picture: the column's width. */
export const ARTICLE_LEAD_SIZES =
  '(min-width: 997px) 640px, calc(100vw - 2rem)';

/** A photo in the article's body: the reading measure's width. */
export const ARTICLE_BODY_SIZES =
  '(min-width: 997px) 640px, (min-width: 720px) 662px, calc(100vw - 2rem)';
