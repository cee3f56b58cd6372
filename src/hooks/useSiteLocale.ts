import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {toSiteLocale, type Locale} from '@site/src/config/locales';

/** The current locale as one of the site's two, for formatters and localized config. */
export default function useSiteLocale(): Locale {
  return toSiteLocale(useDocusaurusContext().i18n.currentLocale);
}
