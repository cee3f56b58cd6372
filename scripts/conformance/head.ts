/**
 * Every built page's head as social networks and search engines read it: the Open Graph and
 * Twitter card tags, canonical and hreflang links, and the JSON-LD, parsed and checked for the
 * fields its type needs (Google's Article, Breadcrumb and sitelinks search box documentation;
 * schema.org). Images and linked pages must exist in the build; the publisher logo must be a
 * raster image of at least 112 px.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import sharp from 'sharp';
import {brand} from '../../src/config/brand';
import type {Locale} from '../../src/config/locales';
import {fileOfUrl} from './builtSite';
import {localeOfFile, pageKindOf, type PageKind} from './pageKind';
import type {CheckResult} from './report';

export interface PageHead {
  meta: Map<string, string[]>;
  canonical: string | undefined;
  hreflang: Map<string, string>;
  jsonLd: unknown[];
  jsonLdErrors: string[];
}

export function readHead(html: string): PageHead {
  const $ = load(html);
  const meta = new Map<string, string[]>();
  $('head meta[property], head meta[name]').each((_, el) => {
    const key = el.attribs.property ?? el.attribs.name;
    meta.set(key, [...(meta.get(key) ?? []), el.attribs.content ?? '']);
  });
  const hreflang = new Map<string, string>();
  $('head link[rel="alternate"][hreflang]').each(
    (_, el) => void hreflang.set(el.attribs.hreflang, el.attribs.href),
  );
  const jsonLd: unknown[] = [];
  const jsonLdErrors: string[] = [];
  $('script[type="application/ld+json"]').each((_, el) => {
    try {
      jsonLd.push(JSON.parse($(el).text()));
    } catch (error) {
      jsonLdErrors.push(`JSON-LD does not parse: ${(error as Error).message}`);
    }
  });
  return {
    meta,
    canonical: $('head link[rel="canonical"]').attr('href'),
    hreflang,
    jsonLd,
    jsonLdErrors,
  };
}

const OG_LOCALE = {fa: 'fa_IR', en: 'en_US'} as const;
const HREFLANG = {fa: 'fa-IR', en: 'en'} as const;

/** The facts about the rest of the build that the checks look up. */
export interface SiteFacts {
  /** Whether a site URL is a file of the build. */
  exists: (url: string) => boolean;
  /** Pixel size of a raster image of the build, undefined when it is not one. */
  rasterSize: (url: string) => {width: number; height: number} | undefined;
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const asList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];
const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '';
const typeOf = (node: Node) => asList(node['@type']).map(String);

/** Every node of the page's JSON-LD, `@graph` members included. */
export function jsonLdNodes(jsonLd: readonly unknown[]): Node[] {
  return jsonLd
    .flatMap((doc) =>
      isNode(doc) && Array.isArray(doc['@graph']) ? doc['@graph'] : [doc],
    )
    .filter(isNode);
}

export function socialCardProblems(
  head: PageHead,
  locale: Locale,
  facts: SiteFacts,
): string[] {
  const problems: string[] = [];
  const one = (key: string) => head.meta.get(key)?.[0];
  for (const key of [
    'og:type',
    'og:title',
    'og:description',
    'og:url',
    'og:image',
    'og:image:alt',
    'og:site_name',
    'twitter:card',
    'twitter:title',
    'twitter:description',
    'twitter:image',
    'twitter:image:alt',
  ]) {
    if (!text(one(key))) problems.push(`${key} missing`);
  }
  if (one('og:locale') !== OG_LOCALE[locale]) {
    problems.push(
      `og:locale is ${one('og:locale') ?? 'missing'}, expected ${OG_LOCALE[locale]}`,
    );
  }
  const other = locale === 'fa' ? 'en' : 'fa';
  if (one('og:locale:alternate') !== OG_LOCALE[other]) {
    problems.push(
      `og:locale:alternate is ${one('og:locale:alternate') ?? 'missing'}, expected ${OG_LOCALE[other]}`,
    );
  }
  if (!head.canonical) problems.push('canonical link missing');
  else if (one('og:url') !== head.canonical) {
    problems.push(
      `og:url ${one('og:url')} is not the canonical ${head.canonical}`,
    );
  }
  for (const key of ['og:image', 'twitter:image']) {
    const url = one(key);
    if (url && !facts.exists(url)) {
      problems.push(`${key} is not a file of the build: ${url}`);
    }
  }
  if (
    head.canonical &&
    head.hreflang.get(HREFLANG[locale]) !== head.canonical
  ) {
    problems.push(
      `hreflang ${HREFLANG[locale]} is ${head.hreflang.get(HREFLANG[locale]) ?? 'missing'}, not the canonical`,
    );
  }
  for (const lang of [...Object.values(HREFLANG), 'x-default']) {
    if (!head.hreflang.has(lang)) problems.push(`hreflang ${lang} missing`);
  }
  return problems;
}

function breadcrumbProblems(
  node: Node,
  canonical: string | undefined,
  facts: SiteFacts,
): string[] {
  const items = asList(node.itemListElement).filter(isNode);
  if (items.length < 2) return ['BreadcrumbList has fewer than two items'];
  const problems: string[] = [];
  items.forEach((item, i) => {
    if (item['@type'] !== 'ListItem' || item.position !== i + 1) {
      problems.push(
        `BreadcrumbList item ${i + 1}: not a ListItem at position ${i + 1}`,
      );
    }
    if (!text(item.name)) {
      problems.push(`BreadcrumbList item ${i + 1}: name missing`);
    }
    if (typeof item.item !== 'string' || !facts.exists(item.item)) {
      problems.push(
        `BreadcrumbList item ${i + 1}: item ${String(item.item)} is not a page of the build`,
      );
    }
  });
  if (items.at(-1)?.item !== canonical) {
    problems.push('BreadcrumbList does not end with this page');
  }
  return problems;
}

/** Google's Article fields and ours: dates with offsets, author pages, a raster logo, keywords. */
export function newsArticleProblems(
  node: Node,
  page: {canonical?: string; locale: Locale; tags: string[]},
  facts: SiteFacts,
): string[] {
  const problems: string[] = [];
  for (const key of [
    'headline',
    'description',
    'inLanguage',
    'articleSection',
  ]) {
    if (!text(node[key])) problems.push(`NewsArticle.${key} missing`);
  }
  if (typeof node.headline === 'string' && node.headline.length > 110) {
    problems.push('NewsArticle.headline longer than 110 characters');
  }
  if (node.inLanguage !== HREFLANG[page.locale]) {
    problems.push(
      `NewsArticle.inLanguage is ${String(node.inLanguage)}, expected ${HREFLANG[page.locale]}`,
    );
  }
  for (const key of ['datePublished', 'dateModified']) {
    if (
      typeof node[key] !== 'string' ||
      !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/.test(node[key])
    ) {
      problems.push(`NewsArticle.${key} is not an ISO date with its offset`);
    }
  }
  if (node.mainEntityOfPage !== page.canonical && node.url !== page.canonical) {
    problems.push('NewsArticle is not tied to the canonical URL');
  }
  const keywords = asList(node.keywords).map(String);
  if (keywords.length === 0) problems.push('NewsArticle.keywords empty');
  else if (page.tags.join(',') !== keywords.join(',')) {
    problems.push(
      `NewsArticle.keywords ${keywords.join(',')} are not the tags ${page.tags.join(',')}`,
    );
  }
  const images = asList(node.image).filter(isNode);
  if (images.length === 0) problems.push('NewsArticle.image missing');
  for (const image of images) {
    if (typeof image.url !== 'string' || !facts.exists(image.url)) {
      problems.push(
        `NewsArticle.image ${String(image.url)} is not a file of the build`,
      );
    }
    const caption = String(image.caption ?? '');
    if (!text(caption)) problems.push('NewsArticle.image.caption missing');
    // A Persian caption may quote a Latin name (CVV2) but not Docusaurus's English boilerplate.
    else if (
      page.locale === 'fa'
        ? !/[\u0600-\u06FF]/.test(caption) || /title image/i.test(caption)
        : /[\u0600-\u06FF]/.test(caption)
    ) {
      problems.push(
        `NewsArticle.image.caption is not in the article's language: ${caption}`,
      );
    }
  }
  const authors = asList(node.author).filter(isNode);
  if (authors.length === 0) problems.push('NewsArticle.author missing');
  for (const author of authors) {
    if (!text(author.name)) problems.push('NewsArticle.author.name missing');
    if (typeof author.url !== 'string' || !facts.exists(author.url)) {
      problems.push(
        `NewsArticle.author.url ${String(author.url)} is not a page of the build`,
      );
    }
  }
  const publisher = isNode(node.publisher) ? node.publisher : undefined;
  if (!publisher || !text(publisher.name)) {
    problems.push('NewsArticle.publisher.name missing');
  }
  const logo = publisher && isNode(publisher.logo) ? publisher.logo : undefined;
  const size =
    typeof logo?.url === 'string' ? facts.rasterSize(logo.url) : undefined;
  if (!size) {
    problems.push(
      `NewsArticle.publisher.logo ${String(logo?.url)} is not a raster image of the build`,
    );
  } else {
    if (Math.min(size.width, size.height) < 112) {
      problems.push(
        `NewsArticle.publisher.logo is ${size.width}×${size.height}, under 112 px`,
      );
    }
    if (logo?.width !== size.width || logo?.height !== size.height) {
      problems.push(
        'NewsArticle.publisher.logo width/height do not match the file',
      );
    }
  }
  return problems;
}

function websiteProblems(
  node: Node,
  canonical: string | undefined,
  locale: Locale,
): string[] {
  const problems: string[] = [];
  if (!text(node.name)) problems.push('WebSite.name missing');
  if (node.url !== canonical) {
    problems.push(
      `WebSite.url ${String(node.url)} is not the canonical ${canonical}`,
    );
  }
  const action = asList(node.potentialAction)
    .filter(isNode)
    .find((a) => typeOf(a).includes('SearchAction'));
  const base = `${brand.siteUrl}${locale === 'fa' ? '/' : '/en/'}`;
  const target =
    action &&
    (isNode(action.target) ? action.target.urlTemplate : action.target);
  if (target !== `${base}search?q={search_term_string}`) {
    problems.push(
      `WebSite SearchAction target is ${String(target)}, expected ${base}search?q={search_term_string}`,
    );
  }
  if (action && action['query-input'] !== 'required name=search_term_string') {
    problems.push('WebSite SearchAction query-input missing');
  }
  return problems;
}

/** The JSON-LD types each kind of page must declare. */
const REQUIRED_TYPES: Record<PageKind, string[]> = {
  home: ['WebSite'],
  article: ['NewsArticle', 'BreadcrumbList'],
  list: ['CollectionPage'],
  tags: ['CollectionPage', 'BreadcrumbList'],
  tag: ['CollectionPage', 'BreadcrumbList'],
  authors: ['CollectionPage', 'BreadcrumbList'],
  author: ['CollectionPage', 'BreadcrumbList'],
  info: ['BreadcrumbList'],
  search: [],
  notFound: [],
};

export function structuredDataProblems(
  head: PageHead,
  kind: PageKind,
  locale: Locale,
  facts: SiteFacts,
): string[] {
  const problems = [...head.jsonLdErrors];
  const nodes = jsonLdNodes(head.jsonLd);
  for (const doc of head.jsonLd) {
    if (!isNode(doc) || doc['@context'] !== 'https://schema.org') {
      problems.push('JSON-LD without the https://schema.org context');
    }
  }
  for (const type of REQUIRED_TYPES[kind]) {
    if (!nodes.some((n) => typeOf(n).includes(type))) {
      problems.push(`no ${type} in the JSON-LD`);
    }
  }
  const tags = (head.meta.get('article:tag') ?? [])
    .flatMap((v) => v.split(','))
    .map((t) => t.trim())
    .filter(Boolean);
  for (const node of nodes) {
    const types = typeOf(node);
    if (types.includes('NewsArticle')) {
      problems.push(
        ...newsArticleProblems(
          node,
          {canonical: head.canonical, locale, tags},
          facts,
        ),
      );
    }
    if (types.includes('BreadcrumbList')) {
      problems.push(...breadcrumbProblems(node, head.canonical, facts));
    }
    if (types.includes('WebSite') && kind === 'home') {
      problems.push(...websiteProblems(node, head.canonical, locale));
    }
    if (types.includes('CollectionPage')) {
      if (!text(node.name)) problems.push('CollectionPage.name missing');
      if (node.url !== head.canonical) {
        problems.push(
          `CollectionPage.url ${String(node.url)} is not the canonical`,
        );
      }
      if (node.inLanguage !== HREFLANG[locale]) {
        problems.push(
          `CollectionPage.inLanguage is ${String(node.inLanguage)}`,
        );
      }
    }
  }
  return problems;
}

export async function checkHeads(
  buildDir: string,
  pages: readonly string[],
  files: ReadonlySet<string>,
): Promise<CheckResult[]> {
  const sizes = new Map<string, {width: number; height: number} | undefined>();
  const rasterFiles = new Map<string, string>();
  const exists = (url: string) => {
    const file = fileOfUrl(url);
    return file !== undefined && files.has(file);
  };
  const heads = pages.map((file) => ({
    file,
    kind: pageKindOf(file),
    locale: localeOfFile(file),
    head: readHead(readFileSync(path.join(buildDir, file), 'utf8')),
  }));
  // Raster sizes are read once per image, before the synchronous checks.
  for (const {head} of heads) {
    for (const node of jsonLdNodes(head.jsonLd)) {
      const logo =
        isNode(node.publisher) && isNode(node.publisher.logo)
          ? node.publisher.logo.url
          : undefined;
      if (typeof logo === 'string' && exists(logo)) {
        rasterFiles.set(logo, path.join(buildDir, fileOfUrl(logo)!));
      }
    }
  }
  for (const [url, file] of rasterFiles) {
    const meta = await sharp(file).metadata();
    sizes.set(
      url,
      ['png', 'jpeg', 'webp'].includes(meta.format ?? '') &&
        meta.width &&
        meta.height
        ? {width: meta.width, height: meta.height}
        : undefined,
    );
  }
  const facts: SiteFacts = {exists, rasterSize: (url) => sizes.get(url)};
  const social: string[] = [];
  const structured: string[] = [];
  let articles = 0;
  for (const {file, kind, locale, head} of heads) {
    if (kind === 'notFound') continue;
    if (kind === 'article') articles += 1;
    social.push(
      ...socialCardProblems(head, locale, facts).map((p) => `${file}: ${p}`),
    );
    structured.push(
      ...structuredDataProblems(head, kind, locale, facts).map(
        (p) => `${file}: ${p}`,
      ),
    );
  }
  const checked = heads.filter((h) => h.kind !== 'notFound').length;
  return [
    {
      tool: 'social cards and hreflang',
      checked,
      unit: 'pages',
      problems: social,
    },
    {
      tool: 'JSON-LD',
      checked,
      unit: `pages (${articles} articles)`,
      problems: structured,
    },
  ];
}
