import {copyFileSync, existsSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {beforeEach, describe, expect, it} from 'vitest';
import {testDir} from './tempDir';
import {
  loadNewsOnce,
  readKept,
  shareLoadState,
} from '../../src/plugins/news-blog/loadedOnce';

const content = () => ({
  blogPosts: [
    {
      id: 'a',
      content: 'متن خبر',
      metadata: {
        date: new Date('2025-09-28T10:00:00Z'),
        tags: [{label: 'دلار', permalink: '/news/tags/usd'}],
        newsExtras: {related: []},
      },
    },
  ],
  authorsMap: {desk: {name: 'تحریریه'}},
});

let dir: string;
let lines: string[];
const log = (line: string) => lines.push(line);
let wanted: [string, string[]][] = [];
shareLoadState('test:wanted', {
  save: () => wanted,
  restore: (value) => (wanted = value as [string, string[]][]),
});

beforeEach(() => {
  dir = testDir('loaded-news-');
  lines = [];
  wanted = [];
});

const loader = () => {
  let calls = 0;
  return {
    load: async () => {
      calls += 1;
      wanted = [['static/fa', ['cover-1.webp']]];
      return content();
    },
    calls: () => calls,
  };
};

describe('the news loaded once a build', () => {
  it('is loaded by every process when no folder is given (the dev server, a build by hand)', async () => {
    const {load, calls} = loader();
    await loadNewsOnce('fa', load, undefined, log);
    await loadNewsOnce('fa', load, undefined, log);
    expect(calls()).toBe(2);
    expect(lines).toEqual([]);
  });

  it('is loaded by the first process of a locale and taken, dates and state included, by the next', async () => {
    const first = loader();
    const loaded = await loadNewsOnce('fa', first.load, dir, log);
    expect(first.calls()).toBe(1);
    expect(lines[0]).toMatch(
      /^\[news\] fa: 1 stories loaded in [\d.]+ s, kept for this build's other processes \(0\.0 MB\)$/,
    );

    wanted = [];
    const next = loader();
    const taken = await loadNewsOnce('fa', next.load, dir, log);
    expect(next.calls()).toBe(0);
    expect(taken).toEqual(loaded);
    expect(taken.blogPosts[0]!.metadata.date).toBeInstanceOf(Date);
    expect(wanted).toEqual([['static/fa', ['cover-1.webp']]]);
    expect(lines[1]).toMatch(
      /^\[news\] fa: 1 stories as this build's first process loaded them/,
    );
    // Written beside and renamed: nothing half-written is left.
    expect(readdirSync(dir)).toEqual(['fa.v8']);
  });

  it('keeps each locale apart', async () => {
    await loadNewsOnce('fa', loader().load, dir, log);
    const en = loader();
    await loadNewsOnce('en', en.load, dir, log);
    expect(en.calls()).toBe(1);
    expect(existsSync(path.join(dir, 'en.v8'))).toBe(true);
  });

  it('is loaded again, after a line saying why, when the file is damaged or of another locale', async () => {
    writeFileSync(path.join(dir, 'fa.v8'), 'not the news');
    const damaged = loader();
    await loadNewsOnce('fa', damaged.load, dir, log);
    expect(damaged.calls()).toBe(1);
    expect(lines[0]).toMatch(
      /^\[news\] fa: the loaded news in .*fa\.v8 is (not readable|another format).*; loading the news again\.$/,
    );

    copyFileSync(path.join(dir, 'fa.v8'), path.join(dir, 'en.v8'));
    expect(readKept(path.join(dir, 'en.v8'), 'en')).toEqual({
      problem: 'the news of another locale (fa)',
    });
    const en = loader();
    await loadNewsOnce('en', en.load, dir, log);
    expect(en.calls()).toBe(1);
  });

  it('fails loudly rather than pass on what it cannot carry', async () => {
    await expect(
      loadNewsOnce('fa', async () => ({blogPosts: [], render: () => ''}), dir),
    ).rejects.toThrow(/could not be cloned/);
  });

  it('refuses a state no module of the process registers', async () => {
    shareLoadState('test:gone', {save: () => 1, restore: () => {}});
    await loadNewsOnce('fa', loader().load, dir, log);
    const states = (globalThis as Record<symbol, Map<string, unknown>>)[
      Symbol.for('nerkhnama.loadedNewsState')
    ]!;
    states.delete('test:gone');
    await expect(loadNewsOnce('fa', loader().load, dir, log)).rejects.toThrow(
      /carries the state "test:gone", which no module of this process registers/,
    );
  });
});
