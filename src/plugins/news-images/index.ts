/**
 * The blog's `processBlogPosts` step for the news: makes each article's cover (render.ts), sharing
 * card and photos (photos.ts), and attaches the cover or photo, the related articles and the
 * newsroom's fields to the post (src/lib/newsExtras.ts). Front matter stays what the editor wrote:
 * the article's metadata and structured data take the sharing card from the extras.
 */
import {mkdirSync} from 'node:fs';
import path from 'node:path';
import type {BlogPost} from '@docusaurus/plugin-content-blog';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {toSiteLocale, type Locale} from '../../config/locales';
import {parseSource} from '../sources';
import type {RelatedItem} from '../../lib/newsImages';
import {withNewsExtras, type NewsExtras} from '../../lib/newsExtras';
import {
  listedRecords,
  newsRecordOf,
  type NewsRecord,
} from '../../lib/newsRecord';
import {tagKeysOf} from '../../lib/tagKeys';
import {articleIdOf, ogFile} from '../../lib/newsImages';
import {artJobOf, artSrc, planCovers, coverSrc, type CoverJob} from './render';
import {
  inspectPhoto,
  isLocalPhotoRef,
  markdownImageRefs,
  photoSrc,
  providePhotos,
  resolvePhotoPath,
  type PhotoSource,
} from './photos';
import {
  PHOTO_CROPS,
  photoCropFile,
  photoWidths,
  scaledHeight,
  type LeadPhoto,
  type NewsPhoto,
  type PhotoCrop,
} from '../../lib/newsPhotos';
import {relatedPicker} from './related';
import {IMAGE_CACHE_DIR, shipFiles} from './cacheFiles';
import {readTopics, storyTopic, type Topic} from './topics';
import {shareLoadState} from '../news-blog/loadedOnce';
import {processShared} from '../../lib/processShared';

export const RELATED_COUNT = 4;

/** The folder the covers of one locale are written to: a static directory of that locale's site. */
export function newsImagesStaticDir(siteDir: string, locale: Locale): string {
  const dir = path.join(siteDir, IMAGE_CACHE_DIR, locale);
  mkdirSync(dir, {recursive: true});
  return dir;
}

/**
 * The images this process's posts want, by static folder: set when the posts are processed (the
 * blog's content loading), read by the copy after the build in the same process (one map per
 * process: the config's copy of this module fills it, the plugin's reads it).
 */
const wantedImages = processShared(
  'wantedImages',
  () => new Map<string, readonly string[]>(),
);
// A process that takes the news another process of the build loaded takes this list with it.
shareLoadState('news-images:wanted', {
  save: () => [...wantedImages],
  restore: (entries) => {
    wantedImages.clear();
    for (const [dir, files] of entries as [string, string[]][]) {
      wantedImages.set(dir, files);
    }
  },
});

/**
 * The sharing cards this process is making while its build goes on (`coversInBackground`): a cold
 * build of a large archive spends minutes on them in processes of their own, and the rest of the
 * site's loading and the server side's bundling (the articles compiled, one core) need none of
 * them, so they share the cores. One set per process, as `wantedImages`.
 */
const coversInMaking = processShared(
  'coversInMaking',
  () => new Set<Promise<void>>(),
);

/** Work the build waits for at its bundler's end and in postBuild (`coversMade`), where a failure fails it. */
export function whileTheBuildGoesOn(making: Promise<void>): void {
  making.catch(() => {}); // reported where it is awaited
  coversInMaking.add(making);
}

/** Resolves once every card this process started is made; rejects with the first failure. */
export async function coversMade(): Promise<void> {
  while (coversInMaking.size > 0) {
    const making = [...coversInMaking];
    coversInMaking.clear();
    await Promise.all(making);
  }
}

/**
 * Holds a bundler's end until the cards are made: a build process that only bundles exits as its
 * bundling ends (scripts/build.ts), and the next process ships the cards it left.
 */
export class CoversMadePlugin {
  apply(compiler: {
    hooks: {done: {tapPromise(name: string, run: () => Promise<void>): void}};
  }) {
    compiler.hooks.done.tapPromise('CoversMadePlugin', coversMade);
  }
}

/**
 * The covers and photos reach a production build after it (linked or copied), not as a static directory:
 * Docusaurus copies static directories through the bundler, which holds every file in memory as an
 * asset until the build ends (five images per article), and lists them among the resolver's roots.
 * Only the files this build's articles want are copied: the folder is shared (cacheFiles.ts).
 * `npm start` serves it as a static directory (see the config).
 */
export function newsImagesCopyPlugin(context: LoadContext): Plugin {
  return {
    name: 'nerkhnama-news-images',
    configureWebpack() {
      return {plugins: [new CoversMadePlugin()]};
    },
    async postBuild({outDir}) {
      await coversMade();
      const staticDir = newsImagesStaticDir(
        context.siteDir,
        toSiteLocale(context.i18n.currentLocale),
      );
      const files = wantedImages.get(staticDir);
      if (!files) {
        throw new Error(
          `[news-images] no article images were listed for ${staticDir} in this process: the news posts were not processed before the build ended, so the build cannot tell which covers and photos to ship.`,
        );
      }
      shipFiles(staticDir, files, outDir);
    },
  };
}

/** What the art shows: the motif of the article's section (the headline is printed beside it). */
const ALT: Record<Locale, (kicker: string, title: string) => string> = {
  fa: (kicker, title) => `نگارهٔ بخش ${kicker} برای خبر «${title}»`,
  en: (kicker, title) => `Illustration of the ${kicker} section for “${title}”`,
};

/** An illustration's text alternative says it is one, for readers who cannot see it. */
const ILLUSTRATION_ALT: Record<Locale, (alt: string) => string> = {
  fa: (alt) => `تصویرسازی: ${alt}`,
  en: (alt) => `Illustration: ${alt}`,
};

/** The file of a post's photo reference, or nothing when it is unusable (the news guard reports why). */
function photoSourceOf(
  siteDir: string,
  post: BlogPost,
  ref: unknown,
): PhotoSource | undefined {
  if (typeof ref !== 'string' || !isLocalPhotoRef(ref)) return undefined;
  const articleFile = path.join(
    siteDir,
    post.metadata.source.replace(/^@site\//, ''),
  );
  const result = inspectPhoto(
    resolvePhotoPath(siteDir, articleFile, ref.trim()),
  );
  return 'source' in result ? result.source : undefined;
}

/** One «مطالب مرتبط» entry: what its link shows, from the other article's record. */
function relatedItemOf(record: NewsRecord): RelatedItem {
  return {
    title: record.title,
    permalink: record.permalink,
    date: record.date,
    ...(record.tags[0] && {kicker: record.tags[0].label}),
    // A photo article has no art: its photo stands in.
    ...(record.photo
      ? {photo: record.photo}
      : record.cover && {cover: record.cover.src}),
  };
}

/** A photo as components receive it. */
export function newsPhotoOf(
  source: PhotoSource,
  text: {alt: string; caption?: string; credit?: string; illustration?: true},
): NewsPhoto {
  const widths = photoWidths(source.width);
  const width = widths[widths.length - 1];
  return {
    src: photoSrc(source),
    widths,
    width,
    height: scaledHeight(source, width),
    ...text,
  };
}

/** The newsroom's fields (src/plugins/news-guard/schema.ts), normalised: YAML may give a date or a string. */
function deskExtras(
  fm: Record<string, unknown>,
): Pick<NewsExtras, 'updated' | 'corrections' | 'breaking' | 'pinned'> {
  const iso = (value: unknown) =>
    (value instanceof Date ? value : new Date(String(value))).toISOString();
  const corrections: Array<{date: string; text: string}> = Array.isArray(
    fm.correction,
  )
    ? fm.correction
        .map((c: {date: unknown; text: unknown}) => ({
          date: iso(c.date),
          text: String(c.text).trim(),
        }))
        .sort((a, b) => a.date.localeCompare(b.date))
    : [];
  return {
    ...(fm.updated !== undefined && {updated: iso(fm.updated)}),
    ...(corrections.length > 0 && {corrections}),
    ...(fm.breaking === true && {breaking: true as const}),
    ...(fm.pinned === true && {pinned: true as const}),
  };
}

const nonEmpty = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

export function newsPostsProcessor({
  siteDir,
  locale,
  brand,
  coversInBackground = false,
}: {
  siteDir: string;
  locale: Locale;
  brand: string;
  /**
   * Whether the missing sharing cards are made while the build goes on (a production build, whose
   * copy plugin waits for them: `coversMade`), rather than before the posts are returned (the dev
   * server serves them from the folder as soon as a page asks).
   */
  coversInBackground?: boolean;
}) {
  return async function processNewsPosts({
    blogPosts,
  }: {
    blogPosts: BlogPost[];
  }): Promise<void> {
    const topics = parseSource(
      path.join(siteDir, 'news/tags.yml'),
      'cover-topics',
      (text) => readTopics(text),
    );
    const topicOf = (key: string): Topic => {
      const topic = topics.get(key);
      if (!topic) {
        throw new Error(
          `news/tags.yml › ${key}: not declared, but an article's tag. Fix: declare it.`,
        );
      }
      return topic;
    };
    const jobs = new Map<BlogPost, CoverJob>();
    const leadPhotos = new Map<BlogPost, PhotoSource>();
    const photoSources: PhotoSource[] = [];
    for (const post of blogPosts) {
      const {title, permalink, tags, frontMatter} = post.metadata;
      const lead = photoSourceOf(siteDir, post, frontMatter.image);
      if (lead) leadPhotos.set(post, lead);
      // Body images: encoded here with the lead photos; the remark plugin points at the files.
      const body = markdownImageRefs(post.content).map(({ref}) =>
        photoSourceOf(siteDir, post, ref),
      );
      photoSources.push(
        ...(lead ? [lead] : []),
        ...body.filter((source): source is PhotoSource => source !== undefined),
      );
      jobs.set(post, {
        id: articleIdOf(permalink),
        title,
        kicker: tags[0]?.label ?? brand,
        topic: storyTopic(title, tagKeysOf(frontMatter), topicOf),
        direction: locale === 'fa' ? 'rtl' : 'ltr',
        brand,
        ...(lead && {photo: {file: lead.file, hash: lead.hash}}),
      });
    }
    const cacheRoot = path.join(siteDir, IMAGE_CACHE_DIR);
    const staticDir = newsImagesStaticDir(siteDir, locale);
    const covers = planCovers([...jobs.values()], staticDir, cacheRoot);
    const making = covers.make().then((report) => {
      if (report.made > 0 || report.artsMade > 0 || report.removed > 0) {
        console.log(
          `[news-images] ${locale}: ${report.made} sharing cards made, ${report.reused} reused, ${report.artsMade} section arts made, ${report.removed} stale files removed in ${report.seconds.toFixed(1)} s`,
        );
      }
    });
    if (coversInBackground) whileTheBuildGoesOn(making);
    else await making;
    const photos = await providePhotos(photoSources, staticDir, cacheRoot);
    wantedImages.set(staticDir, [...covers.files, ...photos.files]);
    if (photos.encoded > 0 || photos.removed > 0) {
      console.log(
        `[news-images] ${locale}: photos: ${photos.encoded} files encoded, ${photos.reused} photos reused, ${photos.removed} stale files removed`,
      );
    }
    const photoOf = (post: BlogPost): NewsPhoto | undefined => {
      const source = leadPhotos.get(post);
      const fm = post.metadata.frontMatter;
      const illustration = fm.image_kind === 'illustration';
      const alt = nonEmpty(fm.image_alt) ?? post.metadata.title;
      return (
        source &&
        newsPhotoOf(source, {
          alt: illustration ? ILLUSTRATION_ALT[locale](alt) : alt,
          ...(illustration && {illustration: true as const}),
          ...(nonEmpty(fm.image_caption) && {
            caption: nonEmpty(fm.image_caption),
          }),
          ...(nonEmpty(fm.image_credit) && {credit: nonEmpty(fm.image_credit)}),
        })
      );
    };

    // The article's own extras first: the records the related lists are made from read them.
    for (const post of blogPosts) {
      const job = jobs.get(post)!;
      const og = ogFile(coverSrc(job));
      const photo = photoOf(post);
      const lead: LeadPhoto | undefined = photo && {
        ...photo,
        og,
        crops: (Object.keys(PHOTO_CROPS) as PhotoCrop[]).map((crop) =>
          photoCropFile(photo.src, crop),
        ),
      };
      withNewsExtras(post.metadata, {
        ...(lead
          ? {photo: lead}
          : {
              cover: {
                src: artSrc(artJobOf(job)),
                alt: ALT[locale](job.kicker, job.title),
                og,
              },
            }),
        ...deskExtras(post.metadata.frontMatter),
      });
    }
    const candidates = listedRecords(blogPosts).map((record) => ({
      record,
      permalink: record.permalink,
      date: new Date(record.date),
      tagKeys: record.tags.map((tag) => tag.key),
    }));
    const pickRelated = relatedPicker(candidates);
    for (const post of blogPosts) {
      const self = newsRecordOf(post.metadata);
      const related: RelatedItem[] = pickRelated(
        {
          permalink: self.permalink,
          date: new Date(self.date),
          tagKeys: self.tags.map((tag) => tag.key),
        },
        RELATED_COUNT,
      ).map(({record}) => relatedItemOf(record));
      withNewsExtras(post.metadata, {related});
    }
  };
}
