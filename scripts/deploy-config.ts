/**
 * Writes the serving rules of deploy/rules.ts out for the servers that apply them:
 * `deploy/nginx.conf` (committed) and `build/_headers` / `build/_redirects` (static hosts), and
 * gzip copies of the build's text files for nginx's gzip_static (scripts/deployFiles.ts). A build
 * does this itself before its swap; this command is for a build folder as it stands.
 *
 *   npm run deploy:config             # write
 *   npm run deploy:config -- --check  # fail if deploy/nginx.conf is not what the build needs
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {
  describeDeployFiles,
  nginxConfFor,
  writeDeployFiles,
} from './deployFiles';

const {values} = parseArgs({
  options: {
    check: {type: 'boolean', default: false},
    build: {type: 'string', default: 'build'},
    // The build a publish replaces: its gzip copies of unchanged files are taken, not made again.
    'reuse-gzip-from': {type: 'string'},
  },
});
const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.resolve(root, values.build);
const nginxConf = path.join(root, 'deploy', 'nginx.conf');

if (!existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`No build in ${buildDir}: run \`npm run build\` first.`);
  process.exit(1);
}

async function main() {
  if (values.check) {
    const {conf, hashes} = nginxConfFor(buildDir);
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
      `deploy/nginx.conf is up to date (${hashes} inline script hashes).`,
    );
  } else {
    const reuseFrom = values['reuse-gzip-from'];
    const written = await writeDeployFiles({
      buildDir,
      nginxConf,
      reuseFrom: reuseFrom && path.resolve(root, reuseFrom),
    });
    console.log(
      describeDeployFiles(
        path.relative(root, buildDir),
        written,
        Boolean(reuseFrom),
      ),
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
