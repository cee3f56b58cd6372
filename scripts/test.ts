/**
 * `npm test`: every test, in the order their inputs allow, with independent steps side by side.
 *
 * The static checks (types, lint, unit tests, swizzles) need no build, and the build leaves part of
 * a two-core machine idle (one bundler, one renderer at a time), so they run beside it; the
 * validators and the shards check both only read `build/`, so they run side by side too. Each
 * step's output is printed whole when it ends, headed by its name and time, so two lanes never
 * interleave. A failed step fails the command once its lane's partner has finished (a build is
 * never killed half-way); the end-to-end tests, the longest step, run last with their own output.
 */
import {spawn} from 'node:child_process';

/** One `npm run` script. */
type Step = string;
/** Steps run one after another; the lanes of a phase run side by side. */
type Lane = Step[];

const PHASES: Lane[][] = [
  [['typecheck', 'lint', 'test:unit', 'check:swizzles'], ['build']],
  [['test:internals']],
  [['test:conformance'], ['test:shards']],
];
const LAST: Step = 'test:e2e';

interface Outcome {
  step: Step;
  ok: boolean;
  seconds: number;
}

/** Runs `npm run <step>` with its output held back, then prints it under a header. */
function runQuiet(step: Step): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', step], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      const ok = code === 0;
      process.stdout.write(
        `\n--- npm run ${step}: ${ok ? 'passed' : `FAILED (exit ${code})`} in ${seconds.toFixed(1)} s\n`,
      );
      process.stdout.write(Buffer.concat(output));
      resolve({step, ok, seconds});
    });
  });
}

async function runLane(lane: Lane): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const step of lane) {
    const outcome = await runQuiet(step);
    outcomes.push(outcome);
    if (!outcome.ok) break;
  }
  return outcomes;
}

async function main(): Promise<number> {
  const all: Outcome[] = [];
  for (const phase of PHASES) {
    const outcomes = (await Promise.all(phase.map(runLane))).flat();
    all.push(...outcomes);
    const failed = outcomes.filter((outcome) => !outcome.ok);
    if (failed.length > 0) {
      console.error(
        `\nnpm test: ${failed.map((f) => `npm run ${f.step}`).join(' and ')} failed (output above); the steps after it did not run.`,
      );
      return 1;
    }
  }
  console.log(
    `\nnpm test: ${all.map((o) => `${o.step} ${o.seconds.toFixed(0)} s`).join(', ')}; now ${LAST}.\n`,
  );
  return new Promise((resolve) => {
    spawn('npm', ['run', '--silent', LAST], {stdio: 'inherit'}).on(
      'close',
      (code) => resolve(code ?? 1),
    );
  });
}

void main().then((code) => process.exit(code));
