import {describe, expect, it} from 'vitest';
import {
  pagesFinal,
  pagesWillBeRewritten,
} from '../../src/plugins/client-routing/pagesFinal';

describe('when the built pages are final', () => {
  it('waits for the rewrite once a plugin said it will rewrite, and only until it is done', async () => {
    const done = pagesWillBeRewritten();
    let final = false;
    const waiting = pagesFinal().then(() => (final = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(final).toBe(false);
    done();
    await waiting;
    expect(final).toBe(true);
    // Done stays done for every later reader.
    await expect(pagesFinal()).resolves.toBeUndefined();
  });
});
