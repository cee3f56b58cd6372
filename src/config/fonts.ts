/**
 * Vazirmatn, self-hosted from its npm package (no font CDN). Only the Arabic-script subset
 * ("Non-Latin", ~22 KB a weight) in two weights: Latin text uses the system stack, which reads
 * better for English and saves bytes. The package's webfont folder is served as a static
 * directory, so the same URLs work in `npm start` and in the build.
 */
import path from 'node:path';
import type {HtmlTagObject} from '@docusaurus/types';
import type {Locale} from './locales';

export const VAZIRMATN_STATIC_DIR = path.join(
  path.dirname(require.resolve('vazirmatn/package.json')),
  'misc/Non-Latin/fonts/webfonts',
);

/** The weight every fa page renders body text in first: preloaded so text does not reflow. */
export const PRELOADED_FONT = '/Vazirmatn-NL-Regular.woff2';

export function fontHeadTags(locale: Locale): HtmlTagObject[] {
  if (locale !== 'fa') return [];
  return [
    {
      tagName: 'link',
      attributes: {rel: 'preload', href: PRELOADED_FONT, as: 'font', type: 'font/woff2', crossorigin: 'anonymous'},
    },
  ];
}
