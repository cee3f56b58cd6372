// The latest headlines of a copied page corrected in place (src/plugins/publish-pages/sidebarPatch.ts), on the
// markup the theme renders and the HTML minifier leaves: both regions, year groups, `</li>` left out.
import {describe, expect, it} from 'vitest';
import {
  patchSidebars,
  sidebarDigest,
  sidebarLinks,
  sidebarPatcher,
} from '../../src/plugins/publish-pages/sidebarPatch';
import {maskStaticRegions} from '../../src/lib/staticRegion';

const A = '/news/121927/هزینه-ساخت-هر-متر-مربع-23e4da';
const B = '/news/121924/ارزش-معاملات-بورس-d77084';
const C = '/news/120001/سال-پیش-aa11bb';
const D = '/news/121921/روز-اول-3300c7';

const desktop = (entries: string) =>
  `<div data-static-region=sidebar class=region_x><aside class="col col--3"><nav class=sidebar_x aria-label="تازه‌ترین خبرها"><div class=title_x>تازه‌ترین خبرها</div>${entries}</nav></aside></div>`;
const phone = (entries: string) =>
  `<div data-static-region=sidebar-phone class=region_x><details class=d_x><summary class=s_x>تازه‌ترین خبرها</summary><nav aria-label="فهرست تازه‌ترین خبرها">${entries}</nav></details></div>`;
const group = (year: string, items: string) =>
  `<div role=group><h3 class=y_x>${year}</h3><ul class="list_x clean-list">${items}</ul></div>`;
const entry = (href: string, title: string, end = '') =>
  `<li class=item_x><a class=link_x href=${href}>${title}</a>${end}`;

const list =
  group(
    '۱۴۰۴',
    entry(A, 'هزینه ساخت از ۳۰ میلیون تومان گذشت') +
      entry(B, 'ارزش معاملات بورس ۸ هزار میلیارد شد') +
      entry(D, 'روز اول بازگشت تحریم‌ها'),
  ) + group('۱۴۰۳', entry(C, 'خبری از سال پیش'));

const page = (entries = list) =>
  `<html><body><nav class=navbar></nav><main><article><h1>خبر</h1><a href=${A}>in the text</a></article>${desktop(entries)}<p>between</p>${phone(entries)}</main></body></html>`;

describe('a copied page’s latest headlines, corrected in place', () => {
  it('a story taken down leaves both lists; the rest of the page, its own links included, is as it was', () => {
    const html = page();
    const patched = patchSidebars(html, {removed: [A], retitled: {}})!;
    expect(patched).toBe(
      page(
        group(
          '۱۴۰۴',
          entry(B, 'ارزش معاملات بورس ۸ هزار میلیارد شد') +
            entry(D, 'روز اول بازگشت تحریم‌ها'),
        ) + group('۱۴۰۳', entry(C, 'خبری از سال پیش')),
      ),
    );
    expect(maskStaticRegions(patched)).toBe(maskStaticRegions(html));
  });

  it('an entry with its own </li>, and a link quoted or percent-encoded, is found too', () => {
    const html = page(
      group(
        '۱۴۰۴',
        entry(`"${A}"`, 'quoted', '</li>') +
          entry(encodeURI(B), 'encoded') +
          entry(D, 'kept'),
      ),
    );
    const patched = patchSidebars(html, {removed: [A, B], retitled: {}})!;
    expect(patched).toBe(page(group('۱۴۰۴', entry(D, 'kept'))));
  });

  it('a year whose only entry left loses its heading', () => {
    const patched = patchSidebars(page(), {removed: [C], retitled: {}})!;
    expect(patched).not.toContain('۱۴۰۳');
    expect(patched).toContain('۱۴۰۴');
  });

  it('a corrected headline is written in place, as text', () => {
    const patched = patchSidebars(page(), {
      removed: [],
      retitled: {[B]: 'ارزش معاملات بورس به ۹ هزار میلیارد <رسید> & ماند'},
    })!;
    expect(patched).toBe(
      page(
        list.replace(
          'ارزش معاملات بورس ۸ هزار میلیارد شد',
          'ارزش معاملات بورس به ۹ هزار میلیارد &lt;رسید&gt; &amp; ماند',
        ),
      ),
    );
  });

  it('a patch of stories the page does not show leaves it the same string', () => {
    const html = page();
    const other = '/news/1/not-shown';
    expect(
      patchSidebars(html, {removed: [other], retitled: {[other]: 'x'}}),
    ).toBe(html);
    expect(patchSidebars(html, {removed: [], retitled: {}})).toBe(html);
  });

  it('an entry it cannot change (markup inside the link) is left to rendering', () => {
    const html = page(
      group(
        '۱۴۰۴',
        `<li class=item_x><a class=link_x href=${A}><bdi>x</bdi> y</a>`,
      ),
    );
    expect(patchSidebars(html, {removed: [A], retitled: {}})).toBeUndefined();
    expect(
      patchSidebars(html, {removed: [], retitled: {[A]: 'new'}}),
    ).toBeUndefined();
  });

  it('a page without sidebars is never changed', () => {
    const html = `<main><a href=${A}>link</a><div data-static-region=price-strip><a href=${A}>x</a></div></main>`;
    expect(patchSidebars(html, {removed: [A], retitled: {[A]: 'y'}})).toBe(
      html,
    );
  });
});

describe('which copied pages the patch reads', () => {
  it('a page’s sidebar links are those of both lists, in page order, not the links of the page itself', () => {
    expect(sidebarLinks(page())).toEqual([A, B, D, C, A, B, D, C]);
    expect(sidebarLinks(`<main><a href=${A}>x</a></main>`)).toEqual([]);
  });

  it('pages that link to the same stories share a digest, whatever their headlines; another list has another', () => {
    const retitled = patchSidebars(page(), {
      removed: [],
      retitled: {[B]: 'تیتر تازه'},
    })!;
    expect(sidebarDigest(retitled)).toBe(sidebarDigest(page()));
    const without = patchSidebars(page(), {removed: [D], retitled: {}})!;
    expect(sidebarDigest(without)).not.toBe(sidebarDigest(page()));
  });

  it('reads one page of a group the patch leaves as it is, and every page of a group it changes', () => {
    // An older build's pages, which never showed the new story, and the pages rendered since it came out.
    const older = page(group('۱۴۰۴', entry(B, 'b') + entry(D, 'd')));
    const newer = page();
    const pages = [older, newer, older, newer, older, older];
    const patch = sidebarPatcher({removed: [], retitled: {[A]: 'تیتر درست'}});
    let reads = 0;
    const outcomes = pages.map((html) =>
      patch(sidebarDigest(html), () => {
        reads += 1;
        return html;
      }),
    );
    expect(reads).toBe(3);
    expect(outcomes.map((o) => o.page)).toEqual([
      'same',
      'patched',
      'same',
      'patched',
      'same',
      'same',
    ]);
    expect(outcomes[1]).toEqual({
      page: 'patched',
      html: patchSidebars(newer, {removed: [], retitled: {[A]: 'تیتر درست'}}),
    });
  });

  it('a page whose digest is not known is read every time; one it cannot patch is rendered', () => {
    const patch = sidebarPatcher({removed: [A], retitled: {}});
    let reads = 0;
    const read = () => {
      reads += 1;
      return page();
    };
    expect(patch(undefined, read).page).toBe('patched');
    expect(patch(undefined, read).page).toBe('patched');
    expect(reads).toBe(2);
    const broken = page(
      group(
        '۱۴۰۴',
        `<li class=item_x><a class=link_x href=${A}><bdi>x</bdi></a>`,
      ),
    );
    expect(patch(sidebarDigest(broken), () => broken)).toEqual({
      page: 'render',
    });
  });
});
