import {existsSync, readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {hashesIn, hashSource, inlineScripts, renderCsp} from '../../deploy/csp';
import {
  quote,
  quoteRegex,
  renderNginxConf,
  shortLinksMapLines,
} from '../../deploy/nginx';
import {
  cleanUrlOf,
  renderHeaders,
  redirectLines,
} from '../../deploy/staticHost';
import {mainConf, siteConf, findNginx} from '../../deploy/localNginx';
import {MIN_SIZE, shouldPrecompress} from '../../deploy/precompress';
import * as rules from '../../deploy/rules';

describe('inlineScripts', () => {
  it('keeps executable inline scripts and drops external scripts and data blocks', () => {
    const html = [
      '<script>a()</script>',
      '<script data-rh=true>b()</script>',
      '<script type="module">c()</script>',
      '<script src=/assets/js/main.1234abcd.js></script>',
      '<script defer src="/x.js"></script>',
      '<script type=application/ld+json>{"@type":"NewsArticle"}</script>',
      '<script type="text/javascript">d()</script>',
      '<script></script>',
    ].join('');
    expect(inlineScripts(html)).toEqual(['a()', 'b()', 'c()', 'd()']);
  });

  it('keeps the body byte for byte, Persian text and newlines included', () => {
    expect(inlineScripts('<script>\n  t("نرخ‌نما")\n</script>')).toEqual([
      '\n  t("نرخ‌نما")\n',
    ]);
  });
});

describe('hashSource', () => {
  it("is the CSP sha256 source of the script's UTF-8 bytes", () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(hashSource('alert(1)')).toBe(
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
    );
  });
});

describe('renderCsp', () => {
  it('adds the hashes, sorted and deduplicated, to script-src only', () => {
    const policy = renderCsp(
      {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
      ["'sha256-b'", "'sha256-a'", "'sha256-b'"],
    );
    expect(policy).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'; frame-ancestors 'none'",
    );
    expect(hashesIn(policy)).toEqual(["'sha256-a'", "'sha256-b'"]);
  });

  it('keeps the shipped policy strict: no unsafe script sources, nothing third-party but analytics', () => {
    const policy = renderCsp(rules.csp, []);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    const hosts = policy.match(/https:\/\/[^\s;]+/g) ?? [];
    expect(hosts.length).toBeGreaterThan(0);
    for (const host of hosts) {
      expect(host).toMatch(
        /^https:\/\/\*\.(googletagmanager\.com|google-analytics\.com|analytics\.google\.com)$/,
      );
    }
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("'wasm-unsafe-eval'");
  });
});

describe('nginx quoting', () => {
  it('refuses values nginx would read as variables or escapes', () => {
    expect(quote('max-age=60')).toBe('"max-age=60"');
    expect(() => quote('a$b')).toThrow();
    expect(() => quote('a"b')).toThrow();
    expect(quoteRegex('\\.html$')).toBe('"\\.html$"');
    expect(() => quoteRegex('a\\tb')).toThrow();
  });
});

describe('renderNginxConf', () => {
  const conf = renderNginxConf(["'sha256-abc='"]);

  it('is what deploy/nginx.conf holds: the committed file is generated from rules.ts', () => {
    const committed = readFileSync('deploy/nginx.conf', 'utf8');
    // The hashes depend on the build; everything else must match what the rules render.
    expect(committed).toBe(renderNginxConf(hashesIn(committed)));
  });

  it('puts every header at server level with `always`, none in a location', () => {
    const server = conf.slice(conf.indexOf('server {'));
    const firstLocation = server.search(/\n\s*location /);
    const addHeaders = [...server.matchAll(/\n\s*add_header /g)].map(
      (m) => m.index!,
    );
    expect(addHeaders.length).toBe(
      Object.keys(rules.securityHeaders).length + 3,
    );
    for (const at of addHeaders) expect(at).toBeLessThan(firstLocation);
    expect(server.match(/add_header [^\n]*always;/g)).toHaveLength(
      addHeaders.length,
    );
  });

  it('redirects suffixes, serves clean URLs, and answers not-found per locale', () => {
    expect(conf).toContain('rewrite ^(.+)/index\\.html$ $1 permanent;');
    expect(conf).toContain('rewrite ^(.+)\\.html$ $1 permanent;');
    expect(conf).toContain('rewrite ^(.+)/$ $1 permanent;');
    expect(conf).toContain('try_files $uri $uri.html $uri/index.html =404;');
    expect(conf).toContain('"~^/en(/|$)" /en/404.html;');
    expect(conf).toContain('default /404.html;');
    expect(conf).toContain('error_page 404 $nerkhnama_not_found;');
    expect(conf).toContain('if ($request_method !~ ^(GET|HEAD)$) {');
  });

  it('lists the cache rules in order, with the default last', () => {
    const map = conf.slice(
      conf.indexOf('map $uri $nerkhnama_file_cache_control'),
      conf.indexOf('map $uri $nerkhnama_not_found'),
    );
    const positions = rules.cacheRules.map((rule) => map.indexOf(rule.pattern));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(map.indexOf('default ')).toBeGreaterThan(positions.at(-1)!);
  });
});

describe('cache rules', () => {
  const cacheFor = (uri: string) =>
    rules.cacheRules.find((rule) => new RegExp(rule.pattern).test(uri))
      ?.cacheControl ?? rules.defaultCacheControl;

  it('makes hashed assets immutable and keeps pages, feeds and unhashed files short', () => {
    expect(cacheFor('/assets/js/main.1a2b3c4d.js')).toBe(rules.IMMUTABLE);
    expect(cacheFor('/assets/css/styles.7f6225a0.css')).toBe(rules.IMMUTABLE);
    expect(cacheFor('/fonts/vazirmatn-33.0.3/Vazirmatn-NL-Regular.woff2')).toBe(
      rules.IMMUTABLE,
    );
    expect(cacheFor('/pagefind/fragment/fa_1a2b3c4.pf_fragment')).toBe(
      rules.IMMUTABLE,
    );
    expect(cacheFor('/pagefind/news-2025-09/index/fa_1a2b3c4.pf_index')).toBe(
      rules.IMMUTABLE,
    );
    expect(
      cacheFor('/en/pagefind/news-2025-q3/fragment/en_1a2b3c4.pf_fragment'),
    ).toBe(rules.IMMUTABLE);
    expect(cacheFor('/pagefind/pagefind-entry.json')).toMatch(/max-age=60\b/);
    expect(cacheFor('/pagefind/news-2025-09/pagefind-entry.json')).toMatch(
      /max-age=60\b/,
    );
    expect(cacheFor('/pagefind/parts.json')).toMatch(/max-age=60\b/);
    expect(cacheFor('/news.html')).toMatch(/max-age=60\b/);
    expect(cacheFor('/en/404.html')).toMatch(/max-age=60\b/);
    expect(cacheFor('/news/rss.xml')).toBe('public, max-age=300');
    expect(cacheFor('/img/logo.svg')).toBe(rules.defaultCacheControl);
    expect(cacheFor('/assets/js/main.js')).not.toBe(rules.IMMUTABLE);
  });

  it('hides dot-files but .well-known, source maps and the rule files', () => {
    const hidden = (uri: string) =>
      rules.hiddenPaths.some((h) => new RegExp(h.pattern).test(uri));
    for (const uri of [
      '/.git/config',
      '/.env',
      '/en/.htaccess',
      '/assets/js/main.1a2b3c4d.js.map',
      '/_headers',
      '/_redirects',
      '/_short-links.map',
    ]) {
      expect(hidden(uri), uri).toBe(true);
    }
    for (const uri of [
      '/.well-known/security.txt',
      '/news',
      '/assets/js/main.1a2b3c4d.js',
      '/news/_headers-e0a1b2',
    ]) {
      expect(hidden(uri), uri).toBe(false);
    }
  });
});

describe('short links', () => {
  const pages = [
    '/',
    '/news',
    '/news/121530/دلار-a1b2c3',
    '/en/news/121530/دلار-a1b2c3',
    '/news/tags/آب-b182d2',
    '/news/page/2',
  ];

  it("lead from each article's number to its page, in both locales, and from nothing else", () => {
    expect([...rules.shortLinks(pages)]).toEqual([
      ['/news/121530', '/news/121530/دلار-a1b2c3'],
      ['/en/news/121530', '/en/news/121530/دلار-a1b2c3'],
    ]);
    const pattern = new RegExp(rules.shortLinkPattern);
    expect(pattern.test('/news/121530')).toBe(true);
    expect(pattern.test('/en/news/121530')).toBe(true);
    expect(pattern.test('/news/tags')).toBe(false);
    expect(pattern.test('/news/121530/x')).toBe(false);
  });

  it('are a map for nginx, percent-encoded, and 301s in _redirects', () => {
    expect(shortLinksMapLines(pages).slice(1)).toEqual([
      '/en/news/121530 "/en/news/121530/%D8%AF%D9%84%D8%A7%D8%B1-a1b2c3";',
      '/news/121530 "/news/121530/%D8%AF%D9%84%D8%A7%D8%B1-a1b2c3";',
    ]);
    const redirects = redirectLines(['news/121530/دلار-a1b2c3.html']);
    expect(redirects).toContain(
      '/news/121530 /news/121530/%D8%AF%D9%84%D8%A7%D8%B1-a1b2c3 301',
    );
    expect(renderNginxConf([])).toContain(
      'return 301 $nerkhnama_short_link$is_args$args;',
    );
  });
});

describe('static host files', () => {
  it('maps built pages to clean URLs and skips the not-found pages', () => {
    expect(cleanUrlOf('index.html')).toBe('/');
    expect(cleanUrlOf('en/index.html')).toBe('/en/');
    expect(cleanUrlOf('news.html')).toBe('/news');
    expect(cleanUrlOf('news/tags/آب-b182d2.html')).toBe('/news/tags/آب-b182d2');
    expect(cleanUrlOf('404.html')).toBeUndefined();
    expect(cleanUrlOf('en/404.html')).toBeUndefined();
  });

  it('redirects the suffixed forms, percent-encoded, then 404s per locale', () => {
    const lines = redirectLines([
      'index.html',
      'news.html',
      'en/index.html',
      'news/tags/آب-b182d2.html',
      '404.html',
    ]).filter((line) => line && !line.startsWith('#'));
    expect(lines).toEqual([
      '/index.html / 301',
      '/en/index.html /en/ 301',
      '/news/ /news 301',
      '/news/index.html /news 301',
      '/news/tags/%D8%A2%D8%A8-b182d2/ /news/tags/%D8%A2%D8%A8-b182d2 301',
      '/news/tags/%D8%A2%D8%A8-b182d2/index.html /news/tags/%D8%A2%D8%A8-b182d2 301',
      '/en/* /en/404.html 404',
      '/* /404.html 404',
    ]);
  });

  it('sends the same security headers as nginx, and Cache-Control only where immutable', () => {
    const headers = renderHeaders(["'sha256-abc='"]);
    expect(headers).toContain(
      `  Content-Security-Policy: ${renderCsp(rules.csp, ["'sha256-abc='"])}`,
    );
    for (const [name, value] of Object.entries(rules.securityHeaders)) {
      expect(headers).toContain(`  ${name}: ${value}`);
    }
    const cacheLines = headers
      .split('\n')
      .filter((line) => line.includes('Cache-Control'));
    expect(cacheLines.length).toBeGreaterThan(0);
    for (const line of cacheLines) {
      expect(line).toBe(`  Cache-Control: ${rules.IMMUTABLE}`);
    }
    expect(headers).toContain(
      '/news/rss.xml\n  Content-Type: application/rss+xml; charset=utf-8',
    );
  });
});

describe('local nginx harness', () => {
  it('keeps everything nginx writes inside its prefix and includes the shipped file', () => {
    const main = mainConf(1);
    expect(main).toMatch(/^pid nginx\.pid;$/m);
    expect(main).toMatch(/^error_log error\.log warn;$/m);
    expect(main).toContain('include nerkhnama.conf;');
    expect(main).not.toMatch(/\s\/(var|run|etc)\//);
    expect(siteConf(8080, '/srv/site/build')).toBe(
      'listen 127.0.0.1:8080;\nserver_name localhost;\nroot /srv/site/build;\n',
    );
    expect(() => siteConf(8080, '/srv/my site')).toThrow();
  });

  it('finds nginx from $NGINX, else reports none', () => {
    expect(findNginx({NGINX: process.execPath, PATH: ''})).toBe(
      process.execPath,
    );
    expect(findNginx({NGINX: '/nonexistent/nginx', PATH: '/nonexistent'})).toBe(
      existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : undefined,
    );
  });
});

describe('shouldPrecompress', () => {
  it('takes text files worth compressing and leaves binaries and tiny files alone', () => {
    for (const file of [
      'news.html',
      'assets/js/main.1a2b3c4d.js',
      'assets/css/styles.7f6225a0.css',
      'sitemap.xml',
      'img/logo.svg',
      'robots.txt',
    ]) {
      expect(shouldPrecompress(file, 10_000), file).toBe(true);
    }
    for (const file of [
      'fonts/vazirmatn-33.0.3/Vazirmatn-NL-Regular.woff2',
      'img/social-card.png',
      '_headers',
      'news.html.gz',
    ]) {
      expect(shouldPrecompress(file, 10_000), file).toBe(false);
    }
    expect(shouldPrecompress('robots.txt', MIN_SIZE - 1)).toBe(false);
  });
});
