/**
 * Renders the covers with sharp (libvips + librsvg) into a folder that is both the cache and a
 * static directory of the site: a file's name holds the hash of everything that shapes it, so an
 * unchanged article costs one `stat` on rebuild and a changed one gets a new URL.
 *
 * The art (no text) is a section's: each topic has `ART_VARIANTS` compositions per direction, and a
 * story takes one by its id. Only the sharing card, which prints the headline, is the story's own.
 * Drawing and encoding eight art files for every story was two thirds of a cold build's covers
 * (about 40 of 60 ms a story: 20 minutes of a 30,000-story language), and a phone browsing a
 * section now finds most of its pictures already in its cache.
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
import {processesFor, runInProcesses} from '../process-pool/pool';

/** Bump when the design changes, so every cover is made again. */
const DESIGN_VERSION = 3;

/** URL folder of the covers inside each locale's site. */
const COVER_URL_DIR = '/img/news';

/**
 * Compositions of a topic's art. A multiple of the three layouts, so consecutive stories of a
 * section still alternate (`artLayoutOf`), and enough that a page of ten rarely shows one twice.
 */
export const ART_VARIANTS = 24;

export interface CoverJob extends CoverInput {
  id: string;
  /** The article's lead photo: the sharing card is made from it, and no art is drawn. */
  photo?: {file: string; hash: string};
}

/** The art a story without a photo shows: its topic's composition number `variant`. */
export interface ArtJob {
  topic: CoverJob['topic'];
  direction: CoverJob['direction'];
  variant: number;
}

export function artJobOf({id, topic, direction}: CoverJob): ArtJob {
  return {topic, direction, variant: Number(id) % ART_VARIANTS};
}

/** URL path of an art's files, without size and extension. */
export function artSrc(art: ArtJob): string {
  const hash = createHash('sha256')
    .update(JSON.stringify({v: DESIGN_VERSION, ...art}))
    .digest('hex')
    .slice(0, 10);
  return `${COVER_URL_DIR}/art-${art.topic}-${art.variant}-${hash}`;
}

/** The sharing card's hash: everything the card prints and is drawn over. */
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

/** Base names of an art's files: every size in WebP and JPEG. */
function artFiles(art: ArtJob): string[] {
  const src = artSrc(art);
  return (Object.keys(COVER_SIZES) as CoverSize[]).flatMap((size) =>
    (['webp', 'jpg'] as const).map((format) =>
      path.basename(coverFile(src, size, format)),
    ),
  );
}

/** URL path of a story's sharing card (`ogFile` of it): named by the story's id and what the card shows. */
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

/** A story's sharing card: the headline over its photo, or over the art of its topic. */
export async function renderCard(job: CoverJob, dir: string): Promise<void> {
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
  // The costly part: shaping Persian with Vazirmatn.
  await saveWhole(ogFile(base), () =>
    sharp(Buffer.from(coverSvg(job, Number(job.id))))
      .removeAlpha()
      .jpeg({quality: 80})
      .toBuffer(),
  );
}

/** An art: rasterised once, every size and format encoded from those pixels. */
async function renderArt(art: ArtJob, dir: string): Promise<void> {
  const sharp = await loadSharp();
  const base = path.join(dir, path.basename(artSrc(art)));
  const full = await sharp(Buffer.from(artSvg(art, art.variant)))
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
}

/**
 * Cards are made in child processes from this many (below, starting them costs more than it
 * saves: a card is about 15 ms), handed out this many at a time.
 */
const CARD_PROCESSES = {minItems: 200, batch: 40};

interface RenderReport {
  /** Sharing cards made and reused (one a story). */
  made: number;
  reused: number;
  /** Arts made (one a topic's composition, shared by its stories). */
  artsMade: number;
  removed: number;
  seconds: number;
  /** The files the jobs want, relative to the static folder: what the build ships. */
  files: string[];
}

/** What a build's covers are: the files its jobs want, known at once, and the making of the missing ones. */
export interface CoverPlan {
  /** The files the jobs want, relative to the static folder: what the build ships. */
  files: string[];
  /** Makes the missing files (once), then removes those no build has wanted for a while. */
  make(): Promise<RenderReport>;
}

/**
 * The covers of `jobs` under `<staticDir>/img/news/`: which files they want, found by looking at
 * the folder, and the making of the missing ones and removal of the files no build has wanted for
 * a while (a retitled article's old cover; see cacheFiles.ts). The list is known before anything
 * is made, so a build can go on while the cards are made (index.ts).
 */
export function planCovers(
  jobs: CoverJob[],
  staticDir: string,
  cacheRoot: string,
): CoverPlan {
  const started = Date.now();
  const dir = path.join(staticDir, COVER_URL_DIR);
  mkdirSync(dir, {recursive: true});
  const wanted = new Set<string>();
  const cached = (file: string) => {
    wanted.add(file);
    return isCached(path.join(dir, file));
  };
  const missingCards = jobs.filter(
    (job) => !cached(path.basename(ogFile(coverSrc(job)))),
  );
  const arts = new Map<string, ArtJob>();
  for (const job of jobs.filter((j) => !j.photo)) {
    const art = artJobOf(job);
    arts.set(artSrc(art), art);
  }
  // Every file looked at, so each is wanted: `every` would stop at the first missing one.
  const missingArts = [...arts.values()].filter((art) =>
    artFiles(art).map(cached).includes(false),
  );
  let making: Promise<RenderReport> | undefined;
  const make = async (): Promise<RenderReport> => {
    // Many cards (a cold build's) are made in processes of their own, one a core (cardProcess.ts).
    const processes = processesFor(missingCards.length, CARD_PROCESSES);
    const tasks = [
      ...missingArts.map((art) => () => renderArt(art, dir)),
      ...(processes > 0 ? [] : missingCards).map(
        (job) => () => renderCard(job, dir),
      ),
    ];
    if (tasks.length > 0 || processes > 0) {
      selectBundledFont(cacheRoot);
      // Two at a time: one encodes while the other builds its SVG or writes its file.
      let next = 0;
      await Promise.all([
        ...[0, 1].map(async () => {
          while (next < tasks.length) await tasks[next++]();
        }),
        processes > 0 &&
          runInProcesses(path.join(__dirname, 'cardProcess.ts'), missingCards, {
            ...CARD_PROCESSES,
            processes,
            args: [dir],
          }),
      ]);
    }
    return {
      made: missingCards.length,
      reused: jobs.length - missingCards.length,
      artsMade: missingArts.length,
      removed: removeUnused(dir, wanted),
      seconds: (Date.now() - started) / 1000,
      files,
    };
  };
  const files = [...wanted].map((file) =>
    path.join(COVER_URL_DIR.slice(1), file),
  );
  return {files, make: () => (making ??= make())};
}
