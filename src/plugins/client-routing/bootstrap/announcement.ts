import {
  ANNOUNCEMENT_DISMISSED_ATTRIBUTE,
  THEME_MARKUP,
} from '../../../docusaurus-internals/names';
import {ANNOUNCEMENT_CLOSED_ATTRIBUTE} from '../../../lib/earlyMarks';

/**
 * The announcement's close button hides the bar through the theme's own dismissed flag, and marks the close for
 * the AnnouncementBar wrapper, which stores it as a dismissal on mount. True when it answered.
 */
export function announcementClick(target: Element, doc: Document): boolean {
  if (!target.closest(THEME_MARKUP.announcementClose)) return false;
  const root = doc.documentElement;
  root.setAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE, 'true');
  root.setAttribute(ANNOUNCEMENT_CLOSED_ATTRIBUTE, '');
  return true;
}
