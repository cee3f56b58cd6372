import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {
  changedInputs,
  checkClientBundle,
  CLIENT_BUNDLE_FORMAT,
  clientBundleFile,
  readClientBundle,
  recordChunks,
  recordedChunkLookup,
  recordInputs,
  type ClientBundle,
} from '../../src/plugins/client-routing/clientBundle';
import type {ChunkLookup} from '../../src/plugins/client-routing/routeDataPlugin';
import {
  lastClientSide,
  lastClientSides,
  takeClientSide,
} from '../../src/plugins/client-routing/lastClientSide';
import {clientManifestPath} from '../../src/docusaurus-internals/node/generatedFiles';

const root = mkdtempSync(path.join(tmpdir(), 'client-bundle-'));
afterAll(() => rmSync(root, {recursive: true, force: true}));

let sites = 0;
/** A site folder with a module, a generated module, a static folder and a package folder. */
function site() {
  const dir = path.join(root, `site-${(sites += 1)}`);
  for (const [file, text] of [
    ['src/theme/Card.tsx', 'export default 1;'],
    ['.docusaurus-build/globalData.json', '{}'],
    ['static/img/logo.svg', '<svg/>'],
    ['node_modules/react/index.js', 'module.exports = {};'],
  ]) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const inputsOf = (dir: string) =>
  recordInputs(dir, {
    files: [
      path.join(dir, 'src/theme/Card.tsx'),
      path.join(dir, 'node_modules/react/index.js'),
      path.join(dir, '.docusaurus-build/globalData.json'),
      // The resolver's folders are among the file dependencies: left out.
      path.join(dir, 'node_modules/react'),
      dir,
    ],
    folders: [path.join(dir, 'static')],
    missing: [
      path.join(dir, 'src/theme/Card/index.tsx'),
      // A probe of an absolute request under a root folder: left out.
      path.join(dir, 'static', dir, 'src/theme/Card.tsx'),
    ],
  });

/** A lookup answering as a compilation would: two named chunks, one with its modules. */
const lookup: ChunkLookup = {
  modules: (name) =>
    name === 'comp-page'
      ? [{id: 17, name: './src/theme/Page.tsx'}]
      : name === 'vendors'
        ? []
        : undefined,
  files: (name) =>
    name === 'comp-page'
      ? ['assets/js/vendors.1.js', 'assets/js/comp-page.2.js']
      : name === 'vendors'
        ? ['assets/js/vendors.1.js']
        : [],
};

function bundleOf(dir: string): ClientBundle {
  return {
    format: CLIENT_BUNDLE_FORMAT,
    inputs: inputsOf(dir),
    outputs: ['assets/js/main.3.js', 'img/logo.svg'],
    manifest: {entrypoints: ['main'], origins: {}},
    chunks: recordChunks(
      lookup,
      ['vendors', 'comp-page'],
      new Set(['comp-page']),
    ),
  };
}

describe('the record of a client compilation', () => {
  it('records files by digest, missing paths, copied folders, and leaves out the resolver’s folders', () => {
    const dir = site();
    const inputs = inputsOf(dir);
    // In a stable order, whatever order the bundler met them in.
    expect(Object.keys(inputs)).toEqual([
      '.docusaurus-build/globalData.json',
      'node_modules/react/index.js',
      'src/theme/Card.tsx',
      'src/theme/Card/index.tsx',
      'static',
    ]);
    expect(inputs['src/theme/Card/index.tsx']).toBe('missing');
    expect(inputs.static).toMatch(/^folder:[0-9a-f]{40}$/);
    expect(changedInputs(dir, inputs)).toEqual([]);
  });

  it('names what changed: an edited file, a path that appeared, a file added to a copied folder, a file removed', () => {
    const edit = site();
    const inputs = inputsOf(edit);
    writeFileSync(
      path.join(edit, '.docusaurus-build/globalData.json'),
      '{"a":1}',
    );
    expect(changedInputs(edit, inputs)).toEqual([
      '.docusaurus-build/globalData.json',
    ]);

    const appeared = site();
    const before = inputsOf(appeared);
    mkdirSync(path.join(appeared, 'src/theme/Card'));
    writeFileSync(path.join(appeared, 'src/theme/Card/index.tsx'), '');
    expect(changedInputs(appeared, before)).toEqual([
      'src/theme/Card/index.tsx',
    ]);

    const photo = site();
    const withoutPhoto = inputsOf(photo);
    mkdirSync(path.join(photo, 'static/img/photos'));
    writeFileSync(path.join(photo, 'static/img/photos/new.jpg'), 'jpeg');
    expect(changedInputs(photo, withoutPhoto)).toEqual(['static']);

    const removed = site();
    const all = inputsOf(removed);
    rmSync(path.join(removed, 'node_modules/react/index.js'));
    expect(changedInputs(removed, all)).toEqual([
      'node_modules/react/index.js',
    ]);
  });

  it('stops at the limit it is given', () => {
    const dir = site();
    const inputs = inputsOf(dir);
    rmSync(path.join(dir, 'src'), {recursive: true});
    rmSync(path.join(dir, 'node_modules'), {recursive: true});
    expect(changedInputs(dir, inputs, 1)).toHaveLength(1);
    expect(changedInputs(dir, inputs)).toHaveLength(2);
  });

  it('answers the route data’s lookups as the compilation did', () => {
    const recorded = recordedChunkLookup(bundleOf(site()));
    for (const name of ['comp-page', 'vendors']) {
      expect(recorded.files(name)).toEqual(lookup.files(name));
    }
    expect(recorded.modules('comp-page')).toEqual(lookup.modules('comp-page'));
    // Modules are kept only for the chunks route data requires from.
    expect(recorded.modules('vendors')).toEqual([]);
    // A chunk the compilation did not have: no modules, no files.
    expect(recorded.modules('gone')).toBeUndefined();
    expect(recorded.files('gone')).toEqual([]);
    expect(recorded.files('constructor')).toEqual([]);
  });

  it('is not used when damaged or of another format, and says why', () => {
    const bundle = bundleOf(site());
    expect(checkClientBundle(bundle)).toBe(bundle);
    expect(checkClientBundle(undefined)).toBe('no record');
    expect(checkClientBundle({...bundle, format: 0})).toMatch(/format 0/);
    for (const damaged of [
      {...bundle, inputs: {}},
      {...bundle, inputs: {a: 1}},
      {...bundle, outputs: ['../../etc/passwd']},
      {...bundle, outputs: ['/etc/passwd']},
      {...bundle, manifest: null},
      {...bundle, chunks: {a: {files: 'x'}}},
    ]) {
      expect(checkClientBundle(damaged)).toBe('a damaged record');
    }
    const generated = path.join(root, 'generated-damaged');
    expect(readClientBundle(generated)).toMatch(/^no record in /);
    mkdirSync(path.dirname(clientBundleFile(generated)), {recursive: true});
    writeFileSync(clientBundleFile(generated), '{"format":');
    expect(readClientBundle(generated)).toMatch(/is not JSON \(damaged\)$/);
  });
});

describe('a publish taking the last build’s client side', () => {
  it('takes it when nothing its compilation read changed, else bundles and says why', () => {
    const dir = site();
    const bundle = bundleOf(dir);
    const taken = lastClientSide({fa: bundle}, 'fa', dir);
    expect(taken).toEqual({bundle, inputs: 5});
    expect(lastClientSide({fa: bundle}, 'en', dir)).toEqual({
      why: "the last build's state has no record of it",
    });
    expect(lastClientSide(undefined, 'fa', dir)).toEqual({
      why: "the last build's state has no record of it",
    });
    writeFileSync(path.join(dir, 'src/theme/Card.tsx'), 'export default 2;');
    expect(lastClientSide({fa: bundle}, 'fa', dir)).toEqual({
      why: 'what it read changed: src/theme/Card.tsx',
    });
  });

  it('links the last build’s files and puts back the manifest and the record the rendering reads', () => {
    const from = path.join(root, 'last-build');
    const to = path.join(root, 'next-build');
    const generatedDir = path.join(root, 'generated');
    const bundle = bundleOf(site());
    for (const file of bundle.outputs) {
      mkdirSync(path.dirname(path.join(from, file)), {recursive: true});
      writeFileSync(path.join(from, file), `bytes of ${file}`);
    }
    takeClientSide(bundle, {from, to, generatedDir});
    for (const file of bundle.outputs) {
      expect(readFileSync(path.join(to, file), 'utf8')).toBe(
        `bytes of ${file}`,
      );
      // The same file, not a copy: the build after it knows it unchanged without reading it.
      expect(statSync(path.join(to, file)).ino).toBe(
        statSync(path.join(from, file)).ino,
      );
    }
    expect(
      JSON.parse(readFileSync(clientManifestPath(generatedDir), 'utf8')),
    ).toEqual(bundle.manifest);
    expect(readClientBundle(generatedDir)).toEqual(bundle);
  });

  it('reads the records the state keeps, if any', () => {
    const state = path.join(root, 'state.json');
    writeFileSync(
      state,
      JSON.stringify({format: 5, clients: {fa: {format: 1}}}),
    );
    expect(lastClientSides(state)).toEqual({fa: {format: 1}});
    writeFileSync(state, JSON.stringify({format: 5}));
    expect(lastClientSides(state)).toBeUndefined();
    expect(existsSync(state)).toBe(true);
  });
});
