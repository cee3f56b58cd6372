import {describe, expect, it} from 'vitest';
import {forEachAtMost} from '../../src/lib/forEachAtMost';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('forEachAtMost', () => {
  it('does every item once, never more than the limit at a time', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await forEachAtMost(
      new Set(Array.from({length: 50}, (_, i) => i)),
      4,
      async (n) => {
        running++;
        most = Math.max(most, running);
        await tick();
        done.push(n);
        running--;
      },
    );
    expect(done.sort((a, b) => a - b)).toEqual(
      Array.from({length: 50}, (_, i) => i),
    );
    expect(most).toBe(4);
  });

  it('rejects with the first failure and starts nothing after it', async () => {
    const started: number[] = [];
    await expect(
      forEachAtMost([1, 2, 3, 4, 5, 6, 7, 8], 2, async (n) => {
        started.push(n);
        await tick();
        if (n === 3) throw new Error('page 3 is missing');
      }),
    ).rejects.toThrow('page 3 is missing');
    expect(started).not.toContain(6);
  });

  it('does nothing for no items', async () => {
    await expect(
      forEachAtMost([], 8, () => Promise.reject(new Error('no'))),
    ).resolves.toBeUndefined();
  });
});
