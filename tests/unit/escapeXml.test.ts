import {describe, expect, it} from 'vitest';
import {escapeXml} from '../../src/lib/escapeXml';

describe('escapeXml', () => {
  it('escapes what would end text or a quoted attribute in XML, HTML and SVG', () => {
    expect(escapeXml(`A & B <C> "d" 'e'`)).toBe(
      'A &amp; B &lt;C&gt; &quot;d&quot; &#39;e&#39;',
    );
  });
  it('leaves Persian text, ZWNJ and digits as they are', () => {
    expect(escapeXml('قیمت‌ها ۱۴۰۴')).toBe('قیمت‌ها ۱۴۰۴');
  });
  it('escapes an ampersand once, so an escaped text escapes again as text', () => {
    expect(escapeXml('&amp;')).toBe('&amp;amp;');
  });
});
