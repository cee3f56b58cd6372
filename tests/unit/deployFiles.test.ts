import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {hashSource} from '../../deploy/csp';
import {
  factsOf,
  pageFacts,
  writeFacts,
} from '../../src/plugins/publish-pages/pageFacts';
import {listFolder} from '../../scripts/fileHashes';
import {nginxConfFor, writeDeployFiles} from '../../scripts/deployFiles';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, {recursive: true, force: true});
});
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nerkhnama-deploy-'));
  dirs.push(dir);
  return dir;
};

const page = (script: string) =>
  `<!doctype html><html><head><script>${script}</script></head><body><p>${'نرخ دلار و طلا در بازار تهران '.repeat(30)}</p></body></html>`;

/** A built site of both locales, its pages' facts kept as a render keeps them. */
function site(): string {
  const dir = tempDir();
  const files: Record<string, string> = {
    'index.html': page('boot()'),
    'news/1/a.html': page('boot()'),
    'en/index.html': page('boot()'),
    'en/news/1/a.html': page('boot()'),
    'assets/js/main.0a1b2c3d.js': 'console.log("نرخ‌نما");'.repeat(40),
    'img/news/1-og.jpg': 'jpeg',
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), text);
  }
  for (const [localeDir, pages] of [
    [dir, ['index.html', 'news/1/a.html']],
    [path.join(dir, 'en'), ['index.html', 'news/1/a.html']],
  ] as const) {
    writeFacts(
      localeDir,
      pages.map((file) => [file, pageFacts(localeDir, file, new Map(), '/')!]),
    );
  }
  return dir;
}

describe('the deploy config and gzip copies of a built site', () => {
  it("takes the inline scripts' hashes the render kept, without reading a page that is the same file", () => {
    const dir = site();
    // Facts kept for a page say what its render read; a page still the same file is not read again.
    const facts = path.join(dir, '.publish-pages.ndjson');
    const kept = readFileSync(facts, 'utf8');
    const boot = hashSource('boot()');
    writeFileSync(facts, kept.replaceAll(boot, hashSource('kept()')));
    const {conf, hashes} = nginxConfFor(dir);
    expect(hashes).toBe(2);
    expect(conf).toContain(hashSource('kept()'));
    expect(factsOf(page('boot()'), '/').inlineScripts).toEqual([boot]);
  });

  it('hands back the site as a walk after it finds it: the gzip copies and the static host files in, the publish files out', async () => {
    const dir = site();
    const facts = path.join(dir, 'en', '.publish-pages.ndjson');
    writeFileSync(
      facts,
      readFileSync(facts, 'utf8').replaceAll(
        hashSource('boot()'),
        hashSource('kept()'),
      ),
    );
    const conf = path.join(tempDir(), 'nginx.conf');
    const written = await writeDeployFiles({buildDir: dir, nginxConf: conf});
    expect(readFileSync(conf, 'utf8')).toContain(hashSource('kept()'));
    expect(written).toMatchObject({pages: 4, hashes: 2});
    expect(written.gzip.files).toBe(5);
    const walked = listFolder(dir, (file) => !file.includes('.publish'));
    expect(written.listing).toEqual(walked);
    expect([...written.listing.keys()]).toEqual(
      expect.arrayContaining([
        '_headers',
        '_redirects',
        '_short-links.map',
        'en/news/1/a.html.gz',
        'assets/js/main.0a1b2c3d.js.gz',
      ]),
    );
    expect(written.listing.has('.publish-pages.ndjson')).toBe(false);
    expect(written.listing.has('img/news/1-og.jpg.gz')).toBe(false);
  });

  it("with the build's own facts, takes each locale's hashes from their first line and reads only the pages they do not describe", async () => {
    const dir = site();
    mkdirSync(path.join(dir, 'admin'));
    writeFileSync(path.join(dir, 'admin/index.html'), page('desk()'));
    // The first line is what a final build takes; the pages' own lines are what anything else takes.
    const facts = path.join(dir, 'en', '.publish-pages.ndjson');
    const [first, ...rest] = readFileSync(facts, 'utf8').split('\n');
    expect(JSON.parse(first)).toMatchObject({
      inlineScripts: [hashSource('boot()')],
    });
    writeFileSync(
      facts,
      [first.replace(hashSource('boot()'), hashSource('kept()')), ...rest].join(
        '\n',
      ),
    );
    const conf = path.join(tempDir(), 'nginx.conf');
    const final = await writeDeployFiles({
      buildDir: dir,
      nginxConf: conf,
      factsFinal: true,
    });
    expect(final).toMatchObject({pages: 5, hashes: 3});
    for (const script of ['boot()', 'kept()', 'desk()']) {
      expect(readFileSync(conf, 'utf8')).toContain(hashSource(script));
    }
    expect(nginxConfFor(dir).hashes).toBe(2);
    // Facts written without the summary line: every page's own facts, as before.
    writeFileSync(facts, [JSON.stringify({format: 2}), ...rest].join('\n'));
    const older = await writeDeployFiles({
      buildDir: dir,
      nginxConf: conf,
      factsFinal: true,
    });
    expect(older.hashes).toBe(2);
  });

  it('stops on more distinct inline scripts than a CSP of hashes lists', async () => {
    const dir = tempDir();
    for (let i = 0; i < 21; i++) {
      writeFileSync(path.join(dir, `p${i}.html`), page(`page(${i})`));
    }
    await expect(
      writeDeployFiles({
        buildDir: dir,
        nginxConf: path.join(tempDir(), 'nginx.conf'),
      }),
    ).rejects.toThrow(/21 distinct inline scripts in 21 pages/);
  });
});
