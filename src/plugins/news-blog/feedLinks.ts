/**
 * What the blog plugin's feeds lack and its options cannot add (its `feed` instance gets no
 * `feedLinks`, and Atom gets no language): the feed's own URL (`rel="self"`, which feed readers
 * and validators ask for) and, in Atom, `xml:lang`. Item links are percent-encoded, as in the
 * sitemaps, through `createFeedItems` (config/blog.ts). Pure.
 */
import {escapeXml} from '../../lib/escapeXml';

/** A URL with its path percent-encoded (the Persian slugs); an encoded URL is left as it is. */
export function percentEncodedUrl(url: string): string {
  return new URL(url).href;
}

function replaceOnce(
  xml: string,
  search: RegExp,
  replacement: string,
  what: string,
): string {
  if (!search.test(xml)) {
    throw new Error(
      `news-blog: the ${what} is not where the blog plugin writes it; update feedLinks.ts.`,
    );
  }
  return xml.replace(search, replacement);
}

/** Adds `xml:lang` to the Atom feed and its `<link rel="self">` after the first `<link>`. */
export function completeAtom(
  xml: string,
  options: {selfUrl: string; language: string},
): string {
  if (/<link rel="self"/.test(xml)) return xml;
  const withLang = replaceOnce(
    xml,
    /<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom">/,
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(options.language)}">`,
    'Atom <feed> element',
  );
  return replaceOnce(
    withLang,
    /(\n(\s*)<link rel="alternate"[^>]*\/>)/,
    `$1\n$2<link rel="self" href="${escapeXml(options.selfUrl)}"/>`,
    'Atom feed link',
  );
}

/** Declares the Atom namespace on the RSS feed and adds `<atom:link rel="self">` to its channel. */
export function completeRss(xml: string, options: {selfUrl: string}): string {
  if (/<atom:link[^>]*rel="self"/.test(xml)) return xml;
  const withNs = /xmlns:atom=/.test(xml)
    ? xml
    : replaceOnce(
        xml,
        /<rss version="2\.0"/,
        '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"',
        'RSS <rss> element',
      );
  return replaceOnce(
    withNs,
    /(\n(\s*)<link>[^<]*<\/link>)/,
    `$1\n$2<atom:link href="${escapeXml(options.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    'RSS channel link',
  );
}
