/**
 * Serves the production build on 127.0.0.1 through the same rules as the shipped nginx config
 * (deploy/rules.ts, applied by deploy/serve.ts): clean URLs, redirects, each locale's not-found
 * page, caching, content types, security headers and the CSP with the build's script hashes.
 * Sends the build's precompressed .gz copy where there is one and compresses other text on the fly,
 * as nginx does (gzip_static, gzip). Used by
 * `npm run preview`, the end-to-end tests and the benchmark.
 *
 *   tsx scripts/preview-server.ts [--port 3000] [--dir build]
 */
import {
  createReadStream,
  existsSync,
  readdirSync,
  readFileSync,
  statSync,
} from 'node:fs';
import {createServer} from 'node:http';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {createGzip} from 'node:zlib';
import {hashSource, inlineScripts} from '../deploy/csp';
import {answer, baseHeaders, isCompressible} from '../deploy/serve';
import {shortLinks} from '../deploy/rules';
import {cleanUrlOf} from '../deploy/staticHost';

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: '3000'},
    dir: {type: 'string', default: 'build'},
    host: {type: 'string', default: '127.0.0.1'},
  },
});
const root = path.resolve(values.dir);
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`No build in ${root}: run \`npm run build\` first.`);
  process.exit(1);
}

const htmlFiles = readdirSync(root, {recursive: true, encoding: 'utf8'}).filter(
  (file) => file.endsWith('.html'),
);
const hashes = new Set(
  htmlFiles.flatMap((file) =>
    inlineScripts(readFileSync(path.join(root, file), 'utf8')).map(hashSource),
  ),
);
const base = baseHeaders([...hashes]);
const links = shortLinks(
  htmlFiles.map(cleanUrlOf).filter((url): url is string => url !== undefined),
);

const fileOf = (uri: string) => path.join(root, uri);
const isFile = (uri: string) => {
  const full = fileOf(uri);
  return (
    full.startsWith(root + path.sep) &&
    existsSync(full) &&
    statSync(full).isFile()
  );
};

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let uri: string;
  try {
    uri = decodeURIComponent(url.pathname);
  } catch {
    res.writeHead(400, base).end('Bad request');
    return;
  }
  const result = answer(req.method ?? 'GET', uri, isFile, base, links);
  if (result.status === 301) {
    res
      .writeHead(301, {
        ...result.headers,
        Location: encodeURI(result.location) + url.search,
      })
      .end();
    return;
  }
  if (!('file' in result)) {
    res.writeHead(result.status, result.headers).end();
    return;
  }
  const headers: Record<string, string | number> = {...result.headers};
  const compress = isCompressible(result.headers['Content-Type']);
  if (compress) headers.Vary = 'Accept-Encoding';
  const gzip =
    compress && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  // The build's own .gz copy when there is one (nginx's gzip_static), else compressed here.
  const precompressed = gzip && isFile(`${result.file}.gz`);
  if (gzip) headers['Content-Encoding'] = 'gzip';
  if (!gzip || precompressed) {
    headers['Content-Length'] = statSync(
      fileOf(precompressed ? `${result.file}.gz` : result.file),
    ).size;
  }
  res.writeHead(result.status, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  if (precompressed) {
    createReadStream(fileOf(`${result.file}.gz`)).pipe(res);
    return;
  }
  const stream = createReadStream(fileOf(result.file));
  (gzip ? stream.pipe(createGzip({level: 6})) : stream).pipe(res);
}).listen(Number(values.port), values.host, () => {
  console.log(
    `Serving ${path.relative(process.cwd(), root) || '.'} at http://${values.host}:${values.port}/ (${hashes.size} inline script hashes in the CSP)`,
  );
});
