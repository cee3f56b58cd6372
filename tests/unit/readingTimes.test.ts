import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {beforeEach, describe, expect, it} from 'vitest';
import type {ReadingTimeFunction} from '@docusaurus/plugin-content-blog';
import {
  keptReadingTimes,
  readTimes,
} from '../../src/plugins/news-blog/readingTimes';
import {testDir} from './tempDir';

let file: string;
let lines: string[];
let counts: string[];
/** The blog's default: here one minute a word, and every text it counts noted. */
const defaultReadingTime: ReadingTimeFunction = ({content}) => {
  counts.push(content);
  return content.split(/\s+/).filter(Boolean).length;
};

beforeEach(() => {
  file = path.join(testDir('reading-'), 'fa.json');
  lines = [];
  counts = [];
});

const load = (
  texts: string[],
  counter = '@docusaurus/plugin-content-blog@3.10.2',
  readingTime = ({
    content,
    locale,
    defaultReadingTime: count,
  }: {
    content: string;
    locale: string;
    defaultReadingTime: ReadingTimeFunction;
  }) => count({content, locale}),
) => {
  const kept = keptReadingTimes({
    file,
    counter,
    readingTime,
    log: (line) => lines.push(line),
  });
  const times = texts.map((content) =>
    kept.readingTime({
      content,
      locale: 'fa',
      frontMatter: {},
      defaultReadingTime,
    }),
  );
  return {times, ...kept.save()};
};

describe('reading times kept between builds', () => {
  it('count a text the first time only, and give the same minutes after', () => {
    expect(load(['یک دو سه', 'چهار پنج'])).toEqual({
      times: [3, 2],
      kept: 0,
      counted: 2,
    });
    expect(load(['یک دو سه', 'چهار پنج', 'شش'])).toEqual({
      times: [3, 2, 1],
      kept: 2,
      counted: 1,
    });
    expect(counts).toEqual(['یک دو سه', 'چهار پنج', 'شش']);
    expect(lines).toEqual([]);
  });

  it('keep only the texts of the last load (an edited story drops its old text)', () => {
    load(['قدیمی', 'ثابت']);
    load(['ثابت', 'ویرایش شده']);
    const {times} = readTimes(file, '@docusaurus/plugin-content-blog@3.10.2');
    expect(times.size).toBe(2);
    counts = [];
    load(['قدیمی']);
    expect(counts).toEqual(['قدیمی']);
  });

  it("still run the site's own function for every story, with the kept default", () => {
    load(['یک دو سه']);
    const {times} = load(
      ['یک دو سه'],
      undefined,
      ({content, defaultReadingTime: count}) =>
        count({content, locale: 'fa'}) + 10,
    );
    expect(times).toEqual([13]);
  });

  it('count every text again, after a line saying why, from a damaged file or another counter', () => {
    load(['یک دو سه']);
    const stored = JSON.parse(readFileSync(file, 'utf8')) as {
      times: Record<string, number>;
    };
    const key = Object.keys(stored.times)[0]!;
    stored.times[key] = 99;
    writeFileSync(file, JSON.stringify(stored));
    counts = [];
    expect(load(['یک دو سه']).times).toEqual([3]);
    expect(counts).toEqual(['یک دو سه']);
    expect(lines[0]).toMatch(
      /^\[news\] the reading times in .*fa\.json are damaged \(its checksum does not match\); counting every story's words again\.$/,
    );

    counts = [];
    load(['یک دو سه'], '@docusaurus/plugin-content-blog@3.11.0');
    expect(counts).toEqual(['یک دو سه']);
    expect(lines[1]).toMatch(/are counted by .*@3\.10\.2, not .*@3\.11\.0/);

    writeFileSync(file, '{not json');
    expect(readTimes(file, 'x').unusable).toBe('not readable');
  });
});
