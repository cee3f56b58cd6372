#!/usr/bin/env node
/**
 * Serves the production build on 127.0.0.1 the way the production host does: clean URLs
 * (`/news` → news.html), `index.html`/`.html` suffixes redirected to the clean URL, the locale's
 * not-found page with status 404, gzip, long-lived caching for hashed assets. Used by
 * `npm run preview`, the end-to-end tests and the benchmark.
 *
 *   node scripts/preview-server.mjs [--port 3000] [--dir build]
 */
import {createReadStream, existsSync, statSync} from 'node:fs';
import {createServer} from 'node:http';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {createGzip} from 'node:zlib';

const {values} = parseArgs({options: {port: {type: 'string', default: '3000'}, dir: {type: 'string', default: 'build'}, host: {type: 'string', default: '127.0.0.1'}}});
const root = path.resolve(values.dir);
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`No build in ${root}: run \`npm run build\` first.`);
  process.exit(1);
}

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8', '.xml': 'application/xml; charset=utf-8', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp', '.avif': 'image/avif', '.ico': 'image/x-icon',
  '.woff2': 'font/woff2', '.woff': 'font/woff', '.txt': 'text/plain; charset=utf-8', '.xsl': 'text/xsl; charset=utf-8',
  '.pf_meta': 'application/octet-stream', '.pf_fragment': 'application/octet-stream', '.pf_index': 'application/octet-stream', '.pagefind': 'application/octet-stream',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml)|image\/svg)/;
/** Content-hashed assets and versioned font folders never change under the same URL. */
const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|jpe?g|webp|avif|svg)$|\/fonts\/[a-z]+-\d+\.\d+\.\d+\//;

/** The English site's home: its base URL, slash included (deploy/rules.ts). */
const LOCALE_HOMES = ['/en/'];

const isFile = (p) => existsSync(p) && statSync(p).isFile();

/** The file a clean path maps to, or undefined. */
function resolveFile(urlPath) {
  const rel = urlPath.replace(/^\/+/, '');
  const candidates = rel === '' ? ['index.html'] : [rel, `${rel}.html`, path.join(rel, 'index.html')];
  for (const candidate of candidates) {
    const full = path.join(root, candidate);
    if (!full.startsWith(root + path.sep) && full !== root) return undefined;
    if (isFile(full)) return full;
  }
  return undefined;
}

function send(req, res, file, status = 200) {
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  const headers = {
    'Content-Type': type,
    'Cache-Control': HASHED.test(file) ? 'public, max-age=31536000, immutable' : type.startsWith('text/html') ? 'public, max-age=0, must-revalidate' : 'public, max-age=3600',
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
  };
  const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  if (gzip) headers['Content-Encoding'] = 'gzip';
  else headers['Content-Length'] = statSync(file).size;
  res.writeHead(status, headers);
  if (req.method === 'HEAD') return res.end();
  const stream = createReadStream(file);
  (gzip ? stream.pipe(createGzip({level: 6})) : stream).pipe(res);
}

createServer((req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, {Allow: 'GET, HEAD'}).end();
    return;
  }
  const url = new URL(req.url ?? '/', 'http://localhost');
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    res.writeHead(400).end('Bad request');
    return;
  }
  if (pathname.includes('\0') || pathname.split('/').includes('..')) {
    res.writeHead(400).end('Bad request');
    return;
  }
  // `/news/index.html`, `/gift-cards.html` and `/news/` all live at the clean URL; a locale's home
  // at its base URL with the slash (`/en`, `/en/index.html` → `/en/`), as deploy/nginx.conf does.
  const stripped = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '').replace(/(.)\/+$/, '$1');
  const clean = LOCALE_HOMES.includes(`${stripped}/`) ? `${stripped}/` : stripped;
  if (clean !== pathname) {
    res.writeHead(301, {Location: encodeURI(clean) + url.search}).end();
    return;
  }
  const file = resolveFile(pathname);
  if (file) return send(req, res, file);
  const notFound = pathname === '/en' || pathname.startsWith('/en/') ? 'en/404.html' : '404.html';
  send(req, res, path.join(root, notFound), 404);
}).listen(Number(values.port), values.host, () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://${values.host}:${values.port}/`);
});
