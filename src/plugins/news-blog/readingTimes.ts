/**
 * Reading times kept between builds. The blog plugin's default reading time counts a story's words
 * with `Intl.Segmenter`: about half a millisecond a story, more than half of loading the news (2.7 of
 * 4.8 s at 5,000 stories a language), for texts that rarely change once published. The news plugin
 * hands the site's `readingTime` a default that counts only a text it has not seen, remembered by
 * the SHA-1 of the text, the locale and the options (words a minute); whatever the site's function
 * does with the default (and the front matter) still runs for every story.
 *
 * One file a locale under node_modules/.cache, holding the texts of the last load only, so it does
 * not grow with edits, written beside and renamed. Checked on load: another format, another version
 * of the blog plugin (whose count this is) or a checksum that does not match, and every text is
 * counted again, after a line saying why.
 */
import {createHash} from 'node:crypto';
import {mkdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {
  ReadingTimeFunction,
  ReadingTimeFunctionOption,
} from '@docusaurus/plugin-content-blog';

const FORMAT = 1;

export const READING_TIMES_DIR = 'node_modules/.cache/nerkhnama-reading-times';

export const readingTimesFile = (siteDir: string, locale: string) =>
  path.join(siteDir, READING_TIMES_DIR, `${locale}.json`);

interface Stored {
  format: number;
  counter: string;
  checksum: string;
  times: Record<string, number>;
}

const checksumOf = (times: Record<string, number>) =>
  createHash('sha1').update(JSON.stringify(times)).digest('hex');

/** The times kept in `file` by the counter named `counter`, or why there are none. */
export function readTimes(
  file: string,
  counter: string,
): {times: Map<string, number>; unusable?: string} {
  let stored: Partial<Stored>;
  try {
    stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Stored>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return {times: new Map()};
    }
    return {times: new Map(), unusable: 'not readable'};
  }
  if (stored.format !== FORMAT) {
    return {times: new Map(), unusable: 'of another format'};
  }
  if (stored.counter !== counter) {
    return {
      times: new Map(),
      unusable: `counted by ${String(stored.counter)}, not ${counter}`,
    };
  }
  if (!stored.times || stored.checksum !== checksumOf(stored.times)) {
    return {
      times: new Map(),
      unusable: 'damaged (its checksum does not match)',
    };
  }
  return {times: new Map(Object.entries(stored.times))};
}

/**
 * The site's reading time for one load of the news, with the default's counts kept between loads.
 * `counter` names the default's code (the blog plugin and its version): other code counts again.
 */
export function keptReadingTimes({
  file,
  counter,
  readingTime,
  log = console.log,
}: {
  file: string;
  counter: string;
  readingTime: ReadingTimeFunctionOption;
  log?: (line: string) => void;
}) {
  let known: Map<string, number> | undefined;
  let used = new Map<string, number>();
  let counted = 0;
  const lookup = () => {
    if (!known) {
      const read = readTimes(file, counter);
      if (read.unusable) {
        log(
          `[news] the reading times in ${file} are ${read.unusable}; counting every story's words again.`,
        );
      }
      known = read.times;
    }
    return known;
  };
  const withKeptDefault =
    (count: ReadingTimeFunction): ReadingTimeFunction =>
    (params) => {
      const key = createHash('sha1')
        .update(params.locale)
        .update('\0')
        .update(JSON.stringify(params.options ?? {}))
        .update('\0')
        .update(params.content)
        .digest('hex');
      const kept = lookup().get(key) ?? used.get(key);
      if (kept !== undefined) {
        used.set(key, kept);
        return kept;
      }
      const minutes = count(params);
      counted += 1;
      used.set(key, minutes);
      return minutes;
    };
  return {
    /** The `readingTime` option to give the blog plugin. */
    readingTime: ((params) =>
      readingTime({
        ...params,
        defaultReadingTime: withKeptDefault(params.defaultReadingTime),
      })) satisfies ReadingTimeFunctionOption,
    /** Keeps the times this load used (and only those), then starts the next load afresh. */
    save(): {kept: number; counted: number} {
      const times = Object.fromEntries(used);
      const stored: Stored = {
        format: FORMAT,
        counter,
        checksum: checksumOf(times),
        times,
      };
      mkdirSync(path.dirname(file), {recursive: true});
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, JSON.stringify(stored));
      renameSync(partial, file);
      const result = {kept: used.size - counted, counted};
      known = new Map(used);
      used = new Map();
      counted = 0;
      return result;
    },
  };
}
