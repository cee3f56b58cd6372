/**
 * `npm test`: every test, in the order their inputs allow, with independent steps side by side.
 *
 * Two lanes share the two-core machine: the static checks (types, lint, unit tests, swizzles) need
 * no build, and the build leaves part of the machine idle (one bundler, one renderer at a time),
 * so they run beside it. The steps that read `build/` follow in whichever lane is free first: the
 * build's own lane goes on with them as soon as the build ends, and the validators wait in the
 * static lane until the build has ended rather than for a phase to end (before, a lane that had
 * finished sat idle until the other's longest step was done). Each step's output is printed whole
 * when it ends, headed by its name and time, so two lanes never interleave. A failed step stops
 * its lane and the steps that need it (a build is never killed half-way); the end-to-end tests,
 * the longest step, run last with their own output.
 */
import {spawn} from 'node:child_process';

/** One `npm run` script, and the scripts whose success it needs first. */
interface Step {
  script: string;
  needs?: string[];
}
/** Steps run one after another; the lanes run side by side. */
type Lane = Step[];

const LANES: Lane[] = [
  [
    {script: 'typecheck'},
    {script: 'lint'},
    {script: 'test:unit'},
    {script: 'check:swizzles'},
    {script: 'test:conformance', needs: ['build']},
  ],
  [
    {script: 'build'},
    {script: 'test:internals', needs: ['build']},
    {script: 'test:shards', needs: ['build']},
  ],
];
const LAST = 'test:e2e';

interface Outcome {
  script: string;
  ok: boolean;
  seconds: number;
}

/** Runs `npm run <script>` with its output held back, then prints it under a header. */
function runQuiet(script: string): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      const ok = code === 0;
      process.stdout.write(
        `\n--- npm run ${script}: ${ok ? 'passed' : `FAILED (exit ${code})`} in ${seconds.toFixed(1)} s\n`,
      );
      process.stdout.write(Buffer.concat(output));
      resolve({script, ok, seconds});
    });
  });
}

/** Whether each script succeeded, settled when it has run (or will never run). */
const settled = new Map<
  string,
  {promise: Promise<boolean>; settle: (ok: boolean) => void}
>();
for (const {script} of LANES.flat()) {
  let settle!: (ok: boolean) => void;
  const promise = new Promise<boolean>((resolve) => (settle = resolve));
  settled.set(script, {promise, settle});
}

async function runLane(lane: Lane): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let stopped = false;
  for (const {script, needs = []} of lane) {
    if (!stopped) {
      const ready = await Promise.all(
        needs.map((need) => settled.get(need)!.promise),
      );
      stopped = !ready.every(Boolean);
    }
    if (stopped) {
      settled.get(script)!.settle(false);
      continue;
    }
    const outcome = await runQuiet(script);
    outcomes.push(outcome);
    settled.get(script)!.settle(outcome.ok);
    stopped = !outcome.ok;
  }
  return outcomes;
}

async function main(): Promise<number> {
  const all = (await Promise.all(LANES.map(runLane))).flat();
  const failed = all.filter((outcome) => !outcome.ok);
  if (failed.length > 0) {
    console.error(
      `\nnpm test: ${failed.map((f) => `npm run ${f.script}`).join(' and ')} failed (output above); the steps after it did not run.`,
    );
    return 1;
  }
  console.log(
    `\nnpm test: ${all.map((o) => `${o.script} ${o.seconds.toFixed(0)} s`).join(', ')}; now ${LAST}.\n`,
  );
  return new Promise((resolve) => {
    spawn('npm', ['run', '--silent', LAST], {stdio: 'inherit'}).on(
      'close',
      (code) => resolve(code ?? 1),
    );
  });
}

void main().then((code) => process.exit(code));
