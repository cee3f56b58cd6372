/**
 * What search engines and sharing cards read about a page that is not an article: its Twitter
 * title and description, a `CollectionPage` for lists of articles, and a `BreadcrumbList` from the
 * home page to it. Each page type's theme component renders it with its own title and path.
 */
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import {brand} from '@site/src/config/brand';
import {toSiteLocale} from '@site/src/config/locales';
import {breadcrumbList, collectionPage} from '@site/src/lib/structuredData';

export interface PageSchemaProps {
  title: string;
  /** Also written as the page's description when its theme component gives none. */
  description?: string;
  /** The page's path, base URL included (a permalink). */
  permalink: string;
  /** A list of articles: declares a CollectionPage. */
  collection?: boolean;
  /** Pages between the home page and this one, home excluded; undefined: no BreadcrumbList. */
  trail?: ReadonlyArray<{name: string; permalink: string}>;
  /** The theme component already wrote the description meta tags. */
  describedByTheme?: boolean;
}

export function useSiteIdentity() {
  const {siteConfig, i18n} = useDocusaurusContext();
  const locale = toSiteLocale(i18n.currentLocale);
  return {
    name: brand.name[locale],
    origin: siteConfig.url,
    home: `${siteConfig.url}${siteConfig.baseUrl}`,
    inLanguage:
      i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale,
  };
}

/**
 * The news section as a breadcrumb. Tag routes carry no blog metadata in their route context, so
 * the name is a theme translation rather than the blog's title.
 */
export function useNewsCrumb(): {name: string; permalink: string} {
  return {
    permalink: useBaseUrl('/news'),
    name: translate({
      id: 'nerkhnama.breadcrumb.news',
      message: 'News',
      description: "The news section's name in breadcrumbs (search results)",
    }),
  };
}

export default function PageSchema({
  title,
  description,
  permalink,
  collection,
  trail,
  describedByTheme = true,
}: PageSchemaProps) {
  const site = useSiteIdentity();
  const url = `${site.origin}${permalink}`;
  const crumbs = trail && [
    {name: site.name, url: site.home},
    ...trail.map((c) => ({name: c.name, url: `${site.origin}${c.permalink}`})),
    {name: title, url},
  ];
  return (
    <>
      {!describedByTheme && description && (
        <PageMetadata description={description} />
      )}
      <Head>
        <meta name="twitter:title" content={title} />
        {description && (
          <meta name="twitter:description" content={description} />
        )}
        {collection && (
          <script type="application/ld+json">
            {JSON.stringify(
              collectionPage({
                name: title,
                description,
                url,
                inLanguage: site.inLanguage,
                site: {name: site.name, url: site.home},
              }),
            )}
          </script>
        )}
        {crumbs && (
          <script type="application/ld+json">
            {JSON.stringify(breadcrumbList(crumbs))}
          </script>
        )}
      </Head>
    </>
  );
}
