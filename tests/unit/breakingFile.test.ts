import {describe, expect, it} from 'vitest';
import {breakingBarIn, breakingBarStands} from '../../src/lib/breakingFile';

/** The bar as a build writes it: minified, the headline escaped by React. */
const bar = (href: string, title: string) =>
  `<div data-static-region=breaking class=region_fwEb><aside class=bar_x1 data-breaking-bar=true aria-label="خبر فوری"><div class="container inner_y2"><span class=label_z3 data-breaking=true>فوری</span><a class=link_q4 href=${href}>${title}</a></div></aside></div>`;
const page = (region: string) =>
  `<html><body><nav class=navbar><a href=/news>اخبار</a></nav>${region}<main><a href=/news/1/x>خبر دیگر</a></main></body></html>`;

describe('the breaking bar in a page’s HTML', () => {
  it('reads the story a page’s bar links to, the link decoded as the route table has it', () => {
    const href = encodeURI('/news/121929/نرخ-حواله-درهم-4ed76e');
    expect(breakingBarIn(page(bar(href, 'نرخ حواله درهم &amp; یورو')))).toEqual(
      {
        permalink: '/news/121929/نرخ-حواله-درهم-4ed76e',
        title: 'نرخ حواله درهم & یورو',
      },
    );
  });
  it('reads a quoted link as well as a bare one', () => {
    expect(
      breakingBarIn(
        page(bar('"/en/news/121929/a b"', 'Rates &quot;hold&quot;')),
      ),
    ).toEqual({permalink: '/en/news/121929/a b', title: 'Rates "hold"'});
  });
  it('finds none on a page without a bar, or with an empty region', () => {
    expect(breakingBarIn(page(''))).toBeUndefined();
    expect(
      breakingBarIn(
        page('<div data-static-region=breaking class=region_fwEb></div>'),
      ),
    ).toBeUndefined();
  });
});

describe('whether a copied page may keep its breaking bar', () => {
  const titles = new Map([['/news/121929/نرخ-حواله', 'نرخ حواله ثابت ماند']]);
  const titleOf = (permalink: string) => titles.get(permalink);
  it('keeps a page without a bar, and a bar whose story stands under the same headline', () => {
    expect(breakingBarStands(undefined, titleOf)).toBe(true);
    expect(
      breakingBarStands(
        {permalink: '/news/121929/نرخ-حواله', title: 'نرخ حواله ثابت ماند'},
        titleOf,
      ),
    ).toBe(true);
  });
  it('never keeps a bar whose story was deleted, unlisted or retitled since', () => {
    expect(
      breakingBarStands(
        {permalink: '/news/121930/حذف-شده', title: 'خبری که دیگر نیست'},
        titleOf,
      ),
    ).toBe(false);
    expect(
      breakingBarStands(
        {permalink: '/news/121929/نرخ-حواله', title: 'تیتر پیشین'},
        titleOf,
      ),
    ).toBe(false);
  });
});
