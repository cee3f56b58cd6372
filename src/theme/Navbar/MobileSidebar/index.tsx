// Ejected from @docusaurus/theme-classic/lib/theme/Navbar/MobileSidebar (3.10.2): upstream renders the phone menu
// only once React knows the window is narrow, so the pre-rendered HTML has a menu button and no menu: a tap
// before the app hydrated opened nothing until it had.
// [1] Also rendered while the window size is unknown (on the server and during hydration, `useWindowSize` says
//     'ssr'), so the drawer with its items is in every page's HTML. Infima keeps it off screen and hidden until
//     the navbar has `navbar-sidebar--show`, which the page's bootstrap toggles before hydration
//     (src/plugins/client-routing/bootstrap/menu.ts); desktop widths unmount it once the size is known, as upstream.
// [2] A drawer the bootstrap opened before hydration is adopted on mount: the menu's state becomes "shown".
import {useEffect, type ReactNode} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';
import {
  useLockBodyScroll,
  useNavbarMobileSidebar,
} from '@site/src/docusaurus-internals/client/theme';
import NavbarMobileSidebarLayout from '@theme/Navbar/MobileSidebar/Layout';
import NavbarMobileSidebarHeader from '@theme/Navbar/MobileSidebar/Header';
import NavbarMobileSidebarPrimaryMenu from '@theme/Navbar/MobileSidebar/PrimaryMenu';
import NavbarMobileSidebarSecondaryMenu from '@theme/Navbar/MobileSidebar/SecondaryMenu';

export default function NavbarMobileSidebar(): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  const windowSize = useWindowSize();
  useLockBodyScroll(mobileSidebar.shown);
  const {shown, toggle} = mobileSidebar;
  useEffect(() => {
    if (!shown && document.querySelector('.navbar-sidebar--show')) toggle(); // [2]
    // Mount only: afterwards the state is React's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (
    !mobileSidebar.shouldRender &&
    !(windowSize === 'ssr' && !mobileSidebar.disabled)
  ) {
    return null;
  } // [1]
  return (
    <NavbarMobileSidebarLayout
      header={<NavbarMobileSidebarHeader />}
      primaryMenu={<NavbarMobileSidebarPrimaryMenu />}
      secondaryMenu={<NavbarMobileSidebarSecondaryMenu />}
    />
  );
}
