/**
 * Wraps theme-classic's SiteMetadata (defaults of every page's head) with complete sharing cards:
 * `og:locale` in the Open Graph protocol's language_TERRITORY form (the theme derives it from
 * `htmlLang`, which is `en` for English), the site name, `og:type` website (articles override it),
 * and the default image's alternative text. Later tags with the same property win in the head.
 */
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import SiteMetadata from '@theme-original/SiteMetadata';
import {brand} from '@site/src/config/brand';
import {OG_LOCALES} from '@site/src/config/locales';
import {toSiteLocale} from '@site/src/config/locales';

export default function SiteMetadataWrapper() {
  const {i18n} = useDocusaurusContext();
  const locale = toSiteLocale(i18n.currentLocale);
  const imageAlt = translate({
    id: 'nerkhnama.socialCard.alt',
    message: 'Nerkhnama: gold, coin and currency prices and economic news',
    description:
      "Alternative text of the site's default sharing image (Open Graph, Twitter)",
  });
  return (
    <>
      <SiteMetadata />
      <Head>
        <meta property="og:locale" content={OG_LOCALES[locale]} />
        {Object.entries(OG_LOCALES)
          .filter(([other]) => other !== locale)
          .map(([other, ogLocale]) => (
            <meta
              key={other}
              property="og:locale:alternate"
              content={ogLocale}
            />
          ))}
        <meta property="og:site_name" content={brand.name[locale]} />
        <meta property="og:type" content="website" />
        <meta property="og:image:alt" content={imageAlt} />
        <meta name="twitter:image:alt" content={imageAlt} />
      </Head>
    </>
  );
}
