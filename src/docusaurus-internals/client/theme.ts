/**
 * Theme hooks and helpers the site's theme components use from `@docusaurus/theme-common/internal`,
 * the entry point the theme packages share and Docusaurus keeps out of its public API.
 */
export {
  parseCodeBlockTitle,
  translateBlogAuthorsListPageTitle,
  useAnnouncementBar,
  useLockBodyScroll,
  useNavbarMobileSidebar,
} from '@docusaurus/theme-common/internal';
