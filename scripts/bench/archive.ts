/**
 * The archive `npm run bench` grows the site to: a year and more of a newsroom's stories, older
 * than the site's own articles, in both languages. Pure: it reads parsed articles and yields file
 * contents; run.ts writes them.
 *
 * Each generated story borrows a site article's headline, description, authors, tags and body
 * (the tags it was written with, so the archive has the site's tag mix), and gets its own id,
 * headline, slug (as `npm run news:new` writes it) and date. The flags a newsroom sets now and
 * then are set in the shares below, chosen by a seeded hash of the story's number so the same
 * size always gives the same archive: breaking news, a lead photo, an update, a correction.
 * Nothing is copied blindly from the borrowed article: a site whose own articles hold the pinned
 * story keeps it as the only one.
 */
import yaml from 'js-yaml';
import {toPersianDigits} from '../../src/lib/format';
import {articleSlug} from '../../src/lib/slug';
import {tehranDay, TEHRAN_OFFSET, toTehranIso} from '../../src/lib/tehranTime';

/** One language of a site article, its front matter parsed (YAML's JSON schema: dates stay text). */
export interface ParsedArticle {
  data: Record<string, unknown>;
  body: string;
}

/** A site article in both languages, the material the archive borrows from. */
export interface ArchiveSource {
  fa: ParsedArticle;
  en: ParsedArticle;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/;

/** An article file's front matter and body (the body from the line after the closing `---`). */
export function parseSource(file: string, text: string): ParsedArticle {
  const match = FRONT_MATTER.exec(text);
  if (!match) throw new Error(`${file}: no front matter`);
  const data = yaml.load(match[1], {schema: yaml.JSON_SCHEMA});
  if (typeof data !== 'object' || data === null) {
    throw new Error(`${file}: the front matter is not a list of fields`);
  }
  return {data: data as Record<string, unknown>, body: match[2]};
}

export interface ArchiveOptions {
  /** Stories to generate, in each language. */
  size: number;
  /** The id of the oldest generated story; the others follow it, so ids grow with the date. */
  firstId: number;
  /** The archive ends on the Tehran day before this moment's (the oldest site article's date). */
  before: Date | string;
  /** Whether one generated story (the newest) is the pinned lead: only when no site article is. */
  pinOne: boolean;
  /** Stories a day (a newsroom of this site's size publishes about fifty). */
  perDay?: number;
}

/** One generated story: its file name (the same in news/ and the English folder) and both files. */
export interface ArchiveArticle {
  fileName: string;
  id: number;
  fa: string;
  en: string;
}

export const STORIES_PER_DAY = 50;

/** How often a newsroom sets each flag, as a share of its stories. */
export const ARCHIVE_SHARES = {
  breaking: 0.03,
  photo: 0.05,
  updated: 0.08,
  correction: 0.02,
} as const;

/** The newsroom's day, Tehran time: the first story at 07:00, the last before 23:00. */
const DAY_START_MINUTE = 7 * 60;
const DAY_MINUTES = 16 * 60;
const DAY_MS = 86_400_000;

const CORRECTION_TEXT = {
  fa: 'در نسخهٔ پیشین این خبر یکی از ارقام نادرست آمده بود؛ رقم درست در متن کنونی آمده است.',
  en: 'An earlier version of this story gave one of the figures wrongly; the text now gives the right one.',
} as const;

const ARCHIVE_LABEL = {
  fa: (n: number) => `(بایگانی ${toPersianDigits(String(n))})`,
  en: (n: number) => `(archive ${n})`,
} as const;

/** A number in [0, 1) from the story's number and what it is drawn for: the same every run. */
export function draw(n: number, what: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${what}:${n}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  // A final avalanche (murmur3's), so neighbouring numbers do not draw neighbouring values.
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return (hash >>> 0) / 2 ** 32;
}

/**
 * When the n-th story (0 = the newest) was published: `perDay` stories a day going back day by
 * day from the day before `before`, spread over the newsroom's day with a few minutes' play, the
 * newest of a day last. Whole minutes, Tehran time.
 */
export function storyDate(
  n: number,
  before: Date | string,
  perDay = STORIES_PER_DAY,
): string {
  const firstDay = Date.parse(`${tehranDay(before)}T00:00:00${TEHRAN_OFFSET}`);
  const day = firstDay - (Math.floor(n / perDay) + 1) * DAY_MS;
  const slot = perDay - 1 - (n % perDay);
  const gap = Math.floor(DAY_MINUTES / perDay);
  if (gap < 1) {
    throw new RangeError(
      `${perDay} stories a day leave no minute between them.`,
    );
  }
  // Each slot starts at least `gap` minutes after the one before and plays less than `gap`: the order holds.
  const minute =
    DAY_START_MINUTE +
    Math.floor((slot * DAY_MINUTES) / perDay) +
    Math.floor(draw(n, 'minute') * gap);
  return toTehranIso(new Date(day + minute * 60_000));
}

const quoted = (text: string) => JSON.stringify(text);

/** Front matter in the order `npm run news:new` writes it, then the fields an editor adds later. */
function frontMatter(fields: Array<[string, string | undefined]>): string {
  return fields
    .filter((field): field is [string, string] => field[1] !== undefined)
    .map(([key, value]) =>
      value.startsWith('\n') ? `${key}:${value}` : `${key}: ${value}`,
    )
    .join('\n');
}

const list = (value: unknown) =>
  `[${(Array.isArray(value) ? value : []).map(String).join(', ')}]`;

/** The archive, oldest story last; yields one story at a time, so a large archive is never held whole. */
export function* generateArchive(
  sources: readonly ArchiveSource[],
  options: ArchiveOptions,
): Generator<ArchiveArticle> {
  if (sources.length === 0) throw new Error('an archive needs source articles');
  const perDay = options.perDay ?? STORIES_PER_DAY;
  // Photos under static/ only: a path relative to an article would not resolve from the other language's folder.
  const photos = sources.filter(
    (s) =>
      typeof s.fa.data.image === 'string' && s.fa.data.image.startsWith('/'),
  );
  for (let n = 0; n < options.size; n++) {
    const source = sources[n % sources.length];
    // The newest story has the highest id: ids grow with the date, as `npm run news:new` gives them.
    const id = options.firstId + options.size - 1 - n;
    const date = storyDate(n, options.before, perDay);
    const title = {
      fa: `${String(source.fa.data.title)} ${ARCHIVE_LABEL.fa(n + 1)}`,
      en: `${String(source.en.data.title)} ${ARCHIVE_LABEL.en(n + 1)}`,
    };
    const slug = articleSlug(id, title.fa);
    const minutesLater = (min: number) =>
      toTehranIso(new Date(Date.parse(date) + min * 60_000));
    const photo =
      photos.length > 0 && draw(n, 'photo') < ARCHIVE_SHARES.photo
        ? photos[Math.floor(draw(n, 'which photo') * photos.length)]
        : undefined;
    const updated =
      draw(n, 'updated') < ARCHIVE_SHARES.updated
        ? minutesLater(30 + Math.floor(draw(n, 'updated at') * 300))
        : undefined;
    const corrected =
      draw(n, 'correction') < ARCHIVE_SHARES.correction
        ? minutesLater(60 + Math.floor(draw(n, 'corrected at') * 600))
        : undefined;
    const breaking = draw(n, 'breaking') < ARCHIVE_SHARES.breaking;
    const pinned = options.pinOne && n === 0;
    const write = (locale: 'fa' | 'en') => {
      const own = source[locale];
      const photoData = photo?.[locale].data;
      return `---\n${frontMatter([
        ['title', quoted(title[locale])],
        ['description', quoted(String(own.data.description))],
        ['slug', slug],
        ['date', date],
        ['authors', list(own.data.authors)],
        ['tags', list(own.data.tags)],
        ['updated', updated],
        [
          'correction',
          corrected &&
            `\n  - date: ${corrected}\n    text: ${quoted(CORRECTION_TEXT[locale])}`,
        ],
        ['breaking', breaking ? 'true' : undefined],
        ['pinned', pinned ? 'true' : undefined],
        // The photo's own alt text and credit; its caption named the day it was taken, so it stays home.
        ['image', photoData && String(photoData.image)],
        ['image_alt', photoData && quoted(String(photoData.image_alt))],
        [
          'image_credit',
          photoData?.image_credit === undefined
            ? undefined
            : quoted(String(photoData.image_credit)),
        ],
      ])}\n---\n${own.body}`;
    };
    yield {
      fileName: `${tehranDay(date)}-${id}.md`,
      id,
      fa: write('fa'),
      en: write('en'),
    };
  }
}
