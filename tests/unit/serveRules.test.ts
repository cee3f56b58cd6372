/** The preview server's answers come from deploy/rules.ts, as the generated nginx.conf's do. */
import {describe, expect, it} from 'vitest';
import {answer, cacheControlOf, contentTypeOf} from '../../deploy/serve';
import {IMMUTABLE, isContentHashed, securityHeaders} from '../../deploy/rules';

const files = new Set([
  '/index.html',
  '/news.html',
  '/news/rss.xml',
  '/en/index.html',
  '/en/news.html',
  '/404.html',
  '/en/404.html',
  '/assets/js/main.0123abcd.js',
  '/route-data/0123abcd.json',
  '/en/route-data/0123abcd.json',
  '/img/logo.svg',
  '/.env',
]);
const ask = (uri: string, method = 'GET') =>
  answer(method, uri, (path) => files.has(path), {...securityHeaders});

describe('serving rules', () => {
  it('serves clean URLs from their files, with the page lifetime', () => {
    expect(ask('/')).toMatchObject({status: 200, file: '/index.html'});
    expect(ask('/news')).toMatchObject({
      status: 200,
      file: '/news.html',
      headers: {'Cache-Control': 'public, max-age=60, must-revalidate'},
    });
    expect(ask('/en/')).toMatchObject({
      status: 200,
      file: '/en/index.html',
      headers: {'Content-Type': 'text/html; charset=utf-8'},
    });
  });
  it("revalidates route data as it revalidates pages: its names stay while the home page's and the lists' data follow the news", () => {
    for (const uri of [
      '/route-data/0123abcd.json',
      '/en/route-data/0123abcd.json',
    ]) {
      expect(ask(uri), uri).toMatchObject({
        status: 200,
        headers: {'Cache-Control': 'public, max-age=60, must-revalidate'},
      });
    }
    expect(cacheControlOf(200, '/route-data/0123abcd.json')).toBe(
      cacheControlOf(200, '/index.html'),
    );
  });
  it('redirects suffixed forms to the clean URL', () => {
    expect(ask('/index.html')).toMatchObject({status: 301, location: '/'});
    expect(ask('/news.html')).toMatchObject({status: 301, location: '/news'});
    expect(ask('/news/')).toMatchObject({
      status: 301,
      location: '/news',
      headers: {'Cache-Control': 'public, max-age=3600'},
    });
    expect(ask('/en/index.html')).toMatchObject({
      status: 301,
      location: '/en/',
    });
    expect(ask('/en')).toMatchObject({status: 301, location: '/en/'});
  });
  it("answers each locale's not-found page with 404, hidden files too", () => {
    expect(ask('/nope')).toMatchObject({status: 404, file: '/404.html'});
    expect(ask('/en/nope')).toMatchObject({status: 404, file: '/en/404.html'});
    expect(ask('/404.html')).toMatchObject({status: 404, file: '/404.html'});
    expect(ask('/en/404')).toMatchObject({status: 404, file: '/en/404.html'});
    expect(ask('/.env')).toMatchObject({status: 404});
  });
  it("redirects an article's short link to its page, and answers an unknown number with 404", () => {
    const links = new Map([['/news/121530', '/news/121530/دلار-a1b2c3']]);
    const short = (uri: string) =>
      answer(
        'GET',
        uri,
        (path) => files.has(path),
        {...securityHeaders},
        links,
      );
    expect(short('/news/121530')).toMatchObject({
      status: 301,
      location: '/news/121530/دلار-a1b2c3',
    });
    expect(short('/news/999999')).toMatchObject({status: 404});
  });
  it('refuses other methods and path tricks', () => {
    expect(ask('/', 'POST')).toMatchObject({
      status: 405,
      headers: {Allow: 'GET, HEAD', 'Cache-Control': 'no-store'},
    });
    expect(ask('/../etc/passwd')).toMatchObject({status: 400});
  });
  it('sends the security headers on every answer', () => {
    for (const uri of ['/', '/news/', '/nope']) {
      expect(ask(uri).headers).toMatchObject(securityHeaders);
    }
  });
  it('types and caches files by the rules', () => {
    expect(contentTypeOf('/news/rss.xml')).toBe(
      'application/rss+xml; charset=utf-8',
    );
    expect(contentTypeOf('/sitemap.xml')).toBe(
      'application/xml; charset=utf-8',
    );
    expect(contentTypeOf('/img/a.webp')).toBe('image/webp');
    expect(contentTypeOf('/pagefind/x.pf_meta')).toBe(
      'application/octet-stream',
    );
    expect(cacheControlOf(200, '/assets/js/main.0123abcd.js')).toBe(IMMUTABLE);
    expect(cacheControlOf(200, '/en/assets/js/main.0123abcd.js')).toBe(
      IMMUTABLE,
    );
    expect(cacheControlOf(200, '/img/logo.svg')).toBe('public, max-age=86400');
    expect(cacheControlOf(500, '/x')).toBe('no-store');
  });

  it('knows the files named after their content as the files it caches for a year', () => {
    for (const file of [
      'assets/js/main.0123abcd.js',
      'en/assets/css/styles.2b4ee9a5.css',
    ]) {
      expect(isContentHashed(file)).toBe(true);
      expect(cacheControlOf(200, `/${file}`)).toBe(IMMUTABLE);
    }
    for (const file of [
      'assets/js/main.0123abcd.js.gz',
      'route-data/0a1b2c3d.json',
      'news/121927.html',
      'img/news/121927-3fa2c1d0e9-640.webp',
    ]) {
      expect(isContentHashed(file)).toBe(false);
    }
  });
});
