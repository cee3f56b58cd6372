import {describe, expect, it} from 'vitest';
import {
  languageFiles,
  partFiles,
  WORKER_FILE,
} from '../../src/components/SearchBox/engineFiles';

describe("Pagefind's engine files", () => {
  it("names each language's metadata and WebAssembly from the entry file", () => {
    expect(
      languageFiles({languages: {en: {hash: 'en_39bdf9ea21', wasm: 'en'}}}),
    ).toEqual(['pagefind.en_39bdf9ea21.pf_meta', 'wasm.en.pagefind']);
  });
  it('uses the language-neutral WebAssembly where Pagefind has no stemmer (Persian)', () => {
    expect(
      languageFiles({languages: {fa: {hash: 'fa_527f744c0a', wasm: null}}}),
    ).toEqual(['pagefind.fa_527f744c0a.pf_meta', 'wasm.unknown.pagefind']);
  });
  it("names a part's metadata only: the main index's engine serves its WebAssembly", () => {
    expect(
      partFiles({languages: {fa: {hash: 'fa_527f744c0a', wasm: null}}}),
    ).toEqual(['pagefind.fa_527f744c0a.pf_meta']);
  });
  it('names the worker script', () => {
    expect(WORKER_FILE).toBe('pagefind-worker.js');
  });
});
