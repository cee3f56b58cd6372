/**
 * Renders the covers with sharp (libvips + librsvg) into a folder that is both the cache and a
 * static directory of the site: a file's name holds the hash of everything that shapes it, so an
 * unchanged article costs one `stat` on rebuild and a changed one gets a new URL.
 */
import {createHash} from 'node:crypto';
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {
  COVER_SIZES,
  coverFile,
  ogFile,
  type CoverSize,
} from '../../lib/newsImages';
import {artSvg, coverSvg, type CoverInput} from './cover';
import {loadSharp} from './sharp';
import {isCached, removeUnused, saveWhole} from './cacheFiles';

/** Bump when the design changes, so every cover is made again. */
const DESIGN_VERSION = 3;

/** URL folder of the covers inside each locale's site. */
const COVER_URL_DIR = '/img/news';

export interface CoverJob extends CoverInput {
  id: string;
  /** The article's lead photo: the sharing card is made from it, and no art is drawn. */
  photo?: {file: string; hash: string};
}

export function coverHash(job: CoverJob): string {
  const {id, photo, ...input} = job;
  // The photo by its content hash only: where the file lies does not change the card.
  return createHash('sha256')
    .update(
      JSON.stringify({
        v: DESIGN_VERSION,
        id,
        ...input,
        ...(photo && {photo: photo.hash}),
      }),
    )
    .digest('hex')
    .slice(0, 10);
}

/** Base names of the files a cover job makes: the art in two sizes and formats (unless a photo replaces it) and the sharing card. */
function coverFiles(job: CoverJob): string[] {
  const src = coverSrc(job);
  const art = job.photo
    ? []
    : (Object.keys(COVER_SIZES) as CoverSize[]).flatMap((size) =>
        (['webp', 'jpg'] as const).map((format) =>
          coverFile(src, size, format),
        ),
      );
  return [...art, ogFile(src)].map((f) => path.basename(f));
}

export function coverSrc(job: CoverJob): string {
  return `${COVER_URL_DIR}/${job.id}-${coverHash(job)}`;
}

/**
 * Persian text in the SVG needs a font with Arabic-script glyphs, and a fresh machine may have
 * none: fontconfig is pointed at the Vazirmatn files of the npm package (the site's own font).
 * Must run before sharp renders its first text.
 */
export function selectBundledFont(cacheRoot: string) {
  const fontDir = path.join(
    path.dirname(require.resolve('vazirmatn/package.json')),
    'fonts/ttf',
  );
  const file = path.join(cacheRoot, 'fonts.conf');
  mkdirSync(cacheRoot, {recursive: true});
  writeFileSync(
    file,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig><dir>${fontDir}</dir><cachedir>${path.join(cacheRoot, 'fontconfig')}</cachedir></fontconfig>\n`,
  );
  process.env.FONTCONFIG_FILE = file;
}

async function renderOne(job: CoverJob, dir: string): Promise<void> {
  const sharp = await loadSharp();
  const base = path.join(dir, path.basename(coverSrc(job)));
  if (job.photo) {
    // The photo, filled into 1200×630 from its centre, under the shade, kicker, headline and brand.
    const overlay = await sharp(Buffer.from(coverSvg(job, 0, true)))
      .png()
      .toBuffer();
    await saveWhole(ogFile(base), () =>
      sharp(job.photo!.file)
        .rotate()
        .resize(COVER_SIZES.full.width, COVER_SIZES.full.height, {
          fit: 'cover',
        })
        .composite([{input: overlay}])
        .removeAlpha()
        .jpeg({quality: 80, mozjpeg: true})
        .toBuffer(),
    );
    return;
  }
  // The art: rasterised once, every size and format encoded from those pixels.
  const seed = Number(job.id);
  const full = await sharp(Buffer.from(artSvg(job, seed)))
    .removeAlpha()
    .raw()
    .toBuffer({resolveWithObject: true});
  const scaled = async (size: CoverSize) =>
    size === 'full'
      ? full
      : sharp(full.data, {raw: full.info})
          .resize(COVER_SIZES[size].width, COVER_SIZES[size].height)
          .raw()
          .toBuffer({resolveWithObject: true});
  // WebP effort 0: much faster than the default (effort 4) for a few more bytes on this flat art.
  for (const size of Object.keys(COVER_SIZES) as CoverSize[]) {
    const {data, info} = await scaled(size);
    await saveWhole(coverFile(base, size, 'webp'), () =>
      sharp(data, {raw: info}).webp({quality: 72, effort: 0}).toBuffer(),
    );
    await saveWhole(coverFile(base, size, 'jpg'), () =>
      sharp(data, {raw: info}).jpeg({quality: 78}).toBuffer(),
    );
  }
  // The sharing card, with text (the costly part: shaping Persian with Vazirmatn).
  await saveWhole(ogFile(base), () =>
    sharp(Buffer.from(coverSvg(job, seed)))
      .removeAlpha()
      .jpeg({quality: 80})
      .toBuffer(),
  );
}

export interface RenderReport {
  made: number;
  reused: number;
  removed: number;
  seconds: number;
  /** The files the jobs want, relative to the static folder: what the build ships. */
  files: string[];
}

/**
 * Makes the missing covers of `jobs` under `<staticDir>/img/news/` and removes the files no build
 * has wanted for a while (a retitled article's old cover; see cacheFiles.ts).
 */
export async function renderCovers(
  jobs: CoverJob[],
  staticDir: string,
  cacheRoot: string,
): Promise<RenderReport> {
  const started = Date.now();
  const dir = path.join(staticDir, COVER_URL_DIR);
  mkdirSync(dir, {recursive: true});
  const wanted = new Set<string>();
  const missing: CoverJob[] = [];
  for (const job of jobs) {
    const files = coverFiles(job);
    files.forEach((f) => wanted.add(f));
    if (!files.every((f) => isCached(path.join(dir, f)))) missing.push(job);
  }
  if (missing.length > 0) {
    selectBundledFont(cacheRoot);
    // Two covers at a time: libvips already threads each encode, and the machine may have 2 cores.
    const queue = [...missing];
    await Promise.all(
      [0, 1].map(async () => {
        for (let job = queue.shift(); job; job = queue.shift()) {
          await renderOne(job, dir);
        }
      }),
    );
  }
  return {
    made: missing.length,
    reused: jobs.length - missing.length,
    removed: removeUnused(dir, wanted),
    seconds: (Date.now() - started) / 1000,
    files: [...wanted].map((file) => path.join(COVER_URL_DIR.slice(1), file)),
  };
}
