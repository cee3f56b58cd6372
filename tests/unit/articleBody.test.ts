// An article's text as data: read back from its rendered page (client-routing/articleBodyFile.ts) and
// made into the module its MDX would have been, in a DOM (happy-dom) as the browser does
// (client-routing/client/articleModule.ts).
import {createElement} from 'react';
import {Window} from 'happy-dom';
import {afterAll, describe, expect, it} from 'vitest';
import {
  articleBodyJson,
  articleBodyOf,
} from '../../src/plugins/client-routing/articleBodyFile';
import {
  articleHtmlOf,
  articleModule,
  tocOf,
} from '../../src/plugins/client-routing/client/articleModule';

const window = new Window();
const doc = window.document as unknown as Document;
afterAll(() => window.happyDOM.close());

const TEXT =
  '<p>سکه بهار آزادی ۹۱٫۴ میلیون تومان</p>' +
  '<h2 class="anchor anchorWithStickyNavbar_x" id=نرخ‌ها>نرخ‌ها &amp; حباب<a href=#نرخ‌ها class=hash-link aria-label="پیوند مستقیم">​</a></h2>' +
  '<figure><div class=frame><img src=/img/a.jpg alt=""></div><figcaption>بازار</figcaption></figure>' +
  '<h3 id=sub>Sub <code>x</code><a href=#sub class=hash-link>​</a></h3>';

describe('articleBodyOf', () => {
  const page = (container: string) =>
    `<main><div class=row><article><div data-pagefind-body>${container}</div><footer><div>tags</div></footer></article></div></main>`;

  it('reads the inner HTML of the article container, nested divs and all, as the minifier writes it', () => {
    expect(
      articleBodyOf(
        page(`<div id=__blog-post-container class=markdown>${TEXT}</div>`),
      ),
    ).toBe(TEXT);
    expect(
      articleBodyOf(
        page(`<div class="markdown" id="__blog-post-container">${TEXT}</div>`),
      ),
    ).toBe(TEXT);
  });
  it('finds nothing on a page without the container (a list, an information page)', () => {
    expect(articleBodyOf(page('<div class=markdown><p>x</p></div>'))).toBe(
      undefined,
    );
    expect(
      articleBodyOf(page('<div id=__blog-post-container-x><p>x</p></div>')),
    ).toBe(undefined);
  });
  it('throws on a container that does not end, rather than sending a text cut short', () => {
    expect(() =>
      articleBodyOf('<div id=__blog-post-container><div><p>x</p></div>'),
    ).toThrow(/has no end/);
  });
  it('writes the text as the JSON the browser reads', () => {
    expect(JSON.parse(articleBodyJson(TEXT))).toEqual({html: TEXT});
  });
});

describe('the article module in the browser', () => {
  it('lists the headings as the MDX loader’s table of contents: id, level, and the text without the anchor link', () => {
    expect(tocOf(TEXT, doc)).toEqual([
      {value: 'نرخ‌ها &amp; حباب', id: 'نرخ‌ها', level: 2},
      {value: 'Sub <code>x</code>', id: 'sub', level: 3},
    ]);
    expect(tocOf('<p>no headings</p>', doc)).toEqual([]);
  });
  it('is the MDX module’s shape: metadata, front matter, assets as the loader leaves them, the table of contents', () => {
    const metadata = {
      title: 'سکه',
      frontMatter: {title: 'سکه', tags: ['gold']},
      authors: [{key: 'sara-ahmadi'}, {key: 'reza-karimi'}],
    };
    const module = articleModule(metadata, TEXT, doc);
    expect(module.metadata).toBe(metadata);
    expect(module.frontMatter).toBe(metadata.frontMatter);
    expect(module.assets).toEqual({authorsImageUrls: [undefined, undefined]});
    expect(module.contentTitle).toBeUndefined();
    expect(module.toc.map((item) => item.id)).toEqual(['نرخ‌ها', 'sub']);
  });
  it('lets the theme tell its body from a compiled one, and gives the HTML', () => {
    const {default: Body} = articleModule({}, TEXT, doc);
    expect(articleHtmlOf(createElement(Body))).toBe(TEXT);
    expect(articleHtmlOf(createElement(() => null))).toBeUndefined();
    expect(articleHtmlOf('text')).toBeUndefined();
    expect(articleHtmlOf(null)).toBeUndefined();
  });
});
