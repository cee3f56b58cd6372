// Replaces theme-classic's BlogPostPage/StructuredData (3.10.2), a 10-line component whose data
// cannot be changed by wrapping: a news site declares NewsArticle (with publisher, language and
// Tehran-time dates), not BlogPosting. The data still starts from the plugin's own hook.
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useBlogPost, useBlogPostStructuredData} from '@docusaurus/plugin-content-blog/client';
import {brand} from '@site/src/config/brand';
import {toSiteLocale} from '@site/src/lib/format';
import {toNewsArticle} from '@site/src/lib/structuredData';

export default function BlogPostStructuredData() {
  const posting = useBlogPostStructuredData();
  const {metadata} = useBlogPost();
  const {siteConfig, i18n} = useDocusaurusContext();
  const locale = toSiteLocale(i18n.currentLocale);
  const data = toNewsArticle(posting, {
    inLanguage: i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale,
    section: metadata.tags[0]?.label,
    publisher: {name: brand.name[locale], url: siteConfig.url, logoUrl: `${siteConfig.url}/img/logo.svg`},
  });
  return (
    <Head>
      <script type="application/ld+json">{JSON.stringify(data)}</script>
    </Head>
  );
}
