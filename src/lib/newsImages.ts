/**
 * Names and sizes of the build-made article images, shared by the image plugin (which writes the
 * files) and the components (which point at them). The art is 1200×630 at full size, 640×336 for a
 * card and 320 and 160 px wide for a list row's 5.5rem thumbnail (a 3× phone screen fills 264 device
 * pixels: the 640 file would be 2.4 times too wide); WebP for browsers and JPEG as the fallback.
 * The Open Graph card (art, headline and brand) is one 1200×630 JPEG.
 */
import type {NewsPhoto} from './newsPhotos';

export const COVER_SIZES = {
  tiny: {width: 160, height: 84},
  small: {width: 320, height: 168},
  thumb: {width: 640, height: 336},
  full: {width: 1200, height: 630},
} as const;
export type CoverSize = keyof typeof COVER_SIZES;

/** A post's build-made cover, as a card shows it (see newsExtras.ts). */
export interface CoverRef {
  /** URL path without extension or size, e.g. `/img/news/art-gold-7-3fa2c1d0e9`: its topic's art. */
  src: string;
  /** Alternative text: what the illustration shows. */
  alt: string;
}

/** The cover as the article's page takes it: the art and the story's own sharing card. */
export interface ArticleCover extends CoverRef {
  /** The sharing card, e.g. `/img/news/121530-3fa2c1d0e9-og.jpg`: the headline over the art. */
  og: string;
}

export function coverFile(
  src: string,
  size: CoverSize,
  format: 'webp' | 'jpg',
): string {
  return `${src}-${COVER_SIZES[size].width}.${format}`;
}

/** The Open Graph card of a cover. */
export function ogFile(src: string): string {
  return `${src}-og.jpg`;
}

/** The sharing card of an article: drawn over the editor's photo, or over the art. */
export function sharingImageOf(extras: {
  cover?: {og: string};
  photo?: {og: string};
}): string | undefined {
  return extras.photo?.og ?? extras.cover?.og;
}

/** `srcset` of one format listing every size by width. */
export function coverSrcSet(
  src: string,
  format: 'webp' | 'jpg',
  withBase: (path: string) => string = (p) => p,
): string {
  return (Object.keys(COVER_SIZES) as CoverSize[])
    .map(
      (size) =>
        `${withBase(coverFile(src, size, format))} ${COVER_SIZES[size].width}w`,
    )
    .join(', ');
}

/** The article id in a news permalink (`/news/121530/…`, `/en/news/121530/…`). */
export function articleIdOf(permalink: string): string {
  const match = /\/news\/(\d+)\//.exec(permalink);
  if (!match) throw new Error(`Not an article permalink: ${permalink}`);
  return match[1];
}

/** One «مطالب مرتبط» entry (see newsExtras.ts): just what its link shows. */
export interface RelatedItem {
  title: string;
  permalink: string;
  date: string;
  kicker?: string;
  cover?: string;
  /** The article's photo, shown instead of the cover. */
  photo?: NewsPhoto;
}
