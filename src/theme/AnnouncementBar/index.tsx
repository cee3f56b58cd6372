// Wrapper of @theme/AnnouncementBar (3.10.2).
// Why: the theme's pre-hydration script hides the bar when *a* bar was dismissed, without
// comparing ids (theme-classic/lib/inlineScripts.js), and its CSS keeps it hidden. When the
// announcement changes, React knows the new bar is active but the attribute set before hydration
// still hides it until the next page load. Once React says the bar is active, clear the attribute.
import {useEffect} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof AnnouncementBarType>;

const INITIALLY_DISMISSED = 'data-announcement-bar-initially-dismissed';

export default function AnnouncementBarWrapper(props: Props) {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute(INITIALLY_DISMISSED, 'false');
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
