// Wrapper of @theme/AnnouncementBar (3.10.2), mending two behaviours without touching its markup.
// [1] The theme's pre-hydration script hides the bar when *a* bar was dismissed, without comparing
//     ids (theme-classic/lib/inlineScripts.js), and its CSS keeps it hidden: a new announcement
//     stayed hidden on its first page view. Once React says the bar is active, clear that flag.
// [2] Without browser storage (private modes, blocked site data) the theme silently falls back to
//     a store that does nothing, and each page's layout starts with the bar open again. Remember a
//     dismissal in memory for the rest of the visit (until a full reload) and render nothing.
import {useEffect, useRef} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof AnnouncementBarType>;

const INITIALLY_DISMISSED = 'data-announcement-bar-initially-dismissed';

/** Set when the visitor closes the bar; module state lives as long as the page (the visit). */
let dismissedThisVisit = false;

export default function AnnouncementBarWrapper(props: Props) {
  const {isActive} = useAnnouncementBar();
  const wasActive = useRef(isActive);

  useEffect(() => {
    if (wasActive.current && !isActive) dismissedThisVisit = true; // [2] the visitor closed it
    wasActive.current = isActive;
    if (isActive && !dismissedThisVisit) document.documentElement.setAttribute(INITIALLY_DISMISSED, 'false'); // [1]
  }, [isActive]);

  // [2] False on the server and on every full page load, so hydration always matches.
  if (dismissedThisVisit) return null;
  return <AnnouncementBar {...props} />;
}
