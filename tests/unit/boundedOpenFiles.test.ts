import {createRequire} from 'node:module';
import {afterEach, describe, expect, it} from 'vitest';
import {boundOpenFiles} from '../../src/docusaurus-internals/node/openFiles';
import {packageFile} from '../../src/docusaurus-internals/node/packages';

type FileCall = (...args: unknown[]) => unknown;

/** The fs-extra module objects the installed blog plugin and Docusaurus's file writer load. */
const fsExtraOf = (name: string, file: string) =>
  createRequire(packageFile(name, file, 'test'))('fs-extra') as Record<
    'readFile' | 'outputFile',
    FileCall
  >;
const blog = fsExtraOf('@docusaurus/plugin-content-blog', 'lib/blogUtils.js');
const utils = fsExtraOf('@docusaurus/utils', 'lib/emitUtils.js');
const original = {readFile: blog.readFile, outputFile: utils.outputFile};
afterEach(() => {
  blog.readFile = original.readFile;
  utils.outputFile = original.outputFile;
});

/** A stand-in for a file call that counts how many run at once. */
function counted() {
  const seen = {open: 0, most: 0};
  const call = async (file: unknown) => {
    seen.open += 1;
    seen.most = Math.max(seen.most, seen.open);
    await new Promise((resolve) => setTimeout(resolve, 1));
    seen.open -= 1;
    return `done: ${String(file)}`;
  };
  return {call, seen};
}

describe('the files Docusaurus opens while it loads an archive', () => {
  it('are read and written at most the bound at a time, however many are started, each answered', async () => {
    const reads = counted();
    const writes = counted();
    blog.readFile = reads.call;
    utils.outputFile = writes.call;
    boundOpenFiles(4);
    const files = Array.from({length: 200}, (_, i) => `news/${i}.md`);
    const [read, written] = await Promise.all([
      Promise.all(files.map((file) => blog.readFile(file, 'utf-8'))),
      Promise.all(files.map((file) => utils.outputFile(file, '{}'))),
    ]);
    expect(read).toEqual(files.map((file) => `done: ${file}`));
    expect(written).toEqual(read);
    expect(reads.seen.most).toBe(4);
    expect(writes.seen.most).toBe(4);
    // Bounding twice does not queue twice.
    const queued = blog.readFile;
    boundOpenFiles(4);
    expect(blog.readFile).toBe(queued);
  });

  it('pass the callback form through', async () => {
    blog.readFile = (...args: unknown[]) =>
      (args.at(-1) as (error: null, text: string) => void)(null, 'direct');
    boundOpenFiles(1);
    const text = await new Promise((resolve) =>
      blog.readFile('news/a.md', 'utf-8', (_: unknown, t: string) =>
        resolve(t),
      ),
    );
    expect(text).toBe('direct');
  });
});
