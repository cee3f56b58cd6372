import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {
  renderOnly,
  routesLeftOut,
} from '../../src/docusaurus-internals/node/ssgSubset';
import {packageFile} from '../../src/docusaurus-internals/node/packages';

/** The module objects core's build calls static rendering and the broken-link check through. */
const buildLocale = packageFile(
  '@docusaurus/core',
  'lib/commands/build/buildLocale.js',
  'test',
);
const ssg = createRequire(buildLocale)('../../ssg/ssgExecutor.js') as {
  executeSSG: (params: object) => Promise<unknown>;
};
const links = createRequire(buildLocale)('../../server/brokenLinks.js') as {
  handleBrokenLinks: (params: object) => Promise<void>;
};

describe('rendering some pages only', () => {
  it("narrows the installed core's static rendering to the routes chosen, in the props postBuild gets too", async () => {
    const original = ssg.executeSSG;
    renderOnly(
      (routes) => routes.filter((route) => route.startsWith('/a')),
      (route) => (route === '/b' ? ['section'] : []),
    );
    expect(ssg.executeSSG).not.toBe(original);
    const props = {routesPaths: ['/a', '/b', '/a/2', '/404.html']};
    // No server bundle here: core's renderer then fails, after the wrapper narrowed the list.
    await expect(ssg.executeSSG({props})).rejects.toThrow();
    expect(props.routesPaths).toEqual(['/a', '/a/2']);
    expect([...routesLeftOut()]).toEqual(['/b', '/404.html']);
    // A second call replaces the choice, without wrapping twice.
    const wrapped = ssg.executeSSG;
    renderOnly(
      (routes) => [...routes],
      () => [],
    );
    expect(ssg.executeSSG).toBe(wrapped);
  });

  it('checks the links of the rendered pages into the copied ones as a full build does, quickly', async () => {
    const copied = new Map([['/news/old', ['market']]]);
    renderOnly(
      (routes) => routes.filter((route) => !copied.has(route)),
      (route) => copied.get(route) ?? [],
    );
    await expect(
      ssg.executeSSG({props: {routesPaths: ['/news/new', '/news/old']}}),
    ).rejects.toThrow();
    expect([...routesLeftOut()]).toEqual(['/news/old']);
    const routes = [
      {path: '/news/new', exact: true},
      {path: '/news/old', exact: true},
    ];
    const check = (link: string) =>
      links.handleBrokenLinks({
        collectedLinks: {'/news/new': {links: [link], anchors: []}},
        routes,
        onBrokenLinks: 'throw',
        onBrokenAnchors: 'throw',
      });
    // The copied page's anchor is known, as it would be had the page been rendered…
    await expect(check('/news/old#market')).resolves.toBeUndefined();
    // …and a link to an anchor it does not have, or to no page, still fails the build.
    await expect(check('/news/old#gold')).rejects.toThrow(/broken anchor/);
    await expect(check('/news/gone')).rejects.toThrow(/broken link/);
  });
});
