import {describe, expect, it} from 'vitest';
import {processShared} from '../../src/lib/processShared';

describe('a value shared by every copy of a module in one process', () => {
  it('is made once, and every later ask gets that same value', () => {
    let made = 0;
    const first = processShared('test.shared', () => {
      made += 1;
      return new Map([['a', 1]]);
    });
    const second = processShared('test.shared', () => {
      made += 1;
      return new Map<string, number>();
    });
    expect(second).toBe(first);
    expect(made).toBe(1);
    // Found under the same global key whoever asks, as another loader's copy of the module would.
    expect(
      (globalThis as Record<symbol, unknown>)[
        Symbol.for('nerkhnama.test.shared')
      ],
    ).toBe(first);
  });
});
