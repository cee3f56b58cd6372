/**
 * Turns the blog plugin's `BlogPosting` structured data into the `NewsArticle` a news publisher
 * declares (https://schema.org/NewsArticle, Google's Article guidelines): Tehran-time ISO dates,
 * the publisher and the article's language.
 */
import {toTehranIso} from './tehranTime';

/** The publisher logo: a raster image made at build time (Google asks for at least 112 px). */
export const PUBLISHER_LOGO = {
  path: 'img/publisher-logo.png',
  width: 512,
  height: 512,
} as const;

export interface Publisher {
  name: string;
  url: string;
  /** Absolute URL of the PUBLISHER_LOGO file. */
  logoUrl: string;
}

function publisherNode(publisher: Publisher): Record<string, unknown> {
  return {
    '@type': 'NewsMediaOrganization',
    name: publisher.name,
    url: publisher.url,
    logo: {
      '@type': 'ImageObject',
      url: publisher.logoUrl,
      width: PUBLISHER_LOGO.width,
      height: PUBLISHER_LOGO.height,
    },
  };
}

type StructuredData = object & {
  datePublished?: unknown;
  dateModified?: unknown;
  image?: unknown;
  author?: unknown;
};

export interface NewsArticleOptions {
  publisher: Publisher;
  inLanguage: string;
  section?: string;
  /** The article's tags, as its `keywords`. */
  keywords?: readonly string[];
  /** Caption of the image in the article's language (the plugin's is English boilerplate). */
  imageCaption?: string;
  /** Front matter `updated`: the last edit. */
  updated?: string;
  /** Absolute URLs of the lead photo's 16:9, 4:3 and 1:1 crops (Google's Article guidelines). */
  images?: string[];
  /** Absolute URL of the sharing card, the image of an article without a photo. */
  sharingImage?: string;
  /** Published corrections (front matter `correction`). */
  corrections?: ReadonlyArray<{date: string; text: string}>;
  /** Author name → absolute URL of the author's page. */
  authorUrls?: ReadonlyMap<string, string>;
}

/** The plugin's Person nodes with `url` set to the author's page where there is one. */
function withAuthorUrls(
  author: unknown,
  urls: ReadonlyMap<string, string> | undefined,
): unknown {
  if (!urls) return author;
  const link = (person: unknown) => {
    const name = (person as {name?: unknown}).name;
    return typeof name === 'string' && urls.has(name)
      ? {...(person as object), url: urls.get(name)}
      : person;
  };
  return Array.isArray(author) ? author.map(link) : author && link(author);
}

export function toNewsArticle(
  posting: StructuredData,
  options: NewsArticleOptions,
): Record<string, unknown> {
  const {
    publisher,
    inLanguage,
    section,
    keywords,
    imageCaption,
    authorUrls,
    updated,
    images,
    sharingImage,
    corrections = [],
  } = options;
  const image = sharingImage
    ? {
        '@type': 'ImageObject',
        '@id': sharingImage,
        url: sharingImage,
        contentUrl: sharingImage,
      }
    : (posting.image as Record<string, unknown> | undefined);
  return {
    ...posting,
    '@type': 'NewsArticle',
    ...(posting.datePublished
      ? {datePublished: toTehranIso(String(posting.datePublished))}
      : {}),
    // An article not edited since publication was last modified when it was published.
    ...(posting.datePublished
      ? {
          dateModified: toTehranIso(
            updated ?? String(posting.dateModified ?? posting.datePublished),
          ),
        }
      : {}),
    ...(corrections.length > 0
      ? {
          correction: corrections.map(({date, text}) => ({
            '@type': 'CorrectionComment',
            text,
            datePublished: toTehranIso(date),
          })),
        }
      : {}),
    inLanguage,
    ...(section ? {articleSection: section} : {}),
    ...(keywords ? {keywords: [...keywords]} : {}),
    ...(image && imageCaption
      ? {image: {...image, caption: imageCaption}}
      : {}),
    // A photo article: the crops Google's Article guidelines ask for, instead of the sharing card.
    ...(images && images.length > 0
      ? {
          image: images.map((url) => ({
            '@type': 'ImageObject',
            url,
            ...(imageCaption ? {caption: imageCaption} : {}),
          })),
        }
      : {}),
    ...(posting.author
      ? {author: withAuthorUrls(posting.author, authorUrls)}
      : {}),
    publisher: publisherNode(publisher),
  };
}

/** A page's place in the site, for `BreadcrumbList` (absolute URLs). */
export interface Crumb {
  name: string;
  url: string;
}

/** https://schema.org/BreadcrumbList (Google's Breadcrumb rich result): positions from 1. */
export function breadcrumbList(
  crumbs: readonly Crumb[],
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** A list of articles (news pages, a tag, an author): https://schema.org/CollectionPage. */
export function collectionPage(page: {
  name: string;
  description?: string;
  url: string;
  inLanguage: string;
  site: {name: string; url: string};
}): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    '@id': page.url,
    url: page.url,
    name: page.name,
    ...(page.description ? {description: page.description} : {}),
    inLanguage: page.inLanguage,
    isPartOf: {'@type': 'WebSite', name: page.site.name, url: page.site.url},
  };
}

/**
 * The site itself, on its home page, with the search its results page answers (Google's sitelinks
 * search box reads `potentialAction`): `{home}search?q={search_term_string}`.
 */
export function webSite(site: {
  name: string;
  url: string;
  inLanguage: string;
  description?: string;
  publisher: Publisher;
}): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': site.url,
    url: site.url,
    name: site.name,
    ...(site.description ? {description: site.description} : {}),
    inLanguage: site.inLanguage,
    publisher: publisherNode(site.publisher),
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${site.url}search?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}
