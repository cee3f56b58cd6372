import {createRequire} from 'node:module';
import {describe, expect, it, vi} from 'vitest';
import {
  checkEachLinkOnce,
  eachLinkOnce,
} from '../../src/docusaurus-internals/node/ssgSubset';

describe("the broken-link check's links, each once", () => {
  it('keeps every page and its anchors, relative links on every page, and each site-absolute link on the first page only', () => {
    expect(
      eachLinkOnce({
        '/a': {
          links: ['/news', '/news#top', '../b', '#x', '/news'],
          anchors: ['x'],
        },
        '/b': {
          links: ['/news', '//cdn.example/x', '../a', '/news/2'],
          anchors: [],
        },
        '/c': {links: ['/news#top', '/news/2'], anchors: ['y']},
      }),
    ).toEqual({
      '/a': {links: ['/news', '/news#top', '../b', '#x'], anchors: ['x']},
      '/b': {links: ['//cdn.example/x', '../a', '/news/2'], anchors: []},
      '/c': {links: [], anchors: ['y']},
    });
  });
});

describe("Docusaurus's broken-link check with each link once", () => {
  checkEachLinkOnce();
  // The module object Docusaurus's build calls, as the seam installed the wrapper on it.
  const buildLocale =
    require.resolve('@docusaurus/core/lib/commands/build/buildLocale.js');
  const {handleBrokenLinks} = createRequire(buildLocale)(
    '../../server/brokenLinks',
  ) as {
    handleBrokenLinks: (params: object) => Promise<void>;
  };
  const routes = ['/', '/news', '/news/1', '/news/2'].map((path) => ({
    path,
    exact: true,
    component: '',
  }));
  const page = (links: string[], anchors: string[] = []) => ({links, anchors});
  const check = (collectedLinks: object, onBrokenLinks = 'throw') =>
    handleBrokenLinks({
      collectedLinks,
      routes,
      onBrokenLinks,
      onBrokenAnchors: 'throw',
    });

  it('passes a site whose links all resolve', async () => {
    await expect(
      check({
        '/': page(['/news', '/news/1#market', 'news/2'], ['top']),
        '/news': page(['/', '/news/1', '/news/2', '#top'], ['top']),
        '/news/1': page(['/news', '/#top'], ['market']),
        '/news/2': page(['/news', '../news/1#market']),
      }),
    ).resolves.toBeUndefined();
  });

  it('names every page that has a broken link, as Docusaurus reports it', async () => {
    const failure = check({
      '/': page(['/news', '/news/3']),
      '/news': page(['/news/3', '/news/1#nowhere']),
      '/news/1': page(['/news/3'], ['market']),
      '/news/2': page(['/news']),
    });
    await expect(failure).rejects.toThrow(
      /source page path = \/:\n\s+-> linking to \/news\/3/,
    );
    await expect(failure).rejects.toThrow(
      /source page path = \/news:\n\s+-> linking to \/news\/3/,
    );
    await expect(failure).rejects.toThrow(
      /source page path = \/news\/1:\n\s+-> linking to \/news\/3/,
    );
  });

  it('reports, not stops, when the site asks only for a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await expect(
        check({'/': page(['/news/3']), '/news': page(['/news/3'])}, 'warn'),
      ).resolves.toBeUndefined();
      const printed = warn.mock.calls.flat().join('\n');
      expect(printed).toMatch(
        /source page path = \/:\n\s+-> linking to \/news\/3/,
      );
      expect(printed).toMatch(
        /source page path = \/news:\n\s+-> linking to \/news\/3/,
      );
    } finally {
      warn.mockRestore();
    }
  });

  it('is the check the build calls', () => {
    const module = createRequire(buildLocale)(
      '../../server/brokenLinks',
    ) as Record<symbol, unknown>;
    expect(module[Symbol.for('nerkhnama.ssgSubset.links')]).toBe(true);
  });
});
