/**
 * What the build adds to each article beyond its Markdown: the cover or the editor's photo made
 * responsive and the related articles (src/plugins/news-images), the newsroom's fields normalised,
 * and the price boxes of its day (src/plugins/market). They travel on the post's metadata under
 * one key, because the blog plugin writes each post's whole metadata into that post's page data:
 * they reach the page with the post, and nothing is shipped as global data. Front matter stays
 * what the editor wrote. `newsExtrasOf` is the one typed way to read them back.
 */
import type {ArticleCover, RelatedItem} from './newsImages';
import type {LeadPhoto} from './newsPhotos';
import type {QuoteView} from './market/view';

export interface NewsExtras {
  /** The build-made art and sharing card, for an article without a photo. */
  cover?: ArticleCover;
  /** The editor's lead photo (front matter `image`), made responsive; the art is not drawn then. */
  photo?: LeadPhoto;
  related?: RelatedItem[];
  /** Front matter `updated`, as an ISO time. */
  updated?: string;
  /** Front matter `correction`, dates as ISO times, oldest first. */
  corrections?: Array<{date: string; text: string}>;
  breaking?: true;
  pinned?: true;
  /** The closes of the article's tags' instruments on its Tehran day. */
  priceBoxes?: QuoteView[];
}

/** The metadata key the extras are written under. */
const NEWS_EXTRAS_KEY = 'newsExtras';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isString = (value: unknown) => typeof value === 'string';
const isNumber = (value: unknown) => typeof value === 'number';
const listOf = (item: (value: unknown) => boolean) => (value: unknown) =>
  Array.isArray(value) && value.every(item);
const isPhoto = (value: unknown): value is Record<string, unknown> =>
  isRecord(value) &&
  isString(value.src) &&
  listOf(isNumber)(value.widths) &&
  isNumber(value.width) &&
  isNumber(value.height) &&
  isString(value.alt);

type Shape = [check: (value: unknown) => boolean, expected: string];

/** What each extra must look like: enough to catch a build step writing another shape. */
const SHAPES = new Map<string, Shape>(
  Object.entries({
    cover: [
      (v) =>
        isRecord(v) && isString(v.src) && isString(v.alt) && isString(v.og),
      '{src, alt, og}',
    ],
    photo: [
      (v) => isPhoto(v) && isString(v.og) && listOf(isString)(v.crops),
      'a lead photo',
    ],
    related: [
      listOf(
        (v) =>
          isRecord(v) &&
          isString(v.title) &&
          isString(v.permalink) &&
          isString(v.date) &&
          (v.photo === undefined || isPhoto(v.photo)),
      ),
      'a list of related articles',
    ],
    updated: [isString, 'an ISO time'],
    corrections: [
      listOf((v) => isRecord(v) && isString(v.date) && isString(v.text)),
      'a list of {date, text}',
    ],
    breaking: [(v) => v === true, 'true'],
    pinned: [(v) => v === true, 'true'],
    priceBoxes: [
      listOf(
        (v) =>
          isRecord(v) &&
          isString(v.key) &&
          isString(v.href) &&
          isNumber(v.value),
      ),
      'a list of quotes',
    ],
  } satisfies Record<keyof NewsExtras, Shape>),
);

function assertNewsExtras(extras: unknown): asserts extras is NewsExtras {
  if (!isRecord(extras)) {
    throw new TypeError(`metadata.${NEWS_EXTRAS_KEY} is not an object`);
  }
  for (const [key, value] of Object.entries(extras)) {
    const shape = SHAPES.get(key);
    if (!shape) {
      throw new TypeError(
        `metadata.${NEWS_EXTRAS_KEY}.${key} is not an extra of this site`,
      );
    }
    const [check, expected] = shape;
    if (value !== undefined && !check(value)) {
      throw new TypeError(
        `metadata.${NEWS_EXTRAS_KEY}.${key} is not ${expected}`,
      );
    }
  }
}

/** The extras on a post's metadata; anything there of another shape is a build bug, so it throws. */
export function newsExtrasOf(metadata: object): NewsExtras {
  if (!(NEWS_EXTRAS_KEY in metadata)) return {};
  const extras: unknown = metadata[NEWS_EXTRAS_KEY];
  assertNewsExtras(extras);
  return extras;
}

/** Adds extras to a post's metadata, keeping those another build step attached (the build side of `newsExtrasOf`). */
export function withNewsExtras<T extends object>(
  metadata: T,
  extras: NewsExtras,
): T & {[NEWS_EXTRAS_KEY]: NewsExtras} {
  return Object.assign(metadata, {
    [NEWS_EXTRAS_KEY]: {...newsExtrasOf(metadata), ...extras},
  });
}
