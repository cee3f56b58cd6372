import {describe, expect, it} from 'vitest';
import {comparedPath, siteDifferences} from '../../scripts/sameSite';

describe('comparedPath', () => {
  it('compares what docusaurus build writes for the default locale', () => {
    for (const file of [
      'index.html',
      'assets/js/main.1a2b3c4d.js',
      'route-data/news-1.json',
      'news/121530/slug.html',
      'sitemap.xml',
      'enamel.html',
    ]) {
      expect(comparedPath(file, ['en'])).toBe(true);
    }
  });
  it('skips the other locales and what the postbuild step adds', () => {
    for (const file of [
      'en/index.html',
      'index.html.gz',
      '_headers',
      '_redirects',
      '_short-links.map',
    ]) {
      expect(comparedPath(file, ['en'])).toBe(false);
    }
  });
});

describe('siteDifferences', () => {
  const site = (entries: Record<string, string>) =>
    new Map(Object.entries(entries));
  it('finds nothing between equal builds', () => {
    expect(
      siteDifferences(site({a: '1', b: '2'}), site({b: '2', a: '1'})),
    ).toEqual([]);
  });
  it('names missing, extra and changed files', () => {
    expect(
      siteDifferences(
        site({a: '1', b: '2', c: '3'}),
        site({a: '1', b: 'x', d: '4'}),
      ),
    ).toEqual(['missing: c', 'extra: d', 'differs: b']);
  });
});
