import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {
  renderOnly,
  routesLeftOut,
} from '../../src/docusaurus-internals/node/ssgSubset';
import {packageFile} from '../../src/docusaurus-internals/node/packages';

describe('rendering some pages only', () => {
  it("narrows the installed core's static rendering to the routes chosen, in the props postBuild gets too", async () => {
    const buildLocale = packageFile(
      '@docusaurus/core',
      'lib/commands/build/buildLocale.js',
      'test',
    );
    // The module object core's build calls executeSSG through.
    const ssg = createRequire(buildLocale)('../../ssg/ssgExecutor.js') as {
      executeSSG: (params: object) => Promise<unknown>;
    };
    const original = ssg.executeSSG;
    renderOnly((routes) => routes.filter((route) => route.startsWith('/a')));
    expect(ssg.executeSSG).not.toBe(original);
    const props = {routesPaths: ['/a', '/b', '/a/2', '/404.html']};
    // No server bundle here: core's renderer then fails, after the wrapper narrowed the list.
    await expect(ssg.executeSSG({props})).rejects.toThrow();
    expect(props.routesPaths).toEqual(['/a', '/a/2']);
    expect([...routesLeftOut()]).toEqual(['/b', '/404.html']);
    // A second call replaces the choice, without wrapping twice.
    const wrapped = ssg.executeSSG;
    renderOnly((routes) => [...routes]);
    expect(ssg.executeSSG).toBe(wrapped);
  });
});
