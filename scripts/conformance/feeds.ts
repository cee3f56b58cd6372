/**
 * Every RSS and Atom feed of the build, parsed with a real feed parser (feedsmith): each must name
 * its own URL (`atom:link`/`link` with rel="self") and its language (RSS `<language>`, Atom
 * `xml:lang`), and every item must link, percent-encoded, to a page of the build.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parseFeed} from 'feedsmith';
import {brand} from '../../src/config/brand';
import {fileOfUrl, isPercentEncoded} from './builtSite';
import type {CheckResult} from './report';

interface FeedFacts {
  self: string | undefined;
  language: string | undefined;
  links: string[];
}

/** The facts the checks need, read from the parser's result for either format. */
export function feedFacts(xml: string): FeedFacts {
  const parsed = parseFeed(xml);
  if (parsed.format === 'rss') {
    const channel = parsed.feed;
    return {
      self: channel.atom?.links?.find((l) => l.rel === 'self')?.href,
      language: channel.language,
      links: (channel.items ?? []).map((item) => item.link ?? ''),
    };
  }
  if (parsed.format === 'atom') {
    const feed = parsed.feed as typeof parsed.feed & {xml?: {lang?: string}};
    return {
      self: feed.links?.find((l) => l.rel === 'self')?.href,
      language: feed.xml?.lang,
      links: (feed.entries ?? []).map(
        (entry) =>
          entry.links?.find((l) => (l.rel ?? 'alternate') === 'alternate')
            ?.href ?? '',
      ),
    };
  }
  throw new Error(`not an RSS or Atom feed (${parsed.format})`);
}

/** Problems of one feed served at `feedUrl`; `exists` says whether a build file exists. */
export function feedProblems(
  facts: FeedFacts,
  feedUrl: string,
  language: string,
  exists: (file: string) => boolean,
): string[] {
  const problems: string[] = [];
  if (facts.self !== feedUrl) {
    problems.push(
      `self link is ${facts.self ?? 'missing'}, expected ${feedUrl}`,
    );
  }
  if (facts.language !== language) {
    problems.push(
      `language is ${facts.language ?? 'missing'}, expected ${language}`,
    );
  }
  if (facts.links.length === 0) problems.push('no items');
  for (const link of facts.links) {
    if (!isPercentEncoded(link)) {
      problems.push(`item link not percent-encoded: ${link}`);
    }
    const file = fileOfUrl(link);
    if (!file || !exists(file)) {
      problems.push(`item link is not a page of the build: ${link}`);
    }
  }
  return problems;
}

export function checkFeeds(
  buildDir: string,
  feeds: readonly string[],
  files: ReadonlySet<string>,
  languageOf: (file: string) => string,
): CheckResult {
  const problems: string[] = [];
  let items = 0;
  for (const file of feeds) {
    try {
      const facts = feedFacts(readFileSync(path.join(buildDir, file), 'utf8'));
      items += facts.links.length;
      const found = feedProblems(
        facts,
        `${brand.siteUrl}/${file}`,
        languageOf(file),
        (f) => files.has(f),
      );
      problems.push(...found.map((p) => `${file}: ${p}`));
    } catch (error) {
      problems.push(`${file}: does not parse: ${(error as Error).message}`);
    }
  }
  return {
    tool: 'feeds (feedsmith)',
    checked: feeds.length,
    unit: `feeds (${items} items)`,
    problems,
  };
}
