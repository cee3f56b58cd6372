import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
// The Rspack the site bundles with (core takes it from @docusaurus/faster).
import {rspack} from '@docusaurus/faster';
import {
  MinifiedChunksPlugin,
  minifiedKey,
  minifiedStore,
} from '../../src/plugins/publish-pages/minifiedChunks';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'minified-chunks-'));
});
afterEach(() => rmSync(dir, {recursive: true, force: true}));

const RUNTIME = /(^|\/)runtime~[^/]+\.js$/;
const minimizerOptions = {compress: {passes: 2}, mangle: true};

/** A small app with a runtime chunk and a lazily loaded chunk per story, as the site's news is. */
function writeApp(src: string, stories: Record<string, string>) {
  writeFileSync(
    path.join(src, 'index.js'),
    `const stories = {${Object.keys(stories)
      .map((s) => `${JSON.stringify(s)}: () => import('./${s}.js')`)
      .join(
        ', ',
      )}};\nexport function open(name) { return stories[name]().then((m) => m.default()); }\n`,
  );
  for (const [name, text] of Object.entries(stories)) {
    writeFileSync(
      path.join(src, `${name}.js`),
      `export default function story() {\n  const headline = ${JSON.stringify(text)};\n  const words = headline.split(' ');\n  return {headline, words: words.length};\n}\n`,
    );
  }
}

async function bundle(
  src: string,
  out: string,
  store: string | undefined,
): Promise<{files: Record<string, string>; log: string[]}> {
  const log: string[] = [];
  const compiler = rspack({
    mode: 'production',
    context: src,
    entry: {main: './index.js'},
    output: {
      path: out,
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
    },
    optimization: {
      runtimeChunk: {name: (e: {name: string}) => `runtime~${e.name}`},
      minimize: true,
      minimizer: [
        new rspack.SwcJsMinimizerRspackPlugin({
          exclude: RUNTIME,
          minimizerOptions,
        }),
        new rspack.SwcJsMinimizerRspackPlugin({
          test: RUNTIME,
          minimizerOptions: {...minimizerOptions, mangle: false},
        }),
      ],
    },
    plugins: store
      ? [
          new MinifiedChunksPlugin({
            dir: store,
            minimizerOptions,
            exclude: RUNTIME,
            log: (line) => log.push(line),
          }) as never,
        ]
      : [],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? stats?.toString());
      else compiler.close(() => resolve());
    }),
  );
  const files = Object.fromEntries(
    readdirSync(out)
      .sort()
      .map((f) => [f, readFileSync(path.join(out, f), 'utf8')]),
  );
  return {files, log};
}

function site(stories: Record<string, string>) {
  const src = path.join(dir, 'src');
  rmSync(src, {recursive: true, force: true});
  mkdirSync(src, {recursive: true});
  writeApp(src, stories);
  return src;
}

const STORIES = {
  dollar: 'The dollar closed lower in Tehran',
  gold: 'Gold coins rose for a third day',
  housing: 'Housing loans wait for the central bank',
};

describe('minified chunks kept between publishes', () => {
  it('writes what the minimizer writes alone, and takes every unchanged chunk from the store the next time', async () => {
    const src = site(STORIES);
    const store = path.join(dir, 'store');
    const cold = await bundle(src, path.join(dir, 'cold'), undefined);
    const first = await bundle(src, path.join(dir, 'first'), store);
    expect(first.files).toEqual(cold.files);
    expect(first.log.join()).toMatch(/0 chunks taken minified .*, 4 minified/);

    const second = await bundle(src, path.join(dir, 'second'), store);
    expect(second.files).toEqual(cold.files);
    expect(second.log.join()).toMatch(/4 chunks taken minified .*, 0 minified/);
    // The runtime is left to its own minimizer and never kept.
    expect(readdirSync(store)).toHaveLength(4);
  });

  it('minifies a changed story again and keeps only what the last bundle used', async () => {
    const store = path.join(dir, 'store');
    await bundle(site(STORIES), path.join(dir, 'first'), store);
    const edited = {...STORIES, gold: 'Gold coins fell after a week of gains'};
    const src = site(edited);
    const cold = await bundle(src, path.join(dir, 'cold'), undefined);
    const next = await bundle(src, path.join(dir, 'next'), store);
    expect(next.files).toEqual(cold.files);
    // Only the changed story's chunk: the runtime, which names its new file, has its own minimizer.
    expect(next.log.join()).toMatch(
      /3 chunks taken minified .*, 1 minified; 1 unused entries removed/,
    );
    expect(readdirSync(store)).toHaveLength(4);
  });

  it('minifies a damaged entry again instead of shipping it', async () => {
    const src = site(STORIES);
    const store = path.join(dir, 'store');
    const cold = await bundle(src, path.join(dir, 'cold'), undefined);
    await bundle(src, path.join(dir, 'first'), store);
    const [entry] = readdirSync(store);
    const file = path.join(store, entry!);
    writeFileSync(file, readFileSync(file, 'utf8').replace(/.$/s, ';alert(1)'));
    const next = await bundle(src, path.join(dir, 'next'), store);
    expect(next.files).toEqual(cold.files);
    expect(next.log.join()).toMatch(
      /3 chunks taken minified .*, 1 minified; 1 damaged entries minified again/,
    );
  });
});

describe('the store', () => {
  it('keys a chunk by its code, the options and whether it is read as a module', () => {
    const code = Buffer.from('export const a = 1;');
    const base = {options: '{}', module: undefined, file: 'a.js'};
    const key = minifiedKey(code, base);
    expect(minifiedKey(Buffer.from(code), base)).toBe(key);
    expect(minifiedKey(Buffer.from('export const a = 2;'), base)).not.toBe(key);
    expect(minifiedKey(code, {...base, options: '{"mangle":false}'})).not.toBe(
      key,
    );
    expect(minifiedKey(code, {...base, module: true})).not.toBe(key);
    expect(minifiedKey(code, {...base, file: 'a.mjs'})).toBe(
      minifiedKey(code, {...base, module: true}),
    );
  });

  it('reads back what it wrote, and nothing of a truncated or foreign file', () => {
    const store = minifiedStore(path.join(dir, 'store'));
    const key = 'a'.repeat(64);
    store.put(key, 'var a="نرخ‌نما";');
    expect(store.get(key)).toBe('var a="نرخ‌نما";');
    expect(store.get('b'.repeat(64))).toBeUndefined();
    writeFileSync(path.join(dir, 'store', `${key}.js`), 'short');
    expect(store.get(key)).toBeUndefined();
    expect(store.damaged).toBe(1);
    writeFileSync(path.join(dir, 'store', 'stray.tmp'), '');
    expect(store.keepOnly(new Set([key]))).toBe(1);
    expect(readdirSync(path.join(dir, 'store'))).toEqual([`${key}.js`]);
  });
});
