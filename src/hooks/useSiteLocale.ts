import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {toSiteLocale, type SiteLocale} from '@site/src/lib/format';

/** The current locale as one of the site's two, for formatters and localized config. */
export default function useSiteLocale(): SiteLocale {
  return toSiteLocale(useDocusaurusContext().i18n.currentLocale);
}
