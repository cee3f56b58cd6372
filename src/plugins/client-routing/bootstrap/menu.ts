import {THEME_MARKUP} from '../../../docusaurus-internals/names';

/**
 * Shows or hides the phone drawer as the theme does (Infima's class on the navbar, which the ejected
 * Navbar/MobileSidebar puts in every page's HTML); false when the page has no drawer.
 */
function showDrawer(doc: Document, open: boolean): boolean {
  const navbar = doc.querySelector(THEME_MARKUP.navbar);
  if (!navbar || !doc.querySelector(THEME_MARKUP.drawer)) return false;
  navbar.classList.toggle(THEME_MARKUP.drawerShown, open);
  doc
    .querySelector(THEME_MARKUP.menuButton)
    ?.setAttribute('aria-expanded', String(open));
  doc.body.style.overflow = open ? 'hidden' : '';
  return true;
}

/** The menu button toggles the drawer; its backdrop and close button close it. True when it answered. */
export function menuClick(target: Element, doc: Document): boolean {
  if (target.closest(THEME_MARKUP.menuButton)) {
    return showDrawer(
      doc,
      !doc.querySelector(`${THEME_MARKUP.navbar}.${THEME_MARKUP.drawerShown}`),
    );
  }
  if (target.closest(THEME_MARKUP.drawerDismiss)) {
    showDrawer(doc, false);
    return true;
  }
  return false;
}
