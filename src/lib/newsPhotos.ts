/**
 * An editor's photo as the site serves it: the sizing rules (which widths, which crops) and the
 * file names, shared by the image step that writes the files (src/plugins/news-images/photos.ts)
 * and the components that point at them. Pure, so the rules are unit-tested.
 *
 * Each photo becomes AVIF and WebP with a JPEG fallback at the widths of `photoWidths` (never
 * wider than the original), three 1200-px crops for search engines (16:9, 4:3 and 1:1, as
 * Google's Article guidelines ask) and, for an article's lead photo, its 1200×630 sharing card.
 */

/** Widths a photo is served at, when the original is at least that wide. */
const PHOTO_LADDER = [160, 320, 480, 800, 1200, 1600] as const;
/** Narrower originals look soft on a desktop or a sharing card. */
export const PHOTO_MIN_WIDTH = 1200;
/** Larger originals are camera files nobody resized: slow to commit and to encode. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** A ladder step this close to the top width adds a file and saves a reader almost nothing. */
const NEAR_TOP = 0.9;

export const PHOTO_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];
export const PHOTO_MIME: Record<PhotoFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

/** The structured-data crops, by name: aspect ratio as [width, height]. */
export const PHOTO_CROPS = {
  '16x9': [16, 9],
  '4x3': [4, 3],
  '1x1': [1, 1],
} as const;
export type PhotoCrop = keyof typeof PHOTO_CROPS;
/** Width of each crop (less when the original is smaller: never upscaled). */
const CROP_WIDTH = 1200;

/**
 * The widths to encode for an original `originalWidth` px wide: every ladder step below the top,
 * and the top itself, which is the largest step or the original's own width when it is narrower
 * than that. Steps within 10% of the top are dropped.
 */
export function photoWidths(originalWidth: number): number[] {
  if (!Number.isFinite(originalWidth) || originalWidth < 1) {
    throw new RangeError(`Not an image width: ${originalWidth}`);
  }
  const top = Math.min(
    Math.round(originalWidth),
    PHOTO_LADDER[PHOTO_LADDER.length - 1],
  );
  return [...PHOTO_LADDER.filter((width) => width < top * NEAR_TOP), top];
}

/** Height of the original scaled to `width`, rounded as libvips rounds it. */
export function scaledHeight(
  original: {width: number; height: number},
  width: number,
): number {
  return Math.max(1, Math.round((original.height * width) / original.width));
}

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The largest centred rectangle of the crop's aspect ratio inside the original. */
export function cropRect(
  original: {width: number; height: number},
  crop: PhotoCrop,
): Rect {
  const [rw, rh] = PHOTO_CROPS[crop];
  const width = Math.min(
    original.width,
    Math.floor((original.height * rw) / rh),
  );
  const height = Math.min(original.height, Math.round((width * rh) / rw));
  return {
    left: Math.floor((original.width - width) / 2),
    top: Math.floor((original.height - height) / 2),
    width,
    height,
  };
}

/** The output size of a crop: `CROP_WIDTH` wide at most, never wider than the cropped pixels. */
export function cropSize(
  original: {width: number; height: number},
  crop: PhotoCrop,
): {width: number; height: number} {
  const rect = cropRect(original, crop);
  const [rw, rh] = PHOTO_CROPS[crop];
  const width = Math.min(CROP_WIDTH, rect.width);
  return {width, height: Math.round((width * rh) / rw)};
}

/** A photo as pages, cards and structured data carry it. */
export interface NewsPhoto {
  /** URL path without width and extension, e.g. `/img/photos/3fa2c1d0e9`. */
  src: string;
  /** The encoded widths, ascending; each exists in every format of PHOTO_FORMATS. */
  widths: number[];
  /** Size of the widest file: the `width`/`height` attributes, so the box is kept before loading. */
  width: number;
  height: number;
  /** What the photo shows. */
  alt: string;
  caption?: string;
  credit?: string;
  /** A drawn or rendered picture, not a photograph (front matter `image_kind: illustration`). */
  illustration?: true;
}

/** A lead photo: the responsive files plus the sharing card and the structured-data crops. */
export interface LeadPhoto extends NewsPhoto {
  /** The 1200×630 Open Graph card (photo, headline and brand), a URL path. */
  og: string;
  /** URL paths of the 16:9, 4:3 and 1:1 crops, in that order. */
  crops: string[];
}

export function photoFile(
  src: string,
  width: number,
  format: PhotoFormat,
): string {
  return `${src}-${width}.${format}`;
}

export function photoCropFile(src: string, crop: PhotoCrop): string {
  return `${src}-${crop}.jpg`;
}

/** `srcset` of one format, every width. */
export function photoSrcSet(
  photo: Pick<NewsPhoto, 'src' | 'widths'>,
  format: PhotoFormat,
  withBase: (path: string) => string = (p) => p,
): string {
  return photo.widths
    .map(
      (width) => `${withBase(photoFile(photo.src, width, format))} ${width}w`,
    )
    .join(', ');
}

/** The fallback `src`: the JPEG nearest 800 px, fine for any browser without srcset. */
export function photoFallback(
  photo: Pick<NewsPhoto, 'src' | 'widths'>,
): string {
  const width =
    photo.widths.find((w) => w >= 800) ?? photo.widths[photo.widths.length - 1];
  return photoFile(photo.src, width, 'jpg');
}
