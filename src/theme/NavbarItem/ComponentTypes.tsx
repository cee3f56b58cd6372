// Wraps @docusaurus/theme-classic's NavbarItem/ComponentTypes: adds the `custom-newsSections`
// item (the main news sections in the phone menu) and the `custom-today` item (today's date on a
// desktop), which the navbar config places.
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import NewsSectionsNavbarItem from '@site/src/components/NewsSectionsNavbarItem';
import TodayNavbarItem from '@site/src/components/TodayNavbarItem';

export default {
  ...ComponentTypes,
  'custom-newsSections': NewsSectionsNavbarItem,
  'custom-today': TodayNavbarItem,
};
