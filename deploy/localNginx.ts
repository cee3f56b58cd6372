/**
 * Runs the shipped deploy/nginx.conf with a real nginx on 127.0.0.1 over a build folder, without
 * root: everything nginx writes (pid, error log, temp files) goes into a fresh temp folder, which
 * also holds a copy of the config and the site include naming the port and the build folder.
 * Used by the end-to-end tests and the load test.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {SHORT_LINKS_INCLUDE, SITE_INCLUDE} from './nginx';
import {SHORT_LINKS_MAP} from './rules';

export const SHIPPED_CONF = path.resolve(__dirname, 'nginx.conf');

/** The nginx binary: $NGINX, else Debian's, else the first on PATH; undefined when there is none. */
export function findNginx(
  env: NodeJS.ProcessEnv = process.env,
): string | undefined {
  const candidates = [
    env.NGINX,
    '/usr/sbin/nginx',
    ...(env.PATH ?? '')
      .split(path.delimiter)
      .map((dir) => path.join(dir, 'nginx')),
  ];
  return candidates.find(
    (candidate): candidate is string => !!candidate && existsSync(candidate),
  );
}

/** The main config around the shipped http-context file: what /etc/nginx/nginx.conf is in production. */
export function mainConf(workers: number | 'auto'): string {
  return `# Test harness main config (deploy/localNginx.ts); paths are relative to the -p prefix.
worker_processes ${workers};
pid nginx.pid;
error_log error.log warn;
events { worker_connections 4096; }
http {
    access_log off;
    sendfile on;
    tcp_nopush on;
    keepalive_timeout 65;
    keepalive_requests 100000;
    client_body_temp_path tmp/client_body;
    proxy_temp_path tmp/proxy;
    fastcgi_temp_path tmp/fastcgi;
    uwsgi_temp_path tmp/uwsgi;
    scgi_temp_path tmp/scgi;
    include nerkhnama.conf;
}
`;
}

export function siteConf(port: number, root: string): string {
  if (/[;"'{}\s]/.test(root)) {
    throw new Error(`Build folder path not usable in an nginx config: ${root}`);
  }
  return `listen 127.0.0.1:${port};\nserver_name localhost;\nroot ${root};\n`;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as {port: number};
      server.close(() => resolve(port));
    });
  });
}

export interface LocalNginx {
  origin: string;
  port: number;
  /** The folder served. */
  root: string;
  /** The temp folder (config copy, error.log). */
  prefix: string;
  errorLog(): string;
  stop(): Promise<void>;
}

async function waitForPort(
  origin: string,
  child: ChildProcess,
  prefix: string,
): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      await fetch(`${origin}/`, {method: 'HEAD'});
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const log = existsSync(path.join(prefix, 'error.log'))
    ? readFileSync(path.join(prefix, 'error.log'), 'utf8')
    : '';
  throw new Error(`nginx did not start on ${origin}.\n${log}`);
}

export async function startNginx(options: {
  root: string;
  port?: number;
  workers?: number | 'auto';
  conf?: string;
}): Promise<LocalNginx> {
  const nginx = findNginx();
  if (!nginx) {
    throw new Error(
      'nginx is not installed: `apt-get install nginx` (Debian), or set NGINX to its path.',
    );
  }
  const root = path.resolve(options.root);
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(`No build in ${root}: run \`npm run build\` first.`);
  }
  const port = options.port ?? (await freePort());
  const prefix = mkdtempSync(path.join(tmpdir(), 'nerkhnama-nginx-'));
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    mainConf(options.workers ?? 1),
  );
  copyFileSync(
    options.conf ?? SHIPPED_CONF,
    path.join(prefix, 'nerkhnama.conf'),
  );
  writeFileSync(path.join(prefix, SITE_INCLUDE), siteConf(port, root));
  // The build's short links, linked next to the main config as an operator does (README, "Deploying").
  const shortLinks = path.join(root, SHORT_LINKS_MAP);
  if (existsSync(shortLinks)) {
    copyFileSync(shortLinks, path.join(prefix, SHORT_LINKS_INCLUDE));
  } else {
    writeFileSync(path.join(prefix, SHORT_LINKS_INCLUDE), '');
  }
  mkdirSync(path.join(prefix, 'tmp'));
  const args = [
    '-p',
    `${prefix}/`,
    '-c',
    path.join(prefix, 'nginx.conf'),
    '-e',
    path.join(prefix, 'error.log'),
  ];
  const test = spawnSync(nginx, [...args, '-t', '-q'], {encoding: 'utf8'});
  if (test.status !== 0) {
    throw new Error(`nginx rejected the configuration:\n${test.stderr}`);
  }
  const child = spawn(nginx, [...args, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForPort(origin, child, prefix);
  return {
    origin,
    port,
    root,
    prefix,
    errorLog: () => readFileSync(path.join(prefix, 'error.log'), 'utf8'),
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          rmSync(prefix, {recursive: true, force: true});
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGQUIT'); // graceful shutdown: finish open requests, remove the pid file
      }),
  };
}
