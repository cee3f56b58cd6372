/**
 * The remover of retired builds (scripts/buildSteps.ts, removeRetired), a plain Node script run in
 * a process of its own at the lowest priority:
 *
 *   node scripts/removeRetired.mjs '{"dirs": ["…/.build.retired-…"], "yieldTo": "…/.build.next"}'
 *
 * Removes each folder a folder at a time, and stops while a build or publish is staged beside them
 * (any entry whose name starts with `yieldTo`'s: `.build.next`, `.build.next-en`): removing a build
 * of 30,000 stories a language frees 618,000 files, and a publish that started meanwhile shared the
 * cores and the file system with that, about 5 s longer. It goes on once the staged folder is gone
 * (swapped in or removed), or after 15 minutes of waiting (a build that died and left it behind).
 */
import {readdirSync, rmdirSync, unlinkSync} from 'node:fs';
import path from 'node:path';

const {dirs, yieldTo} = JSON.parse(process.argv[2]);
const parent = yieldTo && path.dirname(yieldTo);
const staged = yieldTo && path.basename(yieldTo);
const MAX_WAIT_MS = 15 * 60_000;
/** Entries removed between two looks for a staged build. */
const BATCH = 2_000;
const pause = new Int32Array(new SharedArrayBuffer(4));
let waited = 0;
let removed = 0;

function yieldToBuilds() {
  if (!staged) return;
  const building = () =>
    readdirSync(parent).some((name) => name.startsWith(staged));
  while (waited < MAX_WAIT_MS && building()) {
    Atomics.wait(pause, 0, 0, 1_000);
    waited += 1_000;
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
