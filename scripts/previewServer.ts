/** Starting scripts/preview-server.ts from the end-to-end tests and the benchmark. */
import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';

// __dirname, not import.meta: Playwright loads this file as CommonJS.
const ROOT = path.resolve(__dirname, '..');

/**
 * Serves a build folder on 127.0.0.1:`port`; resolves once the server answers, or stops it and
 * throws after `waitMs`.
 */
export async function startPreviewServer(
  dir: string,
  port: number,
  waitMs: number,
): Promise<ChildProcess> {
  const server = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(ROOT, 'scripts/preview-server.ts'),
      '--port',
      String(port),
      '--dir',
      dir,
    ],
    {cwd: ROOT, stdio: 'ignore'},
  );
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < waitMs; waited += 100) {
    try {
      if ((await fetch(`${url}/`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error(`the preview server did not start on ${url}`);
}
