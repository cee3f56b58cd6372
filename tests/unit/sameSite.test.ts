import {describe, expect, it} from 'vitest';
import {siteDifferences} from '../../scripts/sameSite';

describe('siteDifferences', () => {
  const site = (entries: Record<string, string>) =>
    new Map(Object.entries(entries));
  it('finds nothing between equal builds', () => {
    expect(
      siteDifferences(site({a: '1', b: '2'}), site({b: '2', a: '1'})),
    ).toEqual([]);
  });
  it('names missing, extra and changed files', () => {
    expect(
      siteDifferences(
        site({a: '1', b: '2', c: '3'}),
        site({a: '1', b: 'x', d: '4'}),
      ),
    ).toEqual(['missing: c', 'extra: d', 'differs: b']);
  });
});
