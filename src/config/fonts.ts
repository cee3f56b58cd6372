/**
 * Vazirmatn, self-hosted from its npm package (no font CDN). Only the Arabic-script subset
 * ("Non-Latin") in the two weights the site uses: Latin text uses the system
 * stack, which reads better for English and saves bytes. The two files are copied into a
 * git-ignored folder served as a static directory (same URLs in `npm start` and the build;
 * nothing else from the package ships), under a versioned path so they can be cached for good.
 *
 * The @font-face rules are a head <style>, not part of custom.css: the bundler rewrites URLs in
 * CSS to hashed copies, and the preload link must name exactly the URL the font face uses, or the
 * browser downloads the font twice.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type {HtmlTagObject} from '@docusaurus/types';
import type {Locale} from './locales';

const PACKAGE_DIR = path.dirname(require.resolve('vazirmatn/package.json'));
const PACKAGE_WEBFONTS = path.join(
  PACKAGE_DIR,
  'misc/Non-Latin/fonts/webfonts',
);
const VERSION: string = JSON.parse(
  readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8'),
).version;

/** URL folder of the fonts, versioned: a new package version gets new URLs. */
export const FONT_URL_DIR = `/fonts/vazirmatn-${VERSION}`;

/** The two faces: regular for text, bold (600–900) for headings and emphasis. */
const FONT_FACES = [
  {file: 'Vazirmatn-NL-Regular.woff2', weight: '400'},
  {file: 'Vazirmatn-NL-Bold.woff2', weight: '600 900'},
] as const;
export const FONT_FILES = FONT_FACES.map((face) => face.file);

/**
 * Both weights are preloaded on fa pages: every first screen has body text and bold headlines, and
 * a face discovered only at layout time arrives after the first paint, so headlines reflow when it
 * swaps in (Lighthouse measured CLS 0.001 on list pages with the bold face not preloaded).
 */
export const PRELOADED_FONTS = FONT_FACES.map(
  (face) => `${FONT_URL_DIR}/${face.file}`,
);

/**
 * What the faces are used for: the Arabic script, Persian digits and the ZWNJ/bidi marks, and the space and
 * punctuation these files carry (brackets, dashes, «», ×, ÷, the minus sign). Latin letters are not in the
 * files, so English text never downloads them.
 *
 * The space matters most. The face whose range holds U+0020 is a line's primary font; without it, every size
 * and weight of Persian text also resolved a system font, and each space and bracket broke a Persian run
 * into another font. Those system font lookups were a large part of a Persian page's first layout (64 of them on
 * the news list, about 20 ms at full CPU speed; 3 with these ranges and the short fa stack in custom.css).
 */
const UNICODE_RANGE = [
  'U+0020-0021', // space, !
  'U+0028-0029', // ( )
  'U+002B', // +
  'U+002D-002F', // - . /
  'U+003A', // :
  'U+003D', // =
  'U+005B', // [
  'U+005D', // ]
  'U+00A0', // no-break space
  'U+00AB', // «
  'U+00BB', // »
  'U+00D7', // ×
  'U+00F7', // ÷
  'U+0600-06FF', // Arabic, Persian letters and digits
  'U+0750-077F', // Arabic supplement
  'U+200C-200F', // ZWNJ, ZWJ, LRM, RLM
  'U+2012-2014', // figure dash, en dash, em dash
  'U+202A-202F', // bidi embeddings, narrow no-break space
  'U+2212', // minus sign
  'U+FB50-FDFF', // presentation forms A
  'U+FE70-FEFF', // presentation forms B
].join(', ');

export function fontFaceCss(): string {
  return FONT_FACES.map(
    ({file, weight}) =>
      `@font-face{font-family:'Vazirmatn';src:url('${FONT_URL_DIR}/${file}') format('woff2');font-weight:${weight};font-style:normal;font-display:swap;unicode-range:${UNICODE_RANGE}}`,
  ).join('');
}

/**
 * Copies the used font files under `<siteDir>/node_modules/.cache/nerkhnama-fonts/` and returns
 * that static dir relative to the site, as Docusaurus resolves it: the config ships in the client
 * bundle, which must not carry the folder the site is built in.
 */
export function prepareFontStaticDir(siteDir: string): string {
  const relativeDir = 'node_modules/.cache/nerkhnama-fonts';
  const staticDir = path.join(siteDir, relativeDir);
  const target = path.join(staticDir, FONT_URL_DIR);
  mkdirSync(target, {recursive: true});
  // The dev server, or a build beside it, may be serving from this folder: a file is replaced by
  // a rename, never removed first, and only what this version does not ship is deleted.
  for (const file of FONT_FILES) {
    const source = readFileSync(path.join(PACKAGE_WEBFONTS, file));
    const dest = path.join(target, file);
    if (existsSync(dest) && readFileSync(dest).equals(source)) continue;
    const temp = `${dest}.${process.pid}${TEMP_SUFFIX}`;
    writeFileSync(temp, source);
    renameSync(temp, dest);
  }
  const shipped = new Set(FONT_FILES.map((file) => path.join(target, file)));
  for (const entry of readdirSync(staticDir, {
    recursive: true,
    withFileTypes: true,
  })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && !shipped.has(file) && !file.endsWith(TEMP_SUFFIX)) {
      rmSync(file, {force: true});
    }
  }
  return relativeDir;
}

const TEMP_SUFFIX = '.tmp';

/** The font faces on every page; both weights preloaded on fa pages, which need them first. */
export function fontHeadTags(locale: Locale): HtmlTagObject[] {
  const preloads: HtmlTagObject[] = PRELOADED_FONTS.map((href) => ({
    tagName: 'link',
    attributes: {
      rel: 'preload',
      href,
      as: 'font',
      type: 'font/woff2',
      crossorigin: 'anonymous',
    },
  }));
  return [
    ...(locale === 'fa' ? preloads : []),
    {tagName: 'style', attributes: {}, innerHTML: fontFaceCss()},
  ];
}
