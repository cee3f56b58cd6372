// Wrapper of @theme/AnnouncementBar (3.10.2), mending two behaviours without touching its markup.
// [1] The theme's pre-hydration script hides the bar when *a* bar was dismissed, without comparing
//     ids (theme-classic/lib/inlineScripts.js), and its CSS keeps it hidden: a new announcement
//     stayed hidden on its first page view. Once React says the bar is active, clear that flag.
// [2] Without browser storage (private modes, blocked site data) the theme silently falls back to
//     a store that does nothing, and each page's layout starts with the bar open again. Remember a
//     dismissal in memory for the rest of the visit (until a full reload) and render nothing.
// [3] A close pressed before hydration was answered by the page's bootstrap, which hid the bar and marked
//     <html> (client-routing/bootstrap/announcement.ts): on mount, close the bar for real (stored as any dismissal).
import {useEffect, useRef} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';
import {useAnnouncementBar} from '@site/src/docusaurus-internals/client/theme';
import {ANNOUNCEMENT_DISMISSED_ATTRIBUTE} from '@site/src/docusaurus-internals/names';
import {ANNOUNCEMENT_CLOSED_ATTRIBUTE} from '@site/src/lib/earlyMarks';

type Props = WrapperProps<typeof AnnouncementBarType>;

/** Set when the visitor closes the bar; module state lives as long as the page (the visit). */
let dismissedThisVisit = false;

export default function AnnouncementBarWrapper(props: Props) {
  const {isActive, close} = useAnnouncementBar();
  const wasActive = useRef(isActive);
  const closedEarly = useRef(false);

  useEffect(() => {
    const root = document.documentElement;
    if (!root.hasAttribute(ANNOUNCEMENT_CLOSED_ATTRIBUTE)) return undefined;
    root.removeAttribute(ANNOUNCEMENT_CLOSED_ATTRIBUTE); // [3]
    closedEarly.current = true;
    // After the provider's own mount effects, which reset the dismissal for an announcement id not seen before.
    const timer = setTimeout(close, 0);
    return () => clearTimeout(timer);
  }, [close]);

  useEffect(() => {
    if (wasActive.current && !isActive) dismissedThisVisit = true; // [2] the visitor closed it
    wasActive.current = isActive;
    if (isActive && !dismissedThisVisit && !closedEarly.current) {
      document.documentElement.setAttribute(
        ANNOUNCEMENT_DISMISSED_ATTRIBUTE,
        'false',
      );
    } // [1]
  }, [isActive]);

  // [2] False on the server and on every full page load, so hydration always matches.
  if (dismissedThisVisit) return null;
  return <AnnouncementBar {...props} />;
}
