import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {BlogPost} from '@docusaurus/plugin-content-blog';
import {themes as prismThemes} from 'prism-react-renderer';
import {brand, gtagIdFrom} from './src/config/brand';
import {
  configLocale,
  DEFAULT_LOCALE,
  localeBaseUrl,
} from './src/config/locales';
import {localized} from './src/config/localized';
import {navbar, footer} from './src/config/chrome';
import {blogOptions} from './src/config/blog';
import {fontHeadTags, prepareFontStaticDir} from './src/config/fonts';
import rehypeIsolateRuns from './src/plugins/rehype-isolate-runs';
import {
  newsImagesCopyPlugin,
  newsImagesStaticDir,
  newsPostsProcessor,
} from './src/plugins/news-images';
import {marketPostsProcessor} from './src/plugins/market';
import remarkNewsPhotosIn from './src/plugins/remark-news-photos';

const locale = configLocale();
/** `docusaurus build` sets NODE_ENV before it loads this file; `docusaurus start` does not. */
const isProductionBuild = process.env.NODE_ENV === 'production';
/** Runs of the other script inside prose are isolated with <bdi> (see the plugin). */
const rehypePlugins = [
  [rehypeIsolateRuns, {direction: locale === 'fa' ? 'rtl' : 'ltr'}],
] as const;

export default {
  title: localized('siteTitle'),
  tagline: localized('tagline'),
  titleDelimiter: '|',
  favicon: 'img/favicon.svg',
  url: brand.siteUrl,
  baseUrl: '/',
  trailingSlash: false,
  noIndex: false,
  // Production builds copy the article covers after bundling (newsImagesCopyPlugin).
  staticDirectories: [
    'static',
    prepareFontStaticDir(__dirname),
    ...(isProductionBuild ? [] : [newsImagesStaticDir(__dirname, locale)]),
  ],
  headTags: fontHeadTags(locale),
  clientModules: ['./src/client/seedDateTexts.ts'],

  future: {
    v4: true,
    faster: {
      swcJsLoader: true,
      swcJsMinimizer: true,
      swcHtmlMinimizer: true,
      lightningCssMinimizer: true,
      mdxCrossCompilerCache: true,
      rspackBundler: true,
      // The dev server and `npm run publish` keep Rspack's persistent cache; a full build turns it
      // off (scripts/build.ts): it is cold in CI, where a cache is only written, never read (0.5 GB
      // at 1,000 articles, 2.5 GB at 5,000: docs/performance.md). The flag is part of the site
      // config every page's bundle carries, so it is the same for both.
      rspackPersistentCache: true,
      ssgWorkerThreads: true,
    },
    // No page shows a date from git: stories carry theirs in front matter (the pre-flight check
    // requires it) and no plugin shows a last-update time. Docusaurus's v4 default still reads
    // the repository's whole history when each build process loads the site (about 2 s a process
    // here, and a newsroom commits every story), so it is off.
    experimental_vcs: 'disabled',
  },

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {hooks: {onBrokenMarkdownLinks: 'throw'}},

  i18n: {
    defaultLocale: DEFAULT_LOCALE,
    locales: ['fa', 'en'],
    // Explicit base URLs: scripts/build.ts builds one locale per run, and a lone `--locale en`
    // would otherwise put the English site at `/` instead of `/en/`.
    localeConfigs: {
      fa: {
        label: 'فارسی',
        direction: 'rtl',
        htmlLang: 'fa-IR',
        calendar: 'persian',
        path: 'fa',
        baseUrl: localeBaseUrl('fa'),
      },
      en: {
        label: 'English',
        direction: 'ltr',
        htmlLang: 'en',
        calendar: 'gregory',
        path: 'en',
        baseUrl: localeBaseUrl('en'),
      },
    },
  },

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'info',
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          breadcrumbs: false,
          rehypePlugins: [...rehypePlugins],
        },
        // The news is the blog plugin, wrapped (src/plugins/news-blog) so list pages carry card data.
        blog: false,
        pages: false,
        theme: {customCss: './src/css/custom.css'},
        gtag: {trackingID: gtagIdFrom(process.env), anonymizeIP: true},
        // Written by src/plugins/sitemap: an index and its parts, which a year's archive needs.
        sitemap: false,
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [
      './src/plugins/news-blog/index.ts',
      {
        ...blogOptions(locale),
        rehypePlugins: [...rehypePlugins],
        // Before Docusaurus's image plugin: an article's photos become responsive figures.
        beforeDefaultRemarkPlugins: [remarkNewsPhotosIn(__dirname)],
        // Article covers, Open Graph images and related articles (src/plugins/news-images), then
        // the price boxes of the article's day (src/plugins/market).
        processBlogPosts: async (args: {blogPosts: BlogPost[]}) => {
          await newsPostsProcessor({
            siteDir: __dirname,
            locale,
            brand: brand.name[locale],
            coversInBackground: isProductionBuild,
          })(args);
          await marketPostsProcessor({
            siteDir: __dirname,
            locale,
            baseUrl: localeBaseUrl(locale),
          })(args);
        },
      },
    ],
    ...(isProductionBuild ? [newsImagesCopyPlugin] : []),
    './src/plugins/news-guard/index.ts',
    './src/plugins/market/index.ts',
    './src/plugins/calendar-years/index.ts',
    './src/plugins/news-sections/index.ts',
    './src/plugins/home-page/index.ts',
    './src/plugins/client-routing/index.ts',
    './src/plugins/sitemap/index.ts',
    './src/plugins/news-sitemap/index.ts',
    './src/plugins/publisher-logo/index.ts',
    './src/plugins/lean-client/index.ts',
    './src/plugins/search-index/index.ts',
    './src/plugins/editors-desk/index.ts',
    './src/plugins/publish-pages/index.ts',
    // Last: on a one-side build it replaces the other side's bundler config after the plugins above changed it.
    './src/plugins/bundle-sides/index.ts',
  ],

  themeConfig: {
    image: 'img/social-card.png',
    colorMode: {
      defaultMode: 'dark',
      disableSwitch: true,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: 'app-live-prices-1404-mehr',
      content: localized('announcementHtml'),
      backgroundColor: '#f5c044',
      textColor: '#1b1b1d',
      isCloseable: true,
    },
    navbar,
    footer: {...footer, copyright: localized('copyright')},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    blog: {sidebar: {groupByYear: true}},
    prism: {theme: prismThemes.vsDark, darkTheme: prismThemes.vsDark},
  } satisfies Preset.ThemeConfig,
} satisfies Config;
