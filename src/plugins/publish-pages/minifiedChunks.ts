/**
 * Minified chunks kept between publishes.
 *
 * Rspack's persistent cache (Rspack 1.x) keeps the module graph, not what the JS minimizer made of
 * each chunk, so a publish bundling from the cache still minifies every chunk of the client
 * bundle: one a story, tens of thousands at a year's archive, though a new story changes a few
 * hundred. This plugin keeps each chunk's minified code under the SHA-256 of the code the
 * minimizer is given (and of its options), and hands a chunk whose code it has seen before to the
 * minimizer already minified: Rspack's SwcJsMinimizerRspackPlugin leaves an asset marked
 * `minimized` alone, as webpack's minimizers do. The minimizer's output is a function of its input
 * and options, so a kept chunk is what minifying it again would write; the publish's end-to-end
 * test compares the result with a cold full build, file for file.
 *
 * The store is a folder of one file a chunk, written under a temporary name and renamed (a file
 * under its final name is whole), each starting with the digest of the code it holds: an entry
 * that does not match is minified again. After the bundling, entries this bundle did not use are
 * removed, so the folder holds the last bundle's chunks, not every publish's.
 */
import {createHash} from 'node:crypto';
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/** Any file the minimizer reads as JavaScript (its default test, rspack_plugin_swc_js_minimizer). */
const JS_ASSET = /\.[cm]?js(\?.*)?$/;
const ENTRY = /^[0-9a-f]{64}\.js$/;
const HEADER_BYTES = 65; // 64 hex digits and a newline

const sha256 = (data: string | Buffer) =>
  createHash('sha256').update(data).digest('hex');

/** What the minimizer's output depends on besides the code: its options and whether it reads a module or a script. */
export function minifiedKey(
  code: Buffer,
  variant: {options: string; module: boolean | undefined; file: string},
): string {
  const kind =
    variant.module ??
    (variant.file.endsWith('.mjs')
      ? true
      : variant.file.endsWith('.cjs')
        ? false
        : undefined);
  return createHash('sha256')
    .update(`${variant.options}\0${String(kind)}\0`)
    .update(code)
    .digest('hex');
}

export interface MinifiedStore {
  /** The minified code kept under `key`, or undefined (none, or an entry that does not match its digest). */
  get(key: string): string | undefined;
  put(key: string, code: string): void;
  /** Removes every entry but these; returns how many it removed. */
  keepOnly(keys: ReadonlySet<string>): number;
  /** Entries found damaged since the store was opened. */
  readonly damaged: number;
}

export function minifiedStore(dir: string): MinifiedStore {
  mkdirSync(dir, {recursive: true});
  let damaged = 0;
  const file = (key: string) => path.join(dir, `${key}.js`);
  return {
    get(key) {
      let bytes: Buffer;
      try {
        bytes = readFileSync(file(key));
      } catch {
        return undefined;
      }
      const code = bytes.subarray(HEADER_BYTES).toString('utf8');
      if (
        bytes.length < HEADER_BYTES ||
        bytes.toString('latin1', 0, HEADER_BYTES - 1) !== sha256(code) ||
        bytes[HEADER_BYTES - 1] !== 0x0a
      ) {
        damaged++;
        return undefined;
      }
      return code;
    },
    put(key, code) {
      const temporary = `${file(key)}.${process.pid}.tmp`;
      writeFileSync(temporary, `${sha256(code)}\n${code}`);
      renameSync(temporary, file(key));
    },
    keepOnly(keys) {
      let removed = 0;
      for (const name of readdirSync(dir)) {
        const key = name.slice(0, 64);
        if (ENTRY.test(name) && keys.has(key)) continue;
        rmSync(path.join(dir, name), {force: true});
        removed++;
      }
      return removed;
    },
    get damaged() {
      return damaged;
    },
  };
}

/** The part of Rspack's compiler and compilation API this plugin uses (public; webpack's too). */
interface Asset {
  name: string;
  source: {buffer(): Buffer};
  info: {minimized?: boolean; javascriptModule?: boolean};
}
interface Compilation {
  getAssets(): readonly Asset[];
  getAsset(name: string): Asset | undefined;
  updateAsset(
    name: string,
    source: unknown,
    info: Record<string, unknown>,
  ): void;
  hooks: {
    processAssets: {
      tap(options: {name: string; stage: number}, fn: () => void): void;
    };
  };
}
interface Compiler {
  options: {devtool?: unknown};
  webpack: {
    Compilation: {PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number};
    sources: {RawSource: new (code: string) => unknown};
  };
  hooks: {
    thisCompilation: {tap(name: string, fn: (c: Compilation) => void): void};
    done: {tap(name: string, fn: () => void): void};
  };
}

export interface MinifiedChunksOptions {
  /** The store's folder (one a locale: both locales' bundles share the publish's cache folder). */
  dir: string;
  /** The minimizer's options, as they are given to it (part of every key). */
  minimizerOptions: unknown;
  /** Which chunks the minimizer this plugin stands in front of leaves to another one (those are not kept). */
  exclude: RegExp;
  /** Where the plugin says what it did. */
  log?: (line: string) => void;
}

const PLUGIN = 'nerkhnama-minified-chunks';

export class MinifiedChunksPlugin {
  constructor(private readonly options: MinifiedChunksOptions) {}

  apply(compiler: Compiler): void {
    // A source map would have to be kept with each chunk; production builds have none.
    if (compiler.options.devtool) return;
    const {dir, exclude, log = console.log} = this.options;
    const options = JSON.stringify(this.options.minimizerOptions);
    const {Compilation, sources} = compiler.webpack;
    const stage = Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE;
    const used = new Set<string>();
    let store: MinifiedStore | undefined;
    let kept = 0;
    let minified = 0;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      store = minifiedStore(dir);
      const given = new Map<string, {key: string; code: string}>();
      const missing = new Map<string, string>();
      compilation.hooks.processAssets.tap(
        {name: PLUGIN, stage: stage - 1},
        () => {
          for (const asset of compilation.getAssets()) {
            if (
              !JS_ASSET.test(asset.name) ||
              exclude.test(asset.name) ||
              asset.info.minimized
            ) {
              continue;
            }
            const key = minifiedKey(asset.source.buffer(), {
              options,
              module: asset.info.javascriptModule,
              file: asset.name.split('?')[0]!,
            });
            used.add(key);
            const code = store!.get(key);
            if (code === undefined) {
              missing.set(asset.name, key);
              continue;
            }
            compilation.updateAsset(asset.name, new sources.RawSource(code), {
              minimized: true,
            });
            given.set(asset.name, {key, code});
          }
        },
      );
      compilation.hooks.processAssets.tap(
        {name: PLUGIN, stage: stage + 1},
        () => {
          // The minimizer must have left the kept chunks alone; one minified twice would differ
          // from a cold build's, so a minimizer that no longer honours `minimized` stops here.
          const [first] = given;
          if (first) {
            const asset = compilation.getAsset(first[0]);
            if (
              asset &&
              asset.source.buffer().toString('utf8') !== first[1].code
            ) {
              throw new Error(
                `${PLUGIN}: the JS minimizer changed ${first[0]}, which was marked minimized; Rspack's SwcJsMinimizerRspackPlugin no longer skips minimized assets, so kept chunks cannot be handed to it.`,
              );
            }
          }
          for (const [name, key] of missing) {
            const asset = compilation.getAsset(name);
            if (!asset?.info.minimized) continue;
            store!.put(key, asset.source.buffer().toString('utf8'));
            minified++;
          }
          kept += given.size;
        },
      );
    });
    compiler.hooks.done.tap(PLUGIN, () => {
      if (!store) return;
      const removed = store.keepOnly(used);
      const damaged = store.damaged
        ? `; ${store.damaged} damaged entries minified again`
        : '';
      log(
        `[${PLUGIN}] ${kept} chunks taken minified from the last publish, ${minified} minified${damaged}; ${removed} unused entries removed`,
      );
    });
  }
}
