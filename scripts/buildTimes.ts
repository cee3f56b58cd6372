/**
 * Where a build's time went, step by step: the line `npm run build` and `npm run publish` end with,
 * so an operator sees which step grows with the archive, and the bench (scripts/bench/publish.ts)
 * reads the same line back. Pure but for the clock.
 */

/** One step of a build and its wall time. */
export interface StepTime {
  step: string;
  seconds: number;
}

const LINE_PREFIX = 'build: where the time went: ';

/** Times the steps run through it, in order. */
export function stepClock(now: () => number = () => performance.now()) {
  const steps: StepTime[] = [];
  return {
    steps,
    time<T>(step: string, run: () => T): T {
      const started = now();
      try {
        return run();
      } finally {
        steps.push({step, seconds: (now() - started) / 1000});
      }
    },
    async timeAsync<T>(step: string, run: () => Promise<T>): Promise<T> {
      const started = now();
      try {
        return await run();
      } finally {
        steps.push({step, seconds: (now() - started) / 1000});
      }
    },
  };
}

/** `build: where the time went: pre-flight check 3.1 s; fa bundling 40.2 s; …` */
export function formatStepTimes(steps: readonly StepTime[]): string {
  return `${LINE_PREFIX}${steps.map(({step, seconds}) => `${step} ${seconds.toFixed(1)} s`).join('; ')}`;
}

/** The steps of the last such line in a build's output; none when it has none. */
export function parseStepTimes(output: string): StepTime[] {
  const line = output
    .split('\n')
    .reverse()
    .find((candidate) => candidate.startsWith(LINE_PREFIX));
  if (!line) return [];
  return line
    .slice(LINE_PREFIX.length)
    .split('; ')
    .flatMap((part) => {
      const match = /^(.+) (\d+(?:\.\d+)?) s$/.exec(part);
      return match ? [{step: match[1], seconds: Number(match[2])}] : [];
    });
}
