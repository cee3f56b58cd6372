import {createRequire} from 'node:module';
import {afterEach, describe, expect, it} from 'vitest';
import {boundBlogFileReads} from '../../src/docusaurus-internals/node/blogPlugin';
import {packageFile} from '../../src/docusaurus-internals/node/packages';

/** The fs-extra module object the installed blog plugin's blogUtils.js loads. */
const fsExtra = createRequire(
  packageFile('@docusaurus/plugin-content-blog', 'lib/blogUtils.js', 'test'),
)('fs-extra') as {readFile: (...args: unknown[]) => unknown};
const original = fsExtra.readFile;
afterEach(() => {
  fsExtra.readFile = original;
});

describe("the blog plugin's article reads", () => {
  it('keep at most the bound open at once, however many the plugin starts, and return each file', async () => {
    let open = 0;
    let most = 0;
    fsExtra.readFile = async (file: unknown) => {
      open += 1;
      most = Math.max(most, open);
      await new Promise((resolve) => setTimeout(resolve, 1));
      open -= 1;
      return `text of ${String(file)}`;
    };
    boundBlogFileReads(4);
    const files = Array.from({length: 200}, (_, i) => `news/${i}.md`);
    const texts = await Promise.all(
      files.map((file) => fsExtra.readFile(file, 'utf-8')),
    );
    expect(texts).toEqual(files.map((file) => `text of ${file}`));
    expect(most).toBe(4);
    // Bounding twice does not queue twice.
    const bounded = fsExtra.readFile;
    boundBlogFileReads(4);
    expect(fsExtra.readFile).toBe(bounded);
  });

  it('pass the callback form through', async () => {
    fsExtra.readFile = (...args: unknown[]) =>
      (args.at(-1) as (error: null, text: string) => void)(null, 'direct');
    boundBlogFileReads(1);
    const text = await new Promise((resolve) =>
      fsExtra.readFile('news/a.md', 'utf-8', (_: unknown, t: string) =>
        resolve(t),
      ),
    );
    expect(text).toBe('direct');
  });
});
