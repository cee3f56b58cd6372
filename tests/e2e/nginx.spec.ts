/**
 * The shipped deploy/nginx.conf, run by a real nginx on 127.0.0.1 over the production build:
 * route table, redirects, bad paths, headers, content types, 404 bodies per locale, methods, and
 * Chromium pages without any Content-Security-Policy violation. Runs in the `nginx` project
 * (playwright.config.ts), which is left out with a warning when nginx is not installed, and
 * fails in CI.
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {DESK_PATH} from '../../src/plugins/editors-desk/page';
import {request as httpRequest, type IncomingHttpHeaders} from 'node:http';
import path from 'node:path';
import {test as browserTest, expect, bootApp} from './fixtures';
import {
  articleUrl,
  largestTag,
  lastListPage,
  listed,
  pageCount,
  tagPagePath,
} from './corpus';
import {startNginx, type LocalNginx} from '../../deploy/localNginx';
import {hashSource, inlineScripts} from '../../deploy/csp';
import {IMMUTABLE} from '../../deploy/rules';

const BUILD = path.resolve('build');

const test = browserTest.extend<object, {nginx: LocalNginx}>({
  /** nginx for the worker, over build/, on a free loopback port. */
  nginx: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: it must be one.
    // eslint-disable-next-line no-empty-pattern -- an empty pattern: this fixture depends on none
    async ({}, use) => {
      const nginx = await startNginx({root: BUILD});
      await use(nginx);
      await nginx.stop();
    },
    {scope: 'worker'},
  ],
});

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A raw HTTP request: the path is sent exactly as given (no normalising), redirects not followed. */
function get(
  origin: string,
  rawPath: string,
  options: {method?: string; headers?: Record<string, string>} = {},
): Promise<Reply> {
  const {hostname, port} = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        hostname,
        port,
        path: rawPath,
        method: options.method ?? 'GET',
        headers: options.headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Percent-encodes each segment, as a browser sends a Persian URL. */
const encodePath = (p: string) =>
  p.split('/').map(encodeURIComponent).join('/');

const article = articleUrl(listed[0]);
const tagPage = largestTag.permalink;
const ROUTES = [
  '/',
  '/news',
  '/news/page/2',
  lastListPage.path,
  article,
  '/news/tags',
  tagPage,
  tagPagePath(largestTag, pageCount(largestTag.count)),
  '/search',
  '/gift-cards',
  '/redeem',
  '/privacy-policy',
  '/terms-and-conditions',
  '/about',
  '/contact',
  '/editorial-team',
  '/prices',
  '/prices/usd',
  '/prices/gold-18k',
];
const LOCALES = [
  {prefix: '', notFound: 'صفحه پیدا نشد', lang: 'fa-IR'},
  {prefix: '/en', notFound: 'Page Not Found', lang: 'en'},
] as const;
/** A locale's home is its base URL with the slash (`/en/`), every other page has none. */
const localized = (prefix: string, route: string) => `${prefix}${route}`;

function expectSecurityHeaders(reply: Reply, what: string) {
  const h = reply.headers;
  expect(h['content-security-policy'], what).toContain(
    "frame-ancestors 'none'",
  );
  expect(h['content-security-policy'], what).toContain("default-src 'self'");
  expect(h['strict-transport-security'], what).toMatch(
    /^max-age=\d{8,}; includeSubDomains$/,
  );
  expect(h['x-content-type-options'], what).toBe('nosniff');
  expect(h['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(h['permissions-policy'], what).toContain('camera=()');
  expect(h['x-frame-options'], what).toBe('DENY');
  expect(h.server, what).toBe('nginx'); // no version
}

/** The first built file in a folder matching a pattern (the names carry content hashes). */
function builtFile(folder: string, pattern: RegExp): string {
  const name = readdirSync(path.join(BUILD, folder)).find((file) =>
    pattern.test(file),
  );
  if (!name) throw new Error(`No ${pattern} in build/${folder}`);
  return `/${folder}/${name}`;
}

test.describe('nginx: routes', () => {
  for (const l of LOCALES) {
    test(`${l.prefix || '/'} route table answers 200 with the page, Persian slugs percent-encoded`, async ({
      nginx,
    }) => {
      for (const route of ROUTES) {
        const url = encodePath(localized(l.prefix, route));
        const reply = await get(nginx.origin, url);
        expect(reply.status, url).toBe(200);
        expect(reply.headers['content-type'], url).toBe(
          'text/html; charset=utf-8',
        );
        expect(reply.body, url).toMatch(
          new RegExp(`<html[^>]* lang="?${l.lang}"?[\\s>]`),
        );
        expect(reply.body, url).not.toContain(l.notFound);
      }
    });

    test(`${l.prefix || '/'} index.html, .html and trailing slashes redirect to the clean URL, query kept`, async ({
      nginx,
    }) => {
      const cases: Array<[string, string]> = [
        [`${l.prefix}/index.html`, `${l.prefix}/`],
        [`${l.prefix}/news/index.html`, `${l.prefix}/news`],
        [`${l.prefix}/news/`, `${l.prefix}/news`],
        [`${l.prefix}/news.html`, `${l.prefix}/news`],
        [`${l.prefix}/gift-cards.html`, `${l.prefix}/gift-cards`],
        [
          `${l.prefix}/news/page/2/?utm_source=t.me`,
          `${l.prefix}/news/page/2?utm_source=t.me`,
        ],
        [
          encodePath(`${l.prefix}${article}.html`),
          encodePath(`${l.prefix}${article}`),
        ],
        [
          encodePath(`${l.prefix}${article}/`),
          encodePath(`${l.prefix}${article}`),
        ],
      ];
      if (l.prefix) {
        cases.push(
          [l.prefix, `${l.prefix}/`],
          [`${l.prefix}?utm_source=t.me`, `${l.prefix}/?utm_source=t.me`],
        );
      }
      for (const [from, to] of cases) {
        const reply = await get(nginx.origin, from);
        expect(reply.status, from).toBe(301);
        expect(reply.headers.location, from).toBe(to);
        expectSecurityHeaders(reply, from);
      }
    });

    test(`${l.prefix || '/'} anything else is the locale's not-found page with status 404`, async ({
      nginx,
    }) => {
      const bad = [
        '/no-such-page',
        '/news/page/17',
        '/news/page/0',
        '/news/999999/x',
        '/news/tags/nope',
        '/gift-cards/extra',
        '/News',
        '/404',
        '/404.html',
        '/assets',
        `/news/${'x'.repeat(2000)}`,
      ];
      for (const route of bad) {
        const url = `${l.prefix}${route}`;
        const reply = await get(nginx.origin, url);
        expect(reply.status, url.slice(0, 80)).toBe(404);
        expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(reply.body, url.slice(0, 80)).toContain(l.notFound);
        expect(reply.body).toContain(
          l.prefix ? 'contact the owner' : 'مدیر سایت',
        );
        expect(reply.headers['cache-control']).toBe(
          'public, max-age=60, must-revalidate',
        );
        expectSecurityHeaders(reply, url.slice(0, 80));
      }
    });
  }

  test('malformed and hostile paths are refused, never served from outside the build', async ({
    nginx,
  }) => {
    for (const raw of [
      '/../etc/passwd',
      '/news/../../etc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/%00',
      '/news%00.html',
    ]) {
      const reply = await get(nginx.origin, raw);
      expect(reply.status, raw).toBe(400);
      expect(reply.body, raw).not.toContain('root:');
    }
    const tooLong = await get(nginx.origin, `/news/${'a'.repeat(10_000)}`);
    expect(tooLong.status).toBe(414);
    // Normalised inside the build: /news/../gift-cards is /gift-cards.
    expect((await get(nginx.origin, '/news/../gift-cards')).status).toBe(200);
  });

  test('hidden files, source maps and the static-host rule files are not served', async ({
    nginx,
  }) => {
    for (const url of [
      '/.git/config',
      '/.env',
      '/en/.htaccess',
      '/assets/js/main.js.map',
      '/_headers',
      '/_redirects',
      '/_short-links.map',
    ]) {
      const reply = await get(nginx.origin, url);
      expect(reply.status, url).toBe(404);
      expect(reply.body, url).toContain(
        url.startsWith('/en/') ? 'Page Not Found' : 'صفحه پیدا نشد',
      );
    }
    // The static-host files exist in the build: the 404 above is the rule, not their absence.
    expect(
      existsSync(path.join(BUILD, '_headers')) &&
        existsSync(path.join(BUILD, '_redirects')),
    ).toBe(true);
  });

  test("an article's short link, /news/{id} and /en/news/{id}, answers 301 to the article; an unknown number 404", async ({
    nginx,
  }) => {
    for (const subject of [listed[0], listed.at(-1)!]) {
      const id = /^\/(\d+)\//.exec(subject.frontMatter.slug)![1];
      for (const prefix of ['', '/en']) {
        const reply = await get(nginx.origin, `${prefix}/news/${id}`);
        expect(reply.status, `${prefix}/news/${id}`).toBe(301);
        expect(reply.headers.location).toBe(
          encodePath(`${prefix}${articleUrl(subject)}`),
        );
        expect((await get(nginx.origin, reply.headers.location!)).status).toBe(
          200,
        );
      }
      // The query string goes along (campaign tags on a shared link).
      const tagged = await get(nginx.origin, `/news/${id}?utm_source=x`);
      expect(tagged.headers.location).toBe(
        `${encodePath(articleUrl(subject))}?utm_source=x`,
      );
    }
    for (const url of ['/news/1', '/en/news/1']) {
      const reply = await get(nginx.origin, url);
      expect(reply.status, url).toBe(404);
    }
  });

  test('only GET and HEAD: any other method gets 405 with Allow', async ({
    nginx,
  }) => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const reply = await get(nginx.origin, '/news', {method});
      expect(reply.status, method).toBe(405);
      expect(reply.headers.allow, method).toBe('GET, HEAD');
      expect(reply.headers['cache-control'], method).toBe('no-store');
      expectSecurityHeaders(reply, method);
    }
    const head = await get(nginx.origin, '/news', {method: 'HEAD'});
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers.allow).toBeUndefined();
  });
});

/** Every built page, feed and sitemap of build/, as paths relative to it (not the editors' desk, an app). */
function builtFilesOf(dir: string, rel = ''): string[] {
  return readdirSync(path.join(dir, rel)).flatMap((name) => {
    const file = rel ? `${rel}/${name}` : name;
    if (
      [
        '__server',
        'assets',
        'pagefind',
        'route-data',
        'img',
        'fonts',
        DESK_PATH,
      ].includes(name)
    ) {
      return [];
    }
    if (statSync(path.join(dir, file)).isDirectory()) {
      return builtFilesOf(dir, file);
    }
    return /\.(html|xml)$/.test(name) ? [file] : [];
  });
}

test.describe('nginx: the URLs the site gives for itself', () => {
  test('canonical, og:url, hreflang, internal links, sitemap <loc> and feed links are answered 200, not redirected', async ({
    nginx,
  }) => {
    test.setTimeout(240_000);
    const {load} = await import('cheerio');
    const files = builtFilesOf(BUILD);
    const cited = new Map<string, string>(); // path as sent → where it was found
    const cite = (url: string, where: string) => {
      const parsed = new URL(url, 'https://nerkhnama.example');
      if (parsed.origin !== 'https://nerkhnama.example') return;
      // An article's short link («کد خبر») is a redirect by design (checked above).
      if (/^(\/en)?\/news\/\d+$/.test(parsed.pathname)) return;
      // The browser sends the path percent-encoded; fragments never reach the server.
      if (!cited.has(parsed.pathname + parsed.search)) {
        cited.set(parsed.pathname + parsed.search, where);
      }
    };
    let pages = 0;
    for (const file of files) {
      const text = readFileSync(path.join(BUILD, file), 'utf8');
      if (file.endsWith('.xml')) {
        // Sitemap <loc>, RSS <link>, Atom <link href> (entities: only &amp; can occur in a URL).
        for (const m of text.matchAll(
          /<loc>([^<]+)<\/loc>|<link>([^<]+)<\/link>|<(?:atom:)?link[^>]*\shref="([^"]+)"/g,
        )) {
          cite((m[1] ?? m[2] ?? m[3]).replace(/&amp;/g, '&'), file);
        }
        continue;
      }
      if (/(^|\/)404\.html$/.test(file)) continue;
      pages += 1;
      const $ = load(text);
      const canonical = $('link[rel="canonical"]').attr('href');
      expect(canonical, `${file}: canonical`).toBeTruthy();
      expect(
        $('meta[property="og:url"]').attr('content'),
        `${file}: og:url`,
      ).toBe(canonical);
      cite(canonical!, `${file} canonical`);
      $('link[rel="alternate"][hreflang]').each((_, el) =>
        cite(el.attribs.href, `${file} hreflang`),
      );
      $('a[href^="/"], a[href^="https://nerkhnama.example/"]').each((_, el) =>
        cite(el.attribs.href, `${file} link`),
      );
    }
    expect(pages).toBeGreaterThan(600);
    for (const [url, where] of cited) {
      const reply = await get(nginx.origin, url, {method: 'HEAD'});
      expect(reply.status, `${decodeURI(url)} (from ${where})`).toBe(200);
    }
  });
});

test.describe('nginx: headers', () => {
  test('pages: short caching, gzip, security headers', async ({nginx}) => {
    for (const url of ['/', '/news', encodePath(article), '/en/', '/en/news']) {
      const reply = await get(nginx.origin, url, {
        headers: {'Accept-Encoding': 'gzip'},
      });
      expect(reply.status, url).toBe(200);
      expect(reply.headers['cache-control'], url).toBe(
        'public, max-age=60, must-revalidate',
      );
      expect(reply.headers['content-encoding'], url).toBe('gzip');
      expect(reply.headers.vary, url).toBe('Accept-Encoding');
      expect(reply.headers.etag, url).toBeTruthy();
      expectSecurityHeaders(reply, url);
    }
  });

  test("route data: JSON revalidated like the pages (its names stay as the home page's data follows the news)", async ({
    nginx,
  }) => {
    for (const url of [
      builtFile('route-data', /\.json$/),
      builtFile('en/route-data', /\.json$/),
    ]) {
      const reply = await get(nginx.origin, url, {
        headers: {'Accept-Encoding': 'gzip'},
      });
      expect(reply.status, url).toBe(200);
      expect(reply.headers['content-type'], url).toMatch(/^application\/json/);
      expect(reply.headers['cache-control'], url).toBe(
        'public, max-age=60, must-revalidate',
      );
      expectSecurityHeaders(reply, url);
    }
  });

  test('hashed assets and versioned fonts: immutable for a year, right type, gzip for text', async ({
    nginx,
  }) => {
    const assets: Array<[string, string, boolean]> = [
      [
        builtFile('assets/js', /^main\.[0-9a-f]{8}\.js$/),
        'text/javascript; charset=utf-8',
        true,
      ],
      [
        builtFile('assets/css', /^styles\.[0-9a-f]{8}\.css$/),
        'text/css; charset=utf-8',
        true,
      ],
      [builtFile('fonts/vazirmatn-33.0.3', /\.woff2$/), 'font/woff2', false],
    ];
    for (const [url, type, compressed] of assets) {
      const reply = await get(nginx.origin, url, {
        headers: {'Accept-Encoding': 'gzip'},
      });
      expect(reply.status, url).toBe(200);
      expect(reply.headers['content-type'], url).toBe(type);
      expect(reply.headers['cache-control'], url).toBe(IMMUTABLE);
      expect(reply.headers['content-encoding'], url).toBe(
        compressed ? 'gzip' : undefined,
      );
      expectSecurityHeaders(reply, url);
    }
    // The build's .gz copies are sent as they are (gzip_static: a known length, no chunking).
    const main = assets[0][0];
    const precompressed = await get(nginx.origin, main, {
      headers: {'Accept-Encoding': 'gzip'},
    });
    expect(precompressed.headers['content-length']).toBe(
      String(statSync(path.join(BUILD, `${main}.gz`)).size),
    );
    const plain = await get(nginx.origin, main);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe(
      String(statSync(path.join(BUILD, main)).size),
    );
    const missing = await get(nginx.origin, '/assets/js/main.00000000.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).not.toContain('immutable');
  });

  test('feeds, sitemaps, robots.txt and images: their own content types', async ({
    nginx,
  }) => {
    const types: Array<[string, string]> = [
      ['/news/rss.xml', 'application/rss+xml; charset=utf-8'],
      ['/news/atom.xml', 'application/atom+xml; charset=utf-8'],
      ['/en/news/rss.xml', 'application/rss+xml; charset=utf-8'],
      ['/sitemap.xml', 'application/xml; charset=utf-8'],
      ['/news-sitemap.xml', 'application/xml; charset=utf-8'],
      ['/en/sitemap.xml', 'application/xml; charset=utf-8'],
      ['/robots.txt', 'text/plain; charset=utf-8'],
      ['/img/logo.svg', 'image/svg+xml; charset=utf-8'],
      ['/img/social-card.png', 'image/png'],
    ];
    for (const [url, type] of types) {
      const reply = await get(nginx.origin, url);
      expect(reply.status, url).toBe(200);
      expect(reply.headers['content-type'], url).toBe(type);
      expect(reply.headers['cache-control'], url).toMatch(
        /^public, max-age=\d+$/,
      );
    }
  });

  test('the CSP lists the hash of every inline script of the build, and nothing unsafe for scripts', async ({
    nginx,
  }) => {
    const policy = String(
      (await get(nginx.origin, '/')).headers['content-security-policy'],
    );
    const scriptSrc = policy
      .split('; ')
      .find((directive) => directive.startsWith('script-src '))!;
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    const pages = (
      readdirSync(BUILD, {recursive: true, encoding: 'utf8'}) as string[]
    ).filter((file) => file.endsWith('.html'));
    const missing = new Set<string>();
    for (const file of pages) {
      for (const script of inlineScripts(
        readFileSync(path.join(BUILD, file), 'utf8'),
      )) {
        if (!scriptSrc.includes(hashSource(script))) {
          missing.add(`${file}: ${script.slice(0, 60)}`);
        }
      }
    }
    expect([...missing], 'run `npm run deploy:config` after the build').toEqual(
      [],
    );
  });
});

test.describe('nginx: Chromium under the Content-Security-Policy', () => {
  const PAGES = [
    '/',
    '/news',
    article,
    tagPage,
    '/gift-cards',
    '/prices',
    '/prices/emami-coin',
  ];

  for (const l of LOCALES) {
    test(`${l.prefix || '/'} home, list, article, tag, info and prices pages: no CSP violation, client navigation works`, async ({
      nginx,
      page,
    }) => {
      await page.addInitScript(() => {
        const w = window as unknown as {cspViolations: string[]};
        w.cspViolations = [];
        document.addEventListener('securitypolicyviolation', (e) =>
          w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
        );
      });
      for (const route of PAGES) {
        const url = nginx.origin + encodePath(localized(l.prefix, route));
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(200);
        await bootApp(page);
        expect(response?.headers()['content-security-policy']).toBeTruthy();
        expect(
          await page.evaluate(
            () =>
              (window as unknown as {cspViolations: string[]}).cspViolations,
          ),
          url,
        ).toEqual([]);
      }
      // Client-side navigation loads route chunks under the policy too.
      await page.goto(nginx.origin + (l.prefix || '/'));
      await bootApp(page);
      await page.locator(`a[href^="${l.prefix}/news/1"]`).first().click();
      await expect(page.locator('article h1')).toHaveCount(1);
      expect(
        await page.evaluate(
          () => (window as unknown as {cspViolations: string[]}).cspViolations,
        ),
      ).toEqual([]);
      // The diagnostics fixture fails the test on any console error ("Refused to …" included).
    });
  }

  test('search use: Pagefind loads its WebAssembly and index under the policy and finds articles', async ({
    nginx,
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as {cspViolations: string[]};
      w.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    for (const [prefix, query] of [
      ['', 'دلار'],
      ['/en', 'dollar'],
    ] as const) {
      await page.goto(nginx.origin + (prefix || '/'));
      await bootApp(page);
      const found = await page.evaluate(
        async ([q, locale]) => {
          // A runtime URL, so the bundler leaves the import alone: the browser loads it as a module.
          const url = `${locale}/pagefind/pagefind.js`;
          const api = await import(/* webpackIgnore: true */ url);
          const search = await api.search(q);
          const first = await search.results[0]?.data();
          return {
            count: search.results.length as number,
            url: first?.url as string | undefined,
          };
        },
        [query, prefix] as const,
      );
      expect(found.count, query).toBeGreaterThan(0);
      expect(found.url, query).toMatch(prefix ? /^\/en\// : /^\/(?!en\/)/);
      expect(
        await page.evaluate(
          () => (window as unknown as {cspViolations: string[]}).cspViolations,
        ),
      ).toEqual([]);
      // The search page boots at once (a script file of the site) and shows the results under the policy.
      const response = await page.goto(
        `${nginx.origin}${prefix}/search?q=${encodeURIComponent(query)}`,
      );
      expect(response?.status()).toBe(200);
      await expect(
        page.locator('main [data-search-result]').first(),
      ).toBeVisible();
      expect(
        await page.evaluate(
          () => (window as unknown as {cspViolations: string[]}).cspViolations,
        ),
      ).toEqual([]);
    }
  });

  test('search index files: their content types, compressed once only, hashed chunks immutable', async ({
    nginx,
  }) => {
    const entry = await get(nginx.origin, '/pagefind/pagefind-entry.json', {
      headers: {'Accept-Encoding': 'gzip'},
    });
    expect(entry.headers['content-type']).toBe(
      'application/json; charset=utf-8',
    );
    expect(entry.headers['cache-control']).toBe(
      'public, max-age=60, must-revalidate',
    );
    const script = await get(nginx.origin, '/pagefind/pagefind.js');
    expect(script.headers['content-type']).toBe(
      'text/javascript; charset=utf-8',
    );
    const fragmentFolder = path.join(BUILD, 'pagefind', 'fragment');
    const fragment = `/pagefind/fragment/${readdirSync(fragmentFolder)[0]}`;
    // Pagefind compresses its chunks itself: nginx must not gzip them again.
    const chunk = await get(nginx.origin, fragment, {
      headers: {'Accept-Encoding': 'gzip'},
    });
    expect(chunk.status).toBe(200);
    expect(chunk.headers['content-type']).toBe('application/octet-stream');
    expect(chunk.headers['content-encoding']).toBeUndefined();
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
  });
});
