import {describe, expect, it} from 'vitest';
import {quoteForQuery} from '../../src/lib/market/priceQuery';

const fa = [
  {key: 'usd', name: 'دلار'},
  {key: 'eur', name: 'یورو'},
  {key: 'gold-18k', name: 'طلای ۱۸ عیار'},
  {key: 'emami-coin', name: 'سکه امامی'},
  {key: 'gold-ounce', name: 'انس طلا'},
];
const en = [
  {key: 'usd', name: 'Dollar'},
  {key: 'eur', name: 'Euro'},
  {key: 'gold-18k', name: '18k gold'},
  {key: 'emami-coin', name: 'Emami coin'},
  {key: 'gold-ounce', name: 'Gold ounce'},
];
const keyOf = (q: string, items: typeof fa) => quoteForQuery(q, items)?.key;

describe('a price word in a search', () => {
  it('names the instrument whose short name has its words, first in the strip order', () => {
    expect(keyOf('دلار', fa)).toBe('usd');
    expect(keyOf('  دلار ', fa)).toBe('usd');
    expect(keyOf('طلا', fa)).toBe('gold-18k');
    expect(keyOf('سکه', fa)).toBe('emami-coin');
    expect(keyOf('انس', fa)).toBe('gold-ounce');
    expect(keyOf('gold', en)).toBe('gold-18k');
    expect(keyOf('Gold ounce', en)).toBe('gold-ounce');
    expect(keyOf('DOLLAR', en)).toBe('usd');
  });

  it('folds Arabic letter forms and ZWNJ as the search does', () => {
    expect(keyOf('سكه', fa)).toBe('emami-coin'); // Arabic kaf
    expect(keyOf('طلاي', fa)).toBe('gold-18k'); // Arabic yeh
  });

  it('names nothing for other words, sentences or an empty query', () => {
    expect(keyOf('مسکن', fa)).toBeUndefined();
    expect(keyOf('housing', en)).toBeUndefined();
    expect(keyOf('', fa)).toBeUndefined();
    expect(keyOf('قیمت دلار امروز در بازار آزاد', fa)).toBeUndefined();
  });
});
