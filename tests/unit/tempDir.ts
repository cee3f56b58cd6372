import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {onTestFinished} from 'vitest';

/**
 * A folder of its own for the running test, removed when the test ends, pass or fail: a test run
 * leaves nothing behind in the machine's temporary folder.
 */
export function testDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  onTestFinished(() => rmSync(dir, {recursive: true, force: true}));
  return dir;
}
