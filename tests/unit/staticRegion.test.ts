import {describe, expect, it} from 'vitest';
import {maskStaticRegions, staticRegionsIn} from '../../src/lib/staticRegion';
import {preloadedChunkNames} from '../../src/plugins/client-routing/routeDataPlugin';

describe('static regions', () => {
  const page = (sidebar: string) =>
    `<main><div data-static-region=sidebar class=r_1><aside><div role=group><h3>۱۴۰۵</h3><ul>${sidebar}</ul></div></aside></div><article>body</article></main>` +
    `<div data-static-region="sidebar-phone"><details><div>${sidebar}</div></details></div><footer></footer>`;

  it('names the regions of a page', () => {
    expect(staticRegionsIn(page('<li>a</li>'))).toEqual([
      'sidebar',
      'sidebar-phone',
    ]);
  });
  it('masks each region’s content, nested divs and all, and nothing else', () => {
    const older = maskStaticRegions(page('<li>a</li>'));
    expect(older).toBe(maskStaticRegions(page('<li>b</li><li>c</li>')));
    expect(older).toBe(
      '<main><div data-static-region=sidebar class=r_1>(sidebar)</div><article>body</article></main>' +
        '<div data-static-region="sidebar-phone">(sidebar-phone)</div><footer></footer>',
    );
    expect(
      maskStaticRegions(page('<li>a</li>').replace('body', 'edited')),
    ).not.toBe(older);
  });
  it('leaves a page without regions as it is, and refuses one left open', () => {
    expect(maskStaticRegions('<main><div>x</div></main>')).toBe(
      '<main><div>x</div></main>',
    );
    expect(() =>
      maskStaticRegions('<div data-static-region=sidebar><div></div>'),
    ).toThrow(/static region "sidebar" is not closed/);
  });
  it('a news page preloads every chunk of its route but the sidebar’s, which may lag', () => {
    expect(
      preloadedChunkNames({
        __comp: 'ccc49370',
        __context: {data: {blogMetadata: 'acecf23e'}, plugin: '36994c47'},
        sidebar: '814f3328',
        content: 'a1a14c84',
      }),
    ).toEqual(['ccc49370', 'acecf23e', '36994c47', 'a1a14c84']);
  });
});
