import {describe, expect, it} from 'vitest';
import {
  anchorsIn,
  buildFilesNamed,
  isNoIndexPage,
} from '../../src/plugins/publish-pages/copyable';

const page = (prefix: string) =>
  `<!doctype html><html><head><link rel="stylesheet" href="${prefix}/assets/css/styles.1a2b.css"><link rel=preload href=${prefix}/route-data/9f3e.json as=fetch><link rel="preload" href="${prefix}/assets/js/12.abcd.js" as="script"><link rel="alternate" hreflang="en" href="https://nerkhnama.example/en/news/12/x"></head><body><img src="${prefix}/img/photos/a.jpg"><script src="${prefix}/assets/boot/bootstrap.c4e5.js"></script><script id="nn-boot" type="application/json">["${prefix}/assets/js/runtime~main.77.js","${prefix}/assets/js/main.88.js?v=1"]</script></body></html>`;

describe('copying a page of the last build', () => {
  it('names the bundle and route data files a Persian page loads, not its images, links or bootstrap', () => {
    expect(buildFilesNamed(page(''), '/').sort()).toEqual([
      'assets/css/styles.1a2b.css',
      'assets/js/12.abcd.js',
      'assets/js/main.88.js',
      'assets/js/runtime~main.77.js',
      'route-data/9f3e.json',
    ]);
  });

  it("an English page's files are under /en/, and a Persian page never names them", () => {
    expect(buildFilesNamed(page('/en'), '/en/')).toContain(
      'assets/js/main.88.js',
    );
    expect(buildFilesNamed(page('/en'), '/')).toEqual([]);
  });

  it('tells a noindex page, which the sitemap learns about only by rendering it', () => {
    expect(
      isNoIndexPage('<head><meta name="robots" content="noindex, nofollow">'),
    ).toBe(true);
    expect(isNoIndexPage('<head><meta name=robots content=noindex>')).toBe(
      true,
    );
    expect(isNoIndexPage('<head><meta name="description" content="x">')).toBe(
      false,
    );
  });

  it('offers a copied page’s ids as its anchors, unescaped as React escapes them', () => {
    expect(
      anchorsIn(
        '<main id="__docusaurus"><h2 id="بازار-ارز">بازار ارز</h2><h3 class="x" id="gold-&amp;-coins">Gold</h3><div data-id="not-one"></div></main>',
      ),
    ).toEqual(['__docusaurus', 'بازار-ارز', 'gold-&-coins']);
    // The minified HTML drops the quotes where the value allows: most headings' ids are bare.
    expect(
      anchorsIn(
        "<h2 id=opening-prices>Opening</h2><h2 id=بازار-سکه class=x>Coins</h2><p id='a&amp;b'></p>",
      ),
    ).toEqual(['opening-prices', 'بازار-سکه', 'a&b']);
  });
});
