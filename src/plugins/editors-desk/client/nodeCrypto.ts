/**
 * `node:crypto` in the desk's bundle (esbuild aliases it here): src/lib/slug.ts hashes an
 * article's id and title with `createHash('sha256')`, and the desk must write the very slug
 * `news:new` writes. Only that call exists; the browser's SubtleCrypto is asynchronous.
 */
import {sha256} from '@noble/hashes/sha2.js';
import {bytesToHex, utf8ToBytes} from '@noble/hashes/utils.js';

export function createHash(algorithm: 'sha256') {
  if (algorithm !== 'sha256') throw new Error(`${algorithm} is not bundled`);
  const chunks: string[] = [];
  const hash = {
    update(text: string) {
      chunks.push(text);
      return hash;
    },
    digest(encoding: 'hex') {
      if (encoding !== 'hex') throw new Error(`${encoding} is not bundled`);
      return bytesToHex(sha256(utf8ToBytes(chunks.join(''))));
    },
  };
  return hash;
}
