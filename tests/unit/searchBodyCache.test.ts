import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {
  bodyAppender,
  bodyCacheFile,
  bodyWriter,
  loadBodies,
  pageKey,
} from '../../src/plugins/search-index/bodyCache';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, {recursive: true, force: true});
});

function cacheFile(): string {
  const site = mkdtempSync(path.join(os.tmpdir(), 'nerkhnama-bodies-'));
  dirs.push(site);
  return bodyCacheFile(site, 'fa');
}

const page = (text: string) =>
  `<html><body><article data-pagefind-body><p>${text}</p></article></body></html>`;

async function keep(file: string, code: string, texts: string[]) {
  const writer = bodyWriter(file, code);
  for (const text of texts) await writer.add(pageKey(page(text)), text);
  await writer.close();
}

describe('the search index’s page texts between builds', () => {
  it('gives back the texts of the same pages, by their HTML, from the same code', async () => {
    const file = cacheFile();
    await keep(file, 'code-1', ['بازار ارز امروز آرام بود.', 'سکه گران شد.']);
    const loaded = await loadBodies(file, 'code-1');
    expect(loaded).not.toHaveProperty('unusable');
    expect(loaded.bodies.get(pageKey(page('سکه گران شد.')))).toBe(
      'سکه گران شد.',
    );
    // A page whose HTML changed by a byte is another page…
    expect(loaded.bodies.get(pageKey(page('سکه گران‌تر شد.')))).toBeUndefined();
    // …but for a region that may lag, which its text leaves out (a publish corrects a copy's sidebar).
    const withSidebar = (headline: string) =>
      page('سکه گران شد.').replace(
        '</body>',
        `<div data-static-region=sidebar><a href=/news/1/x>${headline}</a></div></body>`,
      );
    expect(pageKey(withSidebar('خبر تازه'))).toBe(
      pageKey(withSidebar('خبر اصلاح‌شده')),
    );
    expect(pageKey(withSidebar('خبر تازه'))).not.toBe(
      pageKey(page('سکه گران شد.')),
    );
  });

  it('holds only the last build’s pages, and leaves nothing beside it', async () => {
    const file = cacheFile();
    await keep(file, 'code-1', ['old story']);
    await keep(file, 'code-1', ['new story']);
    const {bodies} = await loadBodies(file, 'code-1');
    expect([...bodies.values()]).toEqual(['new story']);
    expect(readdirSync(path.dirname(file))).toEqual(['fa.ndjson']);
  });

  it('takes a publish’s new texts at its end, leaving the ones it holds as they are', async () => {
    const file = cacheFile();
    await keep(file, 'code-1', ['old story', 'kept story']);
    const before = readFileSync(file, 'utf8');
    const {bodies} = await loadBodies(file, 'code-1');
    const appender = bodyAppender(file, bodies);
    // The copied pages' texts, already there, then a rendered page's, added once however asked for.
    await appender.add(pageKey(page('kept story')), 'kept story');
    await appender.add(pageKey(page('new story')), 'new story');
    await appender.add(pageKey(page('new story')), 'new story');
    await appender.close();
    const after = readFileSync(file, 'utf8');
    expect(after.startsWith(before)).toBe(true);
    expect(after.slice(before.length).trim().split('\n')).toHaveLength(1);
    const loaded = await loadBodies(file, 'code-1');
    expect(loaded).not.toHaveProperty('unusable');
    expect([...loaded.bodies.values()].sort()).toEqual([
      'kept story',
      'new story',
      'old story',
    ]);
    // A publish that failed after it added a text leaves that whole entry, true as it is.
    const failing = bodyAppender(file, loaded.bodies);
    await failing.add(pageKey(page('another story')), 'another story');
    await failing.discard();
    expect(
      (await loadBodies(file, 'code-1')).bodies.get(
        pageKey(page('another story')),
      ),
    ).toBe('another story');
    // The next full build writes the file anew with its own pages only.
    await keep(file, 'code-1', ['new story']);
    expect([...(await loadBodies(file, 'code-1')).bodies.values()]).toEqual([
      'new story',
    ]);
  });

  it('has nothing, silently, before the first build', async () => {
    expect(await loadBodies(cacheFile(), 'code-1')).toEqual({
      bodies: new Map(),
    });
  });

  it('gives nothing, and says why, when other code wrote it', async () => {
    const file = cacheFile();
    await keep(file, 'code-1', ['text']);
    const loaded = await loadBodies(file, 'code-2');
    expect(loaded.bodies.size).toBe(0);
    expect(loaded).toHaveProperty('unusable', 'written by other code');
  });

  it('gives nothing when one entry was changed, or the file was cut short or damaged', async () => {
    const file = cacheFile();
    await keep(file, 'code-1', ['first', 'second', 'third']);
    const text = readFileSync(file, 'utf8');

    writeFileSync(file, text.replace('second', 'altered'));
    let loaded = await loadBodies(file, 'code-1');
    expect(loaded.bodies.size).toBe(0);
    expect(loaded).toHaveProperty('unusable', 'a damaged entry at line 3');

    writeFileSync(file, text.slice(0, text.length - 20));
    loaded = await loadBodies(file, 'code-1');
    expect(loaded.bodies.size).toBe(0);
    expect(loaded).toHaveProperty('unusable');

    writeFileSync(file, '');
    expect(await loadBodies(file, 'code-1')).toHaveProperty(
      'unusable',
      'empty',
    );
  });

  it('leaves the kept texts as they were when a build fails half-way', async () => {
    const file = cacheFile();
    await keep(file, 'code-1', ['kept']);
    const writer = bodyWriter(file, 'code-1');
    await writer.add(pageKey(page('half')), 'half');
    await writer.discard();
    const {bodies} = await loadBodies(file, 'code-1');
    expect([...bodies.values()]).toEqual(['kept']);
    expect(existsSync(`${file}.${process.pid}`)).toBe(false);
  });
});
