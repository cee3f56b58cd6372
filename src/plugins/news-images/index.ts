/**
 * The blog's `processBlogPosts` step for the news: makes each article's cover (render.ts), points
 * its Open Graph image at it (`frontMatter.image`, which the theme's metadata reads) and attaches
 * the cover and the related articles to the post's metadata, so list and article pages get them
 * with the post and nothing is shipped as global data.
 */
import {mkdirSync} from 'node:fs';
import {cp} from 'node:fs/promises';
import path from 'node:path';
import type {BlogPost} from '@docusaurus/plugin-content-blog';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {NewsFrontMatterExtras, RelatedItem} from '../../lib/newsImages';
import {articleIdOf, ogFile} from '../../lib/newsImages';
import {renderCovers, coverSrc, type CoverJob} from './render';
import {pickRelated} from './related';
import {topicOf} from './topics';

export const RELATED_COUNT = 4;

type Locale = 'fa' | 'en';

/** The folder the covers of one locale are written to: a static directory of that locale's site. */
export function newsImagesStaticDir(siteDir: string, locale: Locale): string {
  const dir = path.join(siteDir, 'node_modules/.cache/nerkhnama-images', locale);
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
      await cp(newsImagesStaticDir(context.siteDir, context.i18n.currentLocale as Locale), outDir, {recursive: true});
    },
  };
}

/** What the art shows: the motif of the article's section (the headline is printed beside it). */
const ALT: Record<Locale, (kicker: string, title: string) => string> = {
  fa: (kicker, title) => `نگارهٔ بخش ${kicker} برای خبر «${title}»`,
  en: (kicker, title) => `Illustration of the ${kicker} section for “${title}”`,
};

export function newsPostsProcessor({siteDir, locale, brand}: {siteDir: string; locale: Locale; brand: string}) {
  return async function processNewsPosts({blogPosts}: {blogPosts: BlogPost[]}): Promise<void> {
    const jobs = new Map<BlogPost, CoverJob>();
    for (const post of blogPosts) {
      const {title, permalink, tags, frontMatter} = post.metadata;
      const mainKey = (frontMatter.tags as string[] | undefined)?.[0];
      jobs.set(post, {
        id: articleIdOf(permalink),
        title,
        kicker: tags[0]?.label ?? brand,
        topic: topicOf(mainKey),
        direction: locale === 'fa' ? 'rtl' : 'ltr',
        brand,
      });
    }
    const report = await renderCovers([...jobs.values()], newsImagesStaticDir(siteDir, locale), path.join(siteDir, 'node_modules/.cache/nerkhnama-images'));
    if (report.made > 0 || report.removed > 0) {
      console.log(`[news-images] ${locale}: ${report.made} covers made, ${report.reused} reused, ${report.removed} stale files removed in ${report.seconds.toFixed(1)} s`);
    }

    const listed = blogPosts
      .filter((post) => !post.metadata.unlisted)
      .map((post) => ({post, permalink: post.metadata.permalink, date: post.metadata.date, tagKeys: (post.metadata.frontMatter.tags as string[] | undefined) ?? []}));
    for (const post of blogPosts) {
      const job = jobs.get(post)!;
      const src = coverSrc(job);
      const self = {permalink: post.metadata.permalink, date: post.metadata.date, tagKeys: (post.metadata.frontMatter.tags as string[] | undefined) ?? []};
      const related: RelatedItem[] = pickRelated(self, listed, RELATED_COUNT).map(({post: other}) => ({
        title: other.metadata.title,
        permalink: other.metadata.permalink,
        date: other.metadata.date.toISOString(),
        ...(other.metadata.tags[0] && {kicker: other.metadata.tags[0].label}),
        cover: coverSrc(jobs.get(other)!),
      }));
      const extras: NewsFrontMatterExtras = {cover: {src, alt: ALT[locale](job.kicker, job.title)}, related};
      Object.assign(post.metadata.frontMatter, extras, {image: ogFile(src)});
    }
  };
}
