// What the browser code of src/docusaurus-internals/client relies on, found in the bundles the build
// shipped: a rename in core would leave these code paths silently dead in the browser.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {appScriptsOf} from '../../src/docusaurus-internals/node/builtHtml';
import {
  ANNOUNCEMENT_DISMISSED_ATTRIBUTE,
  HYDRATED_ATTRIBUTE,
  ROOT_GLOBAL,
} from '../../src/docusaurus-internals/names';
import {inlineScripts} from '../../deploy/csp';
import {BUILD, builtFileOf, LOCALES, renderedPage} from './build';

describe.each(LOCALES)('the %s bundles', (locale) => {
  const scripts = appScriptsOf(renderedPage(locale, 'index.html'));
  const read = (name: RegExp) =>
    readFileSync(
      builtFileOf(scripts.find((script) => name.test(script))!),
      'utf8',
    );
  const runtime = read(/\/runtime~main\.[0-9a-f]+\.js$/);
  const main = read(/\/main\.[0-9a-f]+\.js$/);

  it("define core's chunk-asset function in the webpack runtime (ChunkAssetPlugin's __webpack_require__.gca)", () => {
    expect(runtime).toMatch(/\.gca=function\(/);
  });
  it('assign the client API to window.docusaurus, which <Link> calls for prefetch and preload', () => {
    expect(main).toMatch(/window\.docusaurus=[\w$]+[,;]/);
    expect(main).toContain('window.docusaurus.prefetch(');
    expect(main).toContain('window.docusaurus.preload(');
  });
  it('mark hydration as the bootstrap and the route runtime read it', () => {
    expect(main).toContain(`window.${ROOT_GLOBAL}=`); // core's hydrateRoot result
    expect(main).toContain(`"${HYDRATED_ATTRIBUTE}":`); // core's <html data-has-hydrated> (the site's own name is a plain string)
  });
  it("keep the theme's announcement flag where the bootstrap and the wrapper set it", () => {
    expect(
      inlineScripts(renderedPage(locale, 'index.html')).some((script) =>
        script.includes(`setAttribute("${ANNOUNCEMENT_DISMISSED_ATTRIBUTE}"`),
      ),
    ).toBe(true);
  });
  it('keep non-ASCII text as it is (the minimizer swapped for one without ascii_only)', () => {
    expect(main).toMatch(/[\u0600-\u06ff]/);
  });
});

describe('the whole build', () => {
  it("ships no Prism: theme-classic's client module that imports it is replaced", () => {
    const files = readdirSync(BUILD, {
      recursive: true,
      encoding: 'utf8',
    }).filter(
      (file) => file.endsWith('.js') && file.includes(`assets${path.sep}js`),
    );
    // Every locale's bundle is read: its main.js among the rest.
    expect(
      files.filter((file) => /(^|\/)main\.[0-9a-f]+\.js$/.test(file)),
    ).toHaveLength(LOCALES.length);
    expect(
      files.filter((file) =>
        readFileSync(path.join(BUILD, file), 'utf8').includes(
          'languages.insertBefore',
        ),
      ),
    ).toEqual([]);
  });
});
