import {describe, expect, it} from 'vitest';
import {
  formatStepTimes,
  parseStepTimes,
  stepClock,
} from '../../scripts/buildTimes';
import {timeSplit} from '../../scripts/bench/timeSplit';

/** A clock that moves by the given milliseconds at each reading. */
function fakeNow(...ticks: number[]) {
  let at = 0;
  return () => (at += ticks.shift() ?? 0);
}

describe('the build’s step times', () => {
  it('times each step in order, a failing one too', async () => {
    const clock = stepClock(fakeNow(0, 1500, 0, 250, 0, 40));
    expect(clock.time('pre-flight check', () => 7)).toBe(7);
    await clock.timeAsync('fa rendering', async () => undefined);
    expect(() =>
      clock.time('swap', () => {
        throw new Error('disk full');
      }),
    ).toThrow('disk full');
    expect(clock.steps).toEqual([
      {step: 'pre-flight check', seconds: 1.5},
      {step: 'fa rendering', seconds: 0.25},
      {step: 'swap', seconds: 0.04},
    ]);
  });

  it('reads back the line it writes, the last one of an output', () => {
    const steps = [
      {step: 'pre-flight check', seconds: 3.1},
      {step: 'fa bundling (client side)', seconds: 40.25},
    ];
    const line = formatStepTimes(steps);
    expect(line).toBe(
      'build: where the time went: pre-flight check 3.1 s; fa bundling (client side) 40.3 s',
    );
    expect(parseStepTimes(`noise\n${formatStepTimes([])}\n${line}\n`)).toEqual([
      {step: 'pre-flight check', seconds: 3.1},
      {step: 'fa bundling (client side)', seconds: 40.3},
    ]);
    expect(parseStepTimes('no such line')).toEqual([]);
  });
});

describe('the bench’s split of a build’s time', () => {
  const perf = (label: string, duration: string) =>
    `\x1b[33m[PERF]\x1b[39m Build > fa > ${label} - ${duration} - (Heap 1mb -> 2mb / Total 3mb)`;

  it('adds Docusaurus’s steps inside the processes to the build’s own', () => {
    const output = [
      perf('Load site', '2.50 seconds!'),
      perf('Bundling with rspack', '20.00 seconds!'),
      perf('Load site', '2.50 seconds!'),
      perf('SSG', '10.00 seconds!'),
      perf('postBuild()', '4.00 seconds!'),
      perf('Broken links checker', '500.00 ms'),
      perf('SSG > Thread pool', '9.00 seconds!'),
      formatStepTimes([
        {step: 'source digests', seconds: 1},
        {step: 'pre-flight check', seconds: 2},
        {step: 'fa bundling', seconds: 24},
        {step: 'fa rendering', seconds: 18},
        {step: 'deploy config and gzip copies', seconds: 3},
        {step: 'swap', seconds: 0.1},
      ]),
    ].join('\n');
    const split = timeSplit(output, 50);
    expect(split).toMatchObject({
      'source digests': 1,
      'pre-flight check': 2,
      'loading the site': 5,
      bundling: 20,
      'static rendering': 10,
      postBuild: 4,
      'broken links': 0.5,
      'deploy config and gzip copies': 3,
      swap: 0.1,
    });
    // 42 s in processes, 39.5 s of it inside Docusaurus's steps.
    expect(split['process starts']).toBeCloseTo(2.5);
    expect(split['the rest']).toBeCloseTo(50 - 48.1);
  });

  it('without the performance log, counts each process as a whole', () => {
    const output = formatStepTimes([
      {step: 'en bundling (server side)', seconds: 5},
      {step: 'en bundling (client side)', seconds: 6},
      {step: 'en rendering', seconds: 7},
    ]);
    expect(timeSplit(output, 20)).toEqual({
      bundling: 11,
      'static rendering': 7,
      'the rest': 2,
    });
  });

  it('has nothing to split in an output without the step line', () => {
    expect(timeSplit(perf('SSG', '1.00 seconds!'), 10)).toEqual({});
  });
});
