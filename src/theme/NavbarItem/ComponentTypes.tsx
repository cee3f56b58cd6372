// Wraps @docusaurus/theme-classic's NavbarItem/ComponentTypes: adds the `custom-newsSections`
// item (the main news sections in the phone menu), which the navbar config places.
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import NewsSectionsNavbarItem from '@site/src/components/NewsSectionsNavbarItem';

export default {
  ...ComponentTypes,
  'custom-newsSections': NewsSectionsNavbarItem,
};
