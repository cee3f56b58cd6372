import {describe, expect, it} from 'vitest';
import {
  completeAtom,
  completeRss,
  percentEncodedUrl,
} from '../../src/plugins/news-blog/feedLinks';

// The shapes the blog plugin's `feed` library writes (Docusaurus 3.10.2).
const ATOM = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
    <id>https://nerkhnama.example/news</id>
    <title>اخبار نرخ‌نما</title>
    <link rel="alternate" href="https://nerkhnama.example/news"/>
    <entry><link href="https://nerkhnama.example/news/1/a"/></entry>
</feed>`;
const RSS = `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/">
    <channel>
        <title>t</title>
        <link>https://nerkhnama.example/en/news</link>
        <item><link>https://nerkhnama.example/en/news/1/a</link></item>
    </channel>
</rss>`;

describe('feed links', () => {
  it('percent-encodes a Persian path once', () => {
    const encoded =
      'https://nerkhnama.example/news/121530/%D8%B3%DA%A9%D9%87-d44b77';
    expect(
      percentEncodedUrl('https://nerkhnama.example/news/121530/سکه-d44b77'),
    ).toBe(encoded);
    expect(percentEncodedUrl(encoded)).toBe(encoded);
  });

  it('gives the Atom feed its language and self link, once', () => {
    const atom = completeAtom(ATOM, {
      selfUrl: 'https://nerkhnama.example/news/atom.xml',
      language: 'fa-IR',
    });
    expect(atom).toContain(
      '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="fa-IR">',
    );
    expect(atom).toContain(
      '<link rel="alternate" href="https://nerkhnama.example/news"/>\n    <link rel="self" href="https://nerkhnama.example/news/atom.xml"/>',
    );
    expect(completeAtom(atom, {selfUrl: 'x', language: 'y'})).toBe(atom);
  });

  it('gives the RSS channel an atom:link to itself', () => {
    const rss = completeRss(RSS, {
      selfUrl: 'https://nerkhnama.example/en/news/rss.xml',
    });
    expect(rss).toContain(
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc=',
    );
    expect(rss).toContain(
      '<link>https://nerkhnama.example/en/news</link>\n        <atom:link href="https://nerkhnama.example/en/news/rss.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(rss.match(/atom:link/g)).toHaveLength(1);
  });

  it('fails loudly when the plugin writes another shape', () => {
    expect(() =>
      completeAtom('<feed>', {selfUrl: 'x', language: 'en'}),
    ).toThrow(/update feedLinks\.ts/);
  });
});
