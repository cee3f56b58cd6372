/**
 * Editors' photos (front matter `image`, Markdown body images): where a reference points, whether
 * the file is fit to publish (news-guard reports it), and the encoding of its responsive versions.
 *
 * A photo's files are named by a hash of the original's bytes and of `PHOTO_VERSION`, encoded once
 * into a cache folder shared by both locales (`node_modules/.cache/nerkhnama-images/photos/`) and
 * copied into each locale's static folder (`<locale>/img/photos/`). A warm build encodes nothing:
 * it reads each original to hash it and stats its files.
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {imageSize} from 'image-size';
import {
  PHOTO_CROPS,
  PHOTO_FORMATS,
  PHOTO_MAX_BYTES,
  PHOTO_MIN_WIDTH,
  cropRect,
  cropSize,
  photoCropFile,
  photoFile,
  photoWidths,
  scaledHeight,
  type PhotoCrop,
  type PhotoFormat,
} from '../../lib/newsPhotos';
import {loadSharp} from './sharp';
import {copyWhole, isCached, removeUnused, saveWhole} from './cacheFiles';

/** Bump when the encoding settings change, so every photo is encoded again. */
const PHOTO_VERSION = 1;
/** URL folder of the photos inside each locale's site. */
const PHOTO_URL_DIR = '/img/photos';
const READABLE_TYPES = new Set(['jpg', 'png', 'webp', 'avif', 'tiff']);

/**
 * The file a photo reference names: a path under `static/` when it starts with `/` (as Docusaurus
 * resolves its own `image` front matter and Markdown images), else a path relative to the article.
 */
export function resolvePhotoPath(
  siteDir: string,
  articleFile: string,
  ref: string,
): string {
  return ref.startsWith('/')
    ? path.join(siteDir, 'static', ref)
    : path.resolve(path.dirname(articleFile), ref);
}

/** A reference the image step handles: a local file, not a URL or a data URI. */
export function isLocalPhotoRef(ref: string): boolean {
  return !/^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(ref) && ref.trim() !== '';
}

export interface PhotoSource {
  file: string;
  /** Pixels as displayed (EXIF orientation applied). */
  width: number;
  height: number;
  bytes: number;
  /** Hash of the bytes and PHOTO_VERSION: the files' name. */
  hash: string;
}

/** Why a photo cannot be published, with the fix, or the photo's facts. */
export function inspectPhoto(
  file: string,
): {problem: {message: string; fix: string}} | {source: PhotoSource} {
  if (!existsSync(file) || !statSync(file).isFile()) {
    return {
      problem: {
        message: 'the file does not exist',
        fix: 'check the path: relative to the article (./img/photo.jpg) or under static/ (/img/photos/photo.jpg)',
      },
    };
  }
  const bytes = statSync(file).size;
  const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
  if (bytes > PHOTO_MAX_BYTES) {
    return {
      problem: {
        message: `the file is ${mb(bytes)} MB, over the ${mb(PHOTO_MAX_BYTES)} MB limit`,
        fix: 'export it as a JPEG of 2000–3000 px wide at quality 85 (the build makes the smaller versions)',
      },
    };
  }
  const data = readFileSync(file);
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(data);
  } catch {
    return {
      problem: {
        message: 'is not an image this site can read',
        fix: 'use a JPEG, PNG, WebP or AVIF file',
      },
    };
  }
  if (!size.type || !READABLE_TYPES.has(size.type)) {
    return {
      problem: {
        message: `is a ${size.type ?? 'unknown'} file, not a photo format`,
        fix: 'use a JPEG, PNG, WebP or AVIF file',
      },
    };
  }
  const turned = (size.orientation ?? 1) >= 5;
  const width = turned ? size.height : size.width;
  const height = turned ? size.width : size.height;
  if (width < PHOTO_MIN_WIDTH) {
    return {
      problem: {
        message: `the photo is ${width} px wide, under the ${PHOTO_MIN_WIDTH} px minimum`,
        fix: `use the original of at least ${PHOTO_MIN_WIDTH} px wide (not a thumbnail or a screenshot of one)`,
      },
    };
  }
  const hash = createHash('sha256')
    .update(`v${PHOTO_VERSION}\n`)
    .update(data)
    .digest('hex')
    .slice(0, 10);
  return {source: {file, width, height, bytes, hash}};
}

/** URL path (without width and format) of a photo's files. */
export function photoSrc(source: Pick<PhotoSource, 'hash'>): string {
  return `${PHOTO_URL_DIR}/${source.hash}`;
}

/** Base names of every file a photo has. */
export function photoFileNames(source: PhotoSource): string[] {
  const src = photoSrc(source);
  return [
    ...photoWidths(source.width).flatMap((width) =>
      PHOTO_FORMATS.map((format) => photoFile(src, width, format)),
    ),
    ...(Object.keys(PHOTO_CROPS) as PhotoCrop[]).map((crop) =>
      photoCropFile(src, crop),
    ),
  ].map((file) => path.basename(file));
}

/**
 * Encodes every file of one photo into `dir`. Returns the number of files encoded. The original is
 * decoded once; EXIF orientation applied, metadata dropped (sharp's default: no camera serials
 * or GPS positions leave the newsroom).
 */
async function encodePhoto(source: PhotoSource, dir: string): Promise<number> {
  const sharp = await loadSharp();
  const {data, info} = await sharp(source.file)
    .rotate()
    .removeAlpha()
    .raw()
    .toBuffer({resolveWithObject: true});
  const raw = () => sharp(data, {raw: info});
  const src = photoSrc(source);
  let encoded = 0;
  for (const width of photoWidths(source.width)) {
    const pixels = await raw()
      .resize(width, scaledHeight(source, width))
      .raw()
      .toBuffer({resolveWithObject: true});
    const at = () => sharp(pixels.data, {raw: pixels.info});
    // AVIF effort 2 and WebP effort 2: much faster than the defaults for a few more bytes.
    const into = (format: PhotoFormat) =>
      path.join(dir, path.basename(photoFile(src, width, format)));
    await saveWhole(into('avif'), () =>
      at().avif({quality: 55, effort: 2}).toBuffer(),
    );
    await saveWhole(into('webp'), () =>
      at().webp({quality: 76, effort: 2}).toBuffer(),
    );
    await saveWhole(into('jpg'), () =>
      at().jpeg({quality: 80, mozjpeg: true, progressive: true}).toBuffer(),
    );
    encoded += 3;
  }
  for (const crop of Object.keys(PHOTO_CROPS) as PhotoCrop[]) {
    const {width, height} = cropSize(source, crop);
    await saveWhole(
      path.join(dir, path.basename(photoCropFile(src, crop))),
      () =>
        raw()
          .extract(cropRect(source, crop))
          .resize(width, height)
          .jpeg({quality: 80, mozjpeg: true, progressive: true})
          .toBuffer(),
    );
    encoded += 1;
  }
  return encoded;
}

export interface PhotoReport {
  /** Files encoded (each width × format, each crop). */
  encoded: number;
  /** Photos whose files were already in the cache. */
  reused: number;
  removed: number;
  /** The files the sources want, relative to the static folder: what the build ships. */
  files: string[];
}

/**
 * Puts the files of `sources` into `<staticDir>/img/photos/`, encoding those the shared cache
 * lacks, and removes the files no build has wanted for a while (see cacheFiles.ts).
 */
export async function providePhotos(
  sources: readonly PhotoSource[],
  staticDir: string,
  cacheRoot: string,
): Promise<PhotoReport> {
  const shared = path.join(cacheRoot, 'photos');
  const dir = path.join(staticDir, PHOTO_URL_DIR);
  mkdirSync(shared, {recursive: true});
  mkdirSync(dir, {recursive: true});
  const report = {encoded: 0, reused: 0};
  const wanted = new Set<string>();
  const unique = new Map(sources.map((source) => [source.hash, source]));
  for (const source of unique.values()) {
    const names = photoFileNames(source);
    names.forEach((name) => wanted.add(name));
    if (names.every((name) => isCached(path.join(shared, name)))) {
      report.reused += 1;
    } else report.encoded += await encodePhoto(source, shared);
    for (const name of names) {
      if (!isCached(path.join(dir, name))) {
        copyWhole(path.join(shared, name), path.join(dir, name));
      }
    }
  }
  return {
    ...report,
    removed: removeUnused(dir, wanted),
    files: [...wanted].map((name) => path.join(PHOTO_URL_DIR.slice(1), name)),
  };
}

/** `![alt](path "title")` in Markdown: the image references of an article body, in order. */
export function markdownImageRefs(
  body: string,
): Array<{alt: string; ref: string; title?: string}> {
  const refs: Array<{alt: string; ref: string; title?: string}> = [];
  for (const match of body.matchAll(
    /!\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+"([^"]*)")?\s*\)/g,
  )) {
    refs.push({
      alt: match[1],
      ref: match[2],
      ...(match[3] !== undefined && {title: match[3]}),
    });
  }
  return refs;
}
