/**
 * Writes the serving rules of deploy/rules.ts out for the servers that apply them:
 * `deploy/nginx.conf` (committed) and `build/_headers` / `build/_redirects` (static hosts), and
 * gzip copies of the build's text files for nginx's gzip_static.
 * Runs after `docusaurus build`, because the CSP lists the hashes of the build's inline scripts.
 *
 *   npm run deploy:config             # write
 *   npm run deploy:config -- --check  # fail if deploy/nginx.conf is not what the build needs
 */
import {readdirSync, readFileSync, writeFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {hashSource, inlineScripts} from '../deploy/csp';
import {renderNginxConf, shortLinksMapLines} from '../deploy/nginx';
import {SHORT_LINKS_MAP} from '../deploy/rules';
import {cleanUrlOf, redirectLines, renderHeaders} from '../deploy/staticHost';
import {writeLines} from '../deploy/writeLines';
import {precompress} from '../deploy/precompress';
import {keptFacts, readSiteFacts} from '../src/plugins/publish-pages/pageFacts';

/** More distinct inline scripts than this means per-page scripts, which hashes do not scale to. */
const MAX_DISTINCT_INLINE_SCRIPTS = 20;

const {values} = parseArgs({
  options: {
    check: {type: 'boolean', default: false},
    build: {type: 'string', default: 'build'},
    // The build a publish replaces: its gzip copies of unchanged files are taken, not made again.
    'reuse-gzip-from': {type: 'string'},
  },
});
const root = path.resolve(__dirname, '..');
const buildDir = path.resolve(root, values.build);
const nginxConf = path.join(root, 'deploy', 'nginx.conf');

if (!existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`No build in ${buildDir}: run \`npm run build\` first.`);
  process.exit(1);
}

const files = readdirSync(buildDir, {recursive: true, withFileTypes: true})
  .filter((entry) => entry.isFile() && !entry.name.endsWith('.gz'))
  .map((entry) =>
    path.relative(buildDir, path.join(entry.parentPath, entry.name)),
  );
const htmlFiles = files.filter((file) => file.endsWith('.html')).sort();
// A page's scripts as its render kept them (src/plugins/publish-pages/pageFacts.ts) while it is
// the same file, else read from it.
const facts = readSiteFacts(buildDir, files);
const hashes = new Set<string>();
for (const file of htmlFiles) {
  const kept = keptFacts(buildDir, file, facts)?.inlineScripts;
  for (const hash of kept ??
    inlineScripts(readFileSync(path.join(buildDir, file), 'utf8')).map(
      hashSource,
    )) {
    hashes.add(hash);
  }
}
if (hashes.size > MAX_DISTINCT_INLINE_SCRIPTS) {
  console.error(
    `${hashes.size} distinct inline scripts in ${htmlFiles.length} pages: a CSP of hashes cannot list them all. Move per-page scripts into a bundle.`,
  );
  process.exit(1);
}

const conf = renderNginxConf([...hashes]);
if (values.check) {
  const committed = existsSync(nginxConf)
    ? readFileSync(nginxConf, 'utf8')
    : '';
  if (committed !== conf) {
    console.error(
      "deploy/nginx.conf is out of date with deploy/rules.ts or the build's inline scripts: run `npm run deploy:config` and commit it.",
    );
    process.exit(1);
  }
  console.log(
    `deploy/nginx.conf is up to date (${hashes.size} inline script hashes).`,
  );
} else {
  writeFileSync(nginxConf, conf);
  writeFileSync(path.join(buildDir, '_headers'), renderHeaders([...hashes]));
  writeLines(path.join(buildDir, '_redirects'), redirectLines(htmlFiles));
  writeLines(
    path.join(buildDir, SHORT_LINKS_MAP),
    shortLinksMapLines(
      htmlFiles
        .map(cleanUrlOf)
        .filter((url): url is string => url !== undefined),
    ),
  );
  console.log(
    `Wrote deploy/nginx.conf, ${path.relative(root, buildDir)}/_headers and _redirects (${htmlFiles.length} pages, ${hashes.size} inline script hashes).`,
  );
  const reuseFrom = values['reuse-gzip-from'];
  const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
  precompress(
    buildDir,
    files,
    reuseFrom ? path.resolve(root, reuseFrom) : undefined,
  ).then(
    (gz) =>
      console.log(
        `Precompressed ${gz.files} files: ${mb(gz.before)} MB → ${mb(gz.after)} MB gzip${reuseFrom ? ` (${gz.reused} copies taken from the last build, unchanged)` : ''}.`,
      ),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
