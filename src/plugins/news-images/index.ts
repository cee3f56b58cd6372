/**
 * The blog's `processBlogPosts` step for the news: makes each article's cover (render.ts) and
 * photos (photos.ts), points its Open Graph image at its sharing card (`frontMatter.image`, which
 * the theme's metadata reads) and attaches the cover or photo, the related articles and the
 * newsroom's fields to the post (src/lib/newsExtras.ts).
 */
import {mkdirSync, readFileSync} from 'node:fs';
import {cp} from 'node:fs/promises';
import path from 'node:path';
import type {BlogPost} from '@docusaurus/plugin-content-blog';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {toSiteLocale, type Locale} from '../../config/locales';
import type {RelatedItem} from '../../lib/newsImages';
import {withNewsExtras, type NewsExtras} from '../../lib/newsExtras';
import {tagKeysOf} from '../../lib/tagKeys';
import {articleIdOf, ogFile} from '../../lib/newsImages';
import {renderCovers, coverSrc, type CoverJob} from './render';
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
import {readTopics, type Topic} from './topics';

export const RELATED_COUNT = 4;

/** The folder the covers of one locale are written to: a static directory of that locale's site. */
export function newsImagesStaticDir(siteDir: string, locale: Locale): string {
  const dir = path.join(
    siteDir,
    'node_modules/.cache/nerkhnama-images',
    locale,
  );
  mkdirSync(dir, {recursive: true});
  return dir;
}

/**
 * The covers reach a production build by a copy after it, not as a static directory: Docusaurus
 * copies static directories through the bundler, which holds every file in memory as an asset
 * until the build ends (five images per article: about 0.5 GB at 5,000 articles), and lists them
 * among the resolver's roots. `npm start` serves them as a static directory (see the config).
 */
export function newsImagesCopyPlugin(context: LoadContext): Plugin {
  return {
    name: 'nerkhnama-news-images',
    async postBuild({outDir}) {
      await cp(
        newsImagesStaticDir(
          context.siteDir,
          toSiteLocale(context.i18n.currentLocale),
        ),
        outDir,
        {recursive: true},
      );
    },
  };
}

/** What the art shows: the motif of the article's section (the headline is printed beside it). */
const ALT: Record<Locale, (kicker: string, title: string) => string> = {
  fa: (kicker, title) => `نگارهٔ بخش ${kicker} برای خبر «${title}»`,
  en: (kicker, title) => `Illustration of the ${kicker} section for “${title}”`,
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

/** A photo as components receive it. */
export function newsPhotoOf(
  source: PhotoSource,
  text: {alt: string; caption?: string; credit?: string},
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
}: {
  siteDir: string;
  locale: Locale;
  brand: string;
}) {
  return async function processNewsPosts({
    blogPosts,
  }: {
    blogPosts: BlogPost[];
  }): Promise<void> {
    const topics = readTopics(
      readFileSync(path.join(siteDir, 'news/tags.yml'), 'utf8'),
    );
    const topicOf = (key: string | undefined): Topic => {
      const topic = key === undefined ? 'general' : topics.get(key);
      if (!topic) {
        throw new Error(
          `news/tags.yml › ${key}: not declared, but an article's main tag. Fix: declare it.`,
        );
      }
      return topic;
    };
    const jobs = new Map<BlogPost, CoverJob>();
    const leadPhotos = new Map<BlogPost, PhotoSource>();
    const photoSources: PhotoSource[] = [];
    for (const post of blogPosts) {
      const {title, permalink, tags, frontMatter} = post.metadata;
      const mainKey = tagKeysOf(frontMatter)[0];
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
        topic: topicOf(mainKey),
        direction: locale === 'fa' ? 'rtl' : 'ltr',
        brand,
        ...(lead && {photo: {file: lead.file, hash: lead.hash}}),
      });
    }
    const cacheRoot = path.join(
      siteDir,
      'node_modules/.cache/nerkhnama-images',
    );
    const staticDir = newsImagesStaticDir(siteDir, locale);
    const report = await renderCovers([...jobs.values()], staticDir, cacheRoot);
    if (report.made > 0 || report.removed > 0) {
      console.log(
        `[news-images] ${locale}: ${report.made} covers made, ${report.reused} reused, ${report.removed} stale files removed in ${report.seconds.toFixed(1)} s`,
      );
    }
    const photos = await providePhotos(photoSources, staticDir, cacheRoot);
    if (photos.encoded > 0 || photos.removed > 0) {
      console.log(
        `[news-images] ${locale}: photos: ${photos.encoded} files encoded, ${photos.reused} photos reused, ${photos.removed} stale files removed`,
      );
    }
    const photoOf = (post: BlogPost): NewsPhoto | undefined => {
      const source = leadPhotos.get(post);
      const fm = post.metadata.frontMatter;
      return (
        source &&
        newsPhotoOf(source, {
          alt: nonEmpty(fm.image_alt) ?? post.metadata.title,
          ...(nonEmpty(fm.image_caption) && {
            caption: nonEmpty(fm.image_caption),
          }),
          ...(nonEmpty(fm.image_credit) && {credit: nonEmpty(fm.image_credit)}),
        })
      );
    };

    const listed = blogPosts
      .filter((post) => !post.metadata.unlisted)
      .map((post) => ({
        post,
        permalink: post.metadata.permalink,
        date: post.metadata.date,
        tagKeys: tagKeysOf(post.metadata.frontMatter),
      }));
    const pickRelated = relatedPicker(listed);
    for (const post of blogPosts) {
      const job = jobs.get(post)!;
      const src = coverSrc(job);
      const self = {
        permalink: post.metadata.permalink,
        date: post.metadata.date,
        tagKeys: tagKeysOf(post.metadata.frontMatter),
      };
      const related: RelatedItem[] = pickRelated(self, RELATED_COUNT).map(
        ({post: other}) => ({
          title: other.metadata.title,
          permalink: other.metadata.permalink,
          date: other.metadata.date.toISOString(),
          ...(other.metadata.tags[0] && {kicker: other.metadata.tags[0].label}),
          // A photo article has no art: its photo stands in.
          ...(leadPhotos.has(other)
            ? {photo: photoOf(other)}
            : {cover: coverSrc(jobs.get(other)!)}),
        }),
      );
      const photo = photoOf(post);
      const lead: LeadPhoto | undefined = photo && {
        ...photo,
        og: ogFile(src),
        crops: (Object.keys(PHOTO_CROPS) as PhotoCrop[]).map((crop) =>
          photoCropFile(photo.src, crop),
        ),
      };
      withNewsExtras(post.metadata, {
        ...(lead
          ? {photo: lead}
          : {cover: {src, alt: ALT[locale](job.kicker, job.title)}}),
        related,
        ...deskExtras(post.metadata.frontMatter),
      });
      // `image` is the front-matter field the theme's page metadata and both structured-data hooks
      // read the image from: the sharing card, never the original (an editor's photo is replaced).
      post.metadata.frontMatter.image = ogFile(src);
    }
  };
}
