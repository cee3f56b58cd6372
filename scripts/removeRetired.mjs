/**
 * The remover of retired builds (scripts/buildSteps.ts, removeRetired), a plain Node script run in
 * a process of its own at the lowest priority:
 *
 *   node scripts/removeRetired.mjs '{"dirs": ["…/.build.retired-…"], "busy": "…/.build.busy-"}'
 *
 * Removes each folder a folder at a time, and stops while a build or publish of the same output
 * folder runs (a file `busy` + its process id, `markBusy`, whose process is alive): removing a
 * build of 30,000 stories a language frees 618,000 files, and a publish that started meanwhile
 * shared the cores and the file system with that, 5–10 s longer. It goes on once none runs, or
 * after 15 minutes of waiting.
 */
import {readdirSync, rmdirSync, unlinkSync} from 'node:fs';
import path from 'node:path';

const {dirs, busy} = JSON.parse(process.argv[2]);
const MAX_WAIT_MS = 15 * 60_000;
/** Entries removed between two looks for a running build. */
const BATCH = 2_000;
const pause = new Int32Array(new SharedArrayBuffer(4));
let waited = 0;
let removed = 0;

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

function building() {
  if (!busy) return false;
  const prefix = path.basename(busy);
  return readdirSync(path.dirname(busy)).some(
    (name) =>
      name.startsWith(prefix) && alive(Number(name.slice(prefix.length))),
  );
}

function yieldToBuilds() {
  while (waited < MAX_WAIT_MS && building()) {
    Atomics.wait(pause, 0, 0, 500);
    waited += 500;
  }
}

function remove(dir) {
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) remove(file);
    else unlinkSync(file);
    if (++removed % BATCH === 0) yieldToBuilds();
  }
  rmdirSync(dir);
}

for (const dir of dirs) {
  yieldToBuilds();
  try {
    remove(dir);
  } catch (error) {
    // Another remover took part of it (two publishes in a row): the next one finishes it.
    if (error.code !== 'ENOENT') throw error;
  }
}
