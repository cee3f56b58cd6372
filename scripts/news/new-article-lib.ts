/** Pure helpers of `news:new`, kept apart so they are unit-tested without touching files. */
import {NEWS_ID_MAX, NEWS_ID_MIN} from '../../src/plugins/news-guard/schema';

/** The id after the highest one in use (or the first id of the archive). */
export function nextFreeId(ids: readonly number[]): number {
  const next =
    ids.length === 0 ? NEWS_ID_MIN : Math.max(NEWS_ID_MIN - 1, ...ids) + 1;
  if (next > NEWS_ID_MAX) {
    throw new Error(`No free id left below ${NEWS_ID_MAX}.`);
  }
  return next;
}

/**
 * The ids of article file names (`…-{id}.md`), valid or not: an unfinished article whose front
 * matter does not parse, or whose date part is wrong, still holds its id.
 */
export function idsInFileNames(names: readonly string[]): number[] {
  return names
    .map((name) => /(?:^|\D)(\d{6})\.mdx?$/.exec(name)?.[1])
    .filter((id): id is string => id !== undefined)
    .map(Number);
}

/**
 * Options npm kept for itself: `npm run news:new --title "…"` (no `--`) sets npm_config_title
 * and passes only the values on. Returns the option names found so.
 */
export function npmSwallowedOptions(
  env: Record<string, string | undefined>,
): string[] {
  return ['title', 'tags', 'author', 'en-title', 'en_title', 'photo', 'draft']
    .filter(
      (option) => env[`npm_config_${option.replace('-', '_')}`] !== undefined,
    )
    .map((option) => option.replace('_', '-'))
    .filter((option, i, all) => all.indexOf(option) === i);
}

/** Photo formats the image step reads. */
export const PHOTO_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.avif'];
