/**
 * How the production build is served: the one source of truth for the nginx configuration
 * (`deploy/nginx.conf`) and the static-host files (`build/_headers`, `build/_redirects`), all
 * written by `npm run deploy:config` (scripts/deploy-config.ts). Edit this file, never the outputs.
 *
 * Paths are the clean URLs of the route table: `trailingSlash: false`, so a page `/news` is the
 * file `news.html`; `index.html` and `.html` suffixes and a trailing slash are redirected away
 * before matching. A locale's home is its base URL, with the slash (`/`, `/en/`): that is the URL
 * Docusaurus writes in canonical links, hreflang, the sitemap and every link to it, so `/en` is
 * redirected to `/en/`, never the other way.
 */

import {gitHostFromEnv} from '../src/plugins/editors-desk/config';

/** A Content-Security-Policy directive's sources; inline-script hashes are added at generation time. */
export type CspDirectives = Record<string, readonly string[]>;

/** Google Analytics 4 through gtag.js: Google's published CSP host list for GA4. */
const ANALYTICS = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
} as const;

export const csp: CspDirectives = {
  'default-src': ["'self'"],
  // Docusaurus's inline scripts (colour-mode bootstrap, gtag config, base-URL banner) are allowed
  // by their sha256 hashes, computed from the built HTML. Pagefind compiles its WebAssembly index.
  'script-src': ["'self'", "'wasm-unsafe-eval'", ...ANALYTICS.script],
  // React renders `style` attributes (announcement bar colours) and the theme inlines the
  // @font-face rules: inline styles cannot run code, so they are allowed rather than hashed.
  'style-src': ["'self'", "'unsafe-inline'"],
  // Infima draws some icons as `data:` SVGs; the analytics beacon may be an image request.
  'img-src': ["'self'", 'data:', ...ANALYTICS.img],
  'font-src': ["'self'"],
  // Route data, the search index and the analytics beacon.
  'connect-src': ["'self'", ...ANALYTICS.connect],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** The editors' desk (src/plugins/editors-desk): its page and bundle under /admin get their own policy. */
export const DESK_PATTERN = '^/admin(/|$)';

const deskGit = gitHostFromEnv(process.env).baseUrl;
/** Where `npm run desk:server` answers when an editor works on a local checkout. */
const DESK_LOCAL_PROXY = ['http://127.0.0.1:8081', 'http://localhost:8081'];

/**
 * The desk's policy: no analytics, no hashes; its code from the site only. Decap checks its
 * configuration with AJV, which compiles the schema into a function ('unsafe-eval'); an uploaded
 * photo is shown and read back from a `blob:` URL; the desk talks to the newsroom's git server.
 */
export const deskCsp: CspDirectives = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'unsafe-eval'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', deskGit],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", 'blob:', deskGit, ...DESK_LOCAL_PROXY],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'", deskGit],
  'frame-ancestors': ["'none'"],
};

/** Sent with every response, errors and redirects included. The CSP is added to these. */
export const securityHeaders: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  // frame-ancestors 'none' says the same to current browsers; this is for older ones.
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export interface CacheRule {
  /** What the rule is for, written as a comment into the outputs. */
  why: string;
  /** PCRE matched against the URI of the file actually served (nginx `$uri`). */
  pattern: string;
  /** The same paths as a `_headers` splat pattern, or null where that format cannot express it. */
  glob: readonly string[] | null;
  cacheControl: string;
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The bundler's scripts, styles and images, each named after a hash of its content (`main.1a2b3c4d.js`). */
const CONTENT_HASHED = '^/(en/)?assets/.+\\.[0-9a-f]{8,}\\.[a-z0-9]+$';

const contentHashed = new RegExp(CONTENT_HASHED);

/**
 * Whether a build file (relative path) is named after its content: another build's file of the same
 * name and size holds the same bytes, as readers' browsers assume in caching it for a year.
 */
export const isContentHashed = (file: string): boolean =>
  contentHashed.test(`/${file}`);

/** First match wins. */
export const cacheRules: readonly CacheRule[] = [
  {
    why: 'content-hashed bundles, styles and images',
    pattern: CONTENT_HASHED,
    glob: ['/assets/*', '/en/assets/*'],
    cacheControl: IMMUTABLE,
  },
  {
    why: 'fonts in a folder named after the package version',
    pattern: '^/(en/)?fonts/[a-z]+-\\d+\\.\\d+\\.\\d+/',
    glob: ['/fonts/*', '/en/fonts/*'],
    cacheControl: IMMUTABLE,
  },
  {
    why: "Pagefind's content-hashed index chunks, the main index's and its parts'",
    pattern: '^/(en/)?pagefind/(news-[0-9q-]+/)?(fragment|index)/',
    glob: [
      '/pagefind/fragment/*',
      '/pagefind/index/*',
      '/pagefind/:part/fragment/*',
      '/pagefind/:part/index/*',
      '/en/pagefind/fragment/*',
      '/en/pagefind/index/*',
      '/en/pagefind/:part/fragment/*',
      '/en/pagefind/:part/index/*',
    ],
    cacheControl: IMMUTABLE,
  },
  {
    why: "Pagefind's entry files name the current chunks: must follow a deploy quickly",
    pattern: '^/(en/)?pagefind/',
    glob: null,
    cacheControl: 'public, max-age=60, must-revalidate',
  },
  {
    why: 'route data: a page in the app, under a name that stays as its content follows the news',
    pattern: '^/(en/)?route-data/',
    glob: null,
    cacheControl: 'public, max-age=60, must-revalidate',
  },
  // A short shared lifetime absorbs bursts on breaking news; a deploy shows within a minute.
  {
    why: 'pages',
    pattern: '\\.html$',
    glob: null,
    cacheControl: 'public, max-age=60, must-revalidate',
  },
  {
    why: 'feeds, sitemaps, robots.txt',
    pattern: '\\.(xml|txt)$',
    glob: null,
    cacheControl: 'public, max-age=300',
  },
];

/** Anything no rule matches (logo, favicon, store badges, social card): unhashed names. */
export const defaultCacheControl = 'public, max-age=86400';

/**
 * By response status: files (200, 206, 304) follow the rules above; a not-found answer and a
 * redirect are cached briefly (an article may be published a minute later; a redirect rule may
 * change); any other error is not cached at all.
 */
export const statusCacheControl: Readonly<Record<string, string>> = {
  '301': 'public, max-age=3600',
  '404': 'public, max-age=60, must-revalidate',
};
export const errorCacheControl = 'no-store';
export const FILE_STATUSES = ['200', '206', '304'] as const;

/** Content types by extension; nginx's own list is replaced by this one, so it must be complete. */
export const contentTypes: Readonly<Record<string, readonly string[]>> = {
  'text/html': ['html'],
  'text/css': ['css'],
  'text/javascript': ['js', 'mjs'],
  'application/json': ['json'],
  'application/manifest+json': ['webmanifest'],
  'application/xml': ['xml'],
  'text/xsl': ['xsl'],
  'text/plain': ['txt'],
  'image/svg+xml': ['svg'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/webp': ['webp'],
  'image/avif': ['avif'],
  'image/x-icon': ['ico'],
  'font/woff2': ['woff2'],
  'font/woff': ['woff'],
  'application/wasm': ['wasm'],
};

/** Files whose type their extension does not tell (`.xml` is also the sitemaps). */
export const contentTypeOverrides: ReadonlyArray<{
  pattern: string;
  glob: readonly string[];
  type: string;
}> = [
  {
    pattern: '/rss\\.xml$',
    glob: ['/news/rss.xml', '/en/news/rss.xml'],
    type: 'application/rss+xml',
  },
  {
    pattern: '/atom\\.xml$',
    glob: ['/news/atom.xml', '/en/news/atom.xml'],
    type: 'application/atom+xml',
  },
];

/** Text types sent with `charset=utf-8` and compressed on the fly (HTML is always both). */
export const textTypes: readonly string[] = [
  'text/css',
  'text/javascript',
  'application/json',
  'application/manifest+json',
  'application/xml',
  'application/rss+xml',
  'application/atom+xml',
  'text/xsl',
  'text/plain',
  'image/svg+xml',
];

/**
 * Never served (answered with the not-found page): dot-files except `.well-known/`, source maps,
 * and the static-host rule files that sit in the build folder.
 */
export const hiddenPaths: ReadonlyArray<{why: string; pattern: string}> = [
  {
    why: 'dot-files and dot-folders (.git, .env …), except .well-known',
    pattern: '/\\.(?!well-known/)',
  },
  {why: 'source maps', pattern: '\\.map$'},
  {
    why: "the static host's rule files and the short links' nginx map",
    pattern: '^/_(headers|redirects|short-links\\.map)$',
  },
];

/**
 * An article's short link, `/news/{id}` and `/en/news/{id}`: the number readers quote («کد خبر»),
 * answered with a permanent redirect (301) to the article's page. Which page is the build's to say
 * (the slug comes from the headline), so the servers read a list of the build's articles:
 * `shortLinks` for the Node server and `_redirects`, the `_short-links.map` file it writes for nginx.
 */
export const shortLinkPattern = '^(/en)?/news/\\d+$';
export const SHORT_LINKS_MAP = '_short-links.map';

/** Each article's short link and its page, from the clean URLs of the build's pages. */
export function shortLinks(cleanUrls: readonly string[]): Map<string, string> {
  const links = new Map<string, string>();
  for (const url of cleanUrls) {
    const match = /^((?:\/en)?\/news\/\d+)\/[^/]+$/.exec(url);
    if (match) links.set(match[1], url);
  }
  return links;
}

export interface LocaleServing {
  /** URL prefix, '' for the default locale. Its home page is `${prefix}/`. */
  prefix: string;
  /** The locale's not-found page, served with status 404 for anything under its prefix. */
  notFoundPage: string;
}

/** Longest prefix first. */
export const locales: readonly LocaleServing[] = [
  {prefix: '/en', notFoundPage: '/en/404.html'},
  {prefix: '', notFoundPage: '/404.html'},
];

export const allowedMethods = ['GET', 'HEAD'] as const;
