import {describe, expect, it} from 'vitest';
import {nextFreeId, tehranTimestamp} from '../../scripts/news/new-article-lib';

describe('news:new helpers', () => {
  it('takes the id after the highest in use', () => {
    expect(nextFreeId([121530, 121927, 121600])).toBe(121928);
    expect(nextFreeId([])).toBe(121528);
  });
  it('writes the current moment in Tehran time with its offset', () => {
    expect(tehranTimestamp(new Date('2025-09-21T20:45:10Z'))).toBe('2025-09-22T00:15:10+03:30');
  });
});
