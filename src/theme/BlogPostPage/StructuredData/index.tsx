// Replaces theme-classic's BlogPostPage/StructuredData (3.10.2), a 10-line component whose data
// cannot be changed by wrapping: a news site declares NewsArticle (with publisher, language and
// Tehran-time dates), not BlogPosting. The data still starts from the plugin's own hook.
// Changes: [1] keywords from the tags, the image caption in the article's language, each
// author's page as `author.url`, the raster publisher logo, the last edit, corrections, the
// lead photo's crops and the sharing card as the image (front matter keeps the editor's photo); [2] a BreadcrumbList (home, news, article).
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  useBlogMetadata,
  useBlogPost,
  useBlogPostStructuredData,
} from '@docusaurus/plugin-content-blog/client';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {brand} from '@site/src/config/brand';
import useNewsExtras from '@site/src/hooks/useNewsExtras';
import {sharingImageOf} from '@site/src/lib/newsImages';
import {toSiteLocale} from '@site/src/config/locales';
import {
  breadcrumbList,
  PUBLISHER_LOGO,
  toNewsArticle,
} from '@site/src/lib/structuredData';

export default function BlogPostStructuredData() {
  const posting = useBlogPostStructuredData();
  const {metadata} = useBlogPost();
  const {blogTitle, blogBasePath} = useBlogMetadata();
  const {cover, updated, corrections, photo} = useNewsExtras();
  const sharingImage = sharingImageOf({cover, photo});
  const {siteConfig, i18n} = useDocusaurusContext();
  const locale = toSiteLocale(i18n.currentLocale);
  const authorUrls = new Map(
    metadata.authors.flatMap((a) =>
      a.name && a.page
        ? [[a.name, `${siteConfig.url}${a.page.permalink}`] as const]
        : [],
    ),
  );
  const {withBaseUrl} = useBaseUrlUtils();
  const data = toNewsArticle(posting, {
    updated,
    corrections,
    images: photo?.crops.map((crop) => withBaseUrl(crop, {absolute: true})),
    ...(sharingImage && {
      sharingImage: withBaseUrl(sharingImage, {absolute: true}),
    }),
    inLanguage:
      i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale,
    section: metadata.tags[0]?.label,
    keywords: metadata.tags.map((tag) => tag.label), // [1]
    imageCaption: photo?.caption ?? cover?.alt ?? metadata.title,
    authorUrls,
    publisher: {
      name: brand.name[locale],
      url: siteConfig.url,
      logoUrl: `${siteConfig.url}${siteConfig.baseUrl}${PUBLISHER_LOGO.path}`,
    },
  });
  const home = `${siteConfig.url}${siteConfig.baseUrl}`;
  const crumbs = breadcrumbList([
    {name: brand.name[locale], url: home},
    {name: blogTitle, url: `${siteConfig.url}${blogBasePath}`},
    {name: metadata.title, url: `${siteConfig.url}${metadata.permalink}`},
  ]); // [2]
  return (
    <Head>
      <script type="application/ld+json">{JSON.stringify(data)}</script>
      <script type="application/ld+json">{JSON.stringify(crumbs)}</script>
    </Head>
  );
}
