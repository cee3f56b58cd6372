import {describe, expect, it} from 'vitest';
import {
  UNDATED,
  bodyElement,
  bodyText,
  documentLine,
  documentSource,
  recordHtml,
  type SearchPage,
} from '../../src/plugins/search-index/records';

// Pages as the layout renders them: the text to index marked `data-pagefind-body`, chrome around it and inside.
const articlePage = `<html><body><nav class="navbar">اخبار کارت هدیه</nav>
<article><header><h1>سکه بهار آزادی ۹۱٫۴ میلیون تومان</h1><time datetime=2025-09-21T03:47:00.000Z>یکشنبه ۳۰ شهریور ۱۴۰۴</time></header>
<div data-pagefind-body><div class=markdown><p>سکه بهار آزادی امروز گران شد.</p><h2 id=x>نرخ‌های آغازین<a href=#x class=hash-link>\u200b</a></h2><p>نیم‌سکه<br>ربع‌سکه</p><ul><li>یک</li><li>دو</li></ul><pre><code>متن</code><button>رونوشت</button></pre></div></div>
<footer><a rel=tag href=/news/tags/x>طلا</a></footer></article><nav class="pagination-nav">خبر قبلی</nav></body></html>`;

const infoPage = `<html><body><article><div class="theme-doc-toc-mobile"><button>آنچه در این صفحه می‌خوانید</button></div>
<div data-pagefind-body><div class="markdown"><header><h1>کارت هدیه نرخ‌نما</h1></header><p>کارت هدیه کدی <bdi>CVV2</bdi> پیش‌پرداخت است.</p></div></div></article></body></html>`;

const pricesPage = `<html><body><main data-pagefind-body><nav>قیمت‌ها / ارز</nav><header><h1>قیمت دلار</h1></header>
<figure><svg><text>۱۱۲٬۴۰۰</text></svg></figure><table><tr><th>آخرین قیمت</th><td>۱۱۲٬۴۰۰</td></tr></table><p data-pagefind-ignore>نمودار</p></main></body></html>`;

describe('text read from built pages', () => {
  it("takes an article's marked body: no header, tags, heading anchors, buttons or navigation, blocks kept apart", () => {
    expect(bodyText(articlePage)).toBe(
      'سکه بهار آزادی امروز گران شد. نرخ‌های آغازین نیم‌سکه ربع‌سکه یک دو متن',
    );
  });
  it("takes an information page's marked body without its title and table of contents", () => {
    expect(bodyText(infoPage)).toBe('کارت هدیه کدی CVV2 پیش‌پرداخت است.');
  });
  it("takes a prices page's tables, not its breadcrumb, title, chart labels or what the layout marks to ignore", () => {
    expect(bodyText(pricesPage)).toBe('آخرین قیمت ۱۱۲٬۴۰۰');
  });
  it("leaves out a region that may be older than the page: a page's text never depends on one", () => {
    const withRegion = pricesPage.replace(
      '<table>',
      '<div data-static-region=price-strip><a href=/prices/usd>دلار ۱۱۰٬۰۰۰</a></div><table>',
    );
    expect(bodyText(withRegion)).toBe('آخرین قیمت ۱۱۲٬۴۰۰');
  });
  it('keeps the cells of a minified table apart, whose end tags the minifier left out', () => {
    const minified = `<main data-pagefind-body><table><caption>Closes<thead><tr><th scope=col>Day<th scope=col>Change<tbody><tr><th scope=row>28 Sept<td>+710</table></main>`;
    expect(bodyText(minified)).toBe('Closes Day Change 28 Sept +710');
  });
  it('parses the marked element alone when it cuts out exactly, the whole page otherwise, to the same text', () => {
    for (const page of [articlePage, infoPage, pricesPage]) {
      const $ = bodyElement(page)!;
      expect($.root().children().is('[data-pagefind-body]')).toBe(true);
      // Nothing of the page around the body was parsed.
      expect($.root().find('nav.navbar, footer')).toHaveLength(0);
    }
    // A tag name inside an attribute value miscounts the nesting: the parser's own end differs.
    const tricky = articlePage.replace(
      '<p>سکه',
      '<p title="<div class=x>">سکه',
    );
    expect(bodyElement(tricky)).toBeUndefined();
    expect(bodyText(tricky)).toBe(bodyText(articlePage));
    // Unclosed, or marked twice: the whole page.
    expect(bodyElement('<main data-pagefind-body><p>x</p>')).toBeUndefined();
    expect(bodyText('<main data-pagefind-body><p>x</p>')).toBe('x');
    expect(
      bodyElement('<div data-pagefind-body>a</div><p data-pagefind-body>b</p>'),
    ).toBeUndefined();
  });
  it('fails loudly, naming the page, when its layout marks no body or more than one', () => {
    expect(() =>
      bodyText('<html><body><p>x</p></body></html>', '/news/1/x'),
    ).toThrow(/\/news\/1\/x has 0 elements marked data-pagefind-body/);
    expect(() =>
      bodyText(
        '<div data-pagefind-body>a</div><div data-pagefind-body>b</div>',
        '/x',
      ),
    ).toThrow(/\/x has 2 elements/);
  });
});

describe('recordHtml', () => {
  const page = {
    kind: 'article' as const,
    url: '/news/1/x',
    title: 'بانك مركزي و «دلار» <۱۴۰۴>',
    date: '2025-09-21T03:47:00.000Z',
    dateText: 'یکشنبه ۳۰ شهریور ۱۴۰۴',
    tags: ['بانک مرکزی', 'دلار'],
    body: 'نرخ دلار مي شود ۱۰۱ هزار',
  };
  it('indexes normalised text, body first, then the title as h1, tags and date', () => {
    const {html} = recordHtml(page, 'fa-IR');
    expect(html).toContain('<html lang="fa-IR">');
    expect(html).toContain(
      '<main data-pagefind-body><div>نرخ دلار می‌شود 101 هزار</div><h1>بانک مرکزی و «دلار» &lt;1404&gt;</h1>',
    );
    expect(html).toContain(
      '<ul data-pagefind-weight="4"><li>بانک مرکزی</li><li>دلار</li></ul><p>یکشنبه 30 شهریور 1404</p>',
    );
  });
  it('keeps the title as written in the meta, escaped in the attribute', () => {
    const {html, meta} = recordHtml(page, 'fa-IR');
    expect(meta).toEqual({
      title: page.title,
      kind: 'article',
      date: page.date,
      kicker: 'بانک مرکزی',
      bodyWords: '5',
    });
    expect(html).toContain(
      '<meta data-pagefind-meta="title[content]" content="بانك مركزي و «دلار» &lt;۱۴۰۴&gt;">',
    );
  });
  it('sorts articles by date and pages without one after them (Pagefind drops unsorted pages from sorted results)', () => {
    expect(recordHtml(page, 'fa-IR').html).toContain(
      `<meta data-pagefind-sort="date[content]" content="${page.date}">`,
    );
    expect(
      recordHtml({kind: 'tag', url: '/news/tags/x', title: 'سکه'}, 'fa-IR')
        .html,
    ).toContain(
      `<meta data-pagefind-sort="date[content]" content="${UNDATED}">`,
    );
    expect(UNDATED < page.date!).toBe(true);
  });
  it('has no body range or date for a tag page', () => {
    const {html, meta} = recordHtml(
      {kind: 'tag', url: '/news/tags/x', title: 'سکه'},
      'fa-IR',
    );
    expect(meta).toEqual({title: 'سکه', kind: 'tag', bodyWords: '0'});
    expect(html).toContain(
      '<main data-pagefind-body><div></div><h1>سکه</h1></main>',
    );
  });
  it('is made from exactly what its source line names: a digest of the lines says whether documents changed', () => {
    // The document Pagefind is given for a page: its address and its record.
    const documentOf = (of: SearchPage) => documentLine(of, 'fa-IR');
    // Every field of the document, changed one at a time: the document changes, and so does the line.
    const changes: Array<Partial<SearchPage>> = [
      {kind: 'page'},
      {url: '/news/2/x'},
      {title: 'دلار'},
      {date: '2025-09-22T03:47:00.000Z'},
      {date: undefined},
      {dateText: 'دوشنبه ۳۱ شهریور ۱۴۰۴'},
      {tags: ['دلار', 'بانک مرکزی']},
      {tags: []},
      {body: 'نرخ دلار مي شود ۱۰۲ هزار'},
      {body: undefined},
    ];
    const lines = new Set([documentSource(page)]);
    for (const change of changes) {
      const changed = {...page, ...change};
      expect(documentOf(changed)).not.toBe(documentOf(page));
      lines.add(documentSource(changed));
    }
    expect(lines.size).toBe(changes.length + 1);
    // The same fields give the same line, one line each (an index's lines are hashed one after another).
    expect(documentSource({...page, tags: [...page.tags]})).toBe(
      documentSource(page),
    );
    expect(documentSource(page).split('\n')).toHaveLength(2);
    // A field's text cannot pass for the next field's: 'a' + 'b|c' is not 'a|b' + 'c'.
    expect(documentSource({...page, title: 'a', dateText: 'b|c'})).not.toBe(
      documentSource({...page, title: 'a|b', dateText: 'c'}),
    );
  });
});
