import {describe, expect, it} from 'vitest';
import {createPrefetchQueue} from '../../src/lib/prefetchQueue';

/** A queue whose idle moments come only when the test says so. */
function setup(concurrency = 2) {
  const idle: Array<() => void> = [];
  const queue = createPrefetchQueue({
    concurrency,
    whenIdle: (run) => idle.push(run),
  });
  const idleNow = () => idle.splice(0).forEach((run) => run());
  return {queue, idle, idleNow};
}

/** A task that records its start and finishes when told to. */
function deferredTask(started: string[], name: string) {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const done = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const task = () => {
    started.push(name);
    return done;
  };
  return {task, finish, fail};
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('prefetch queue', () => {
  it('starts nothing until the main thread is idle, then at most `concurrency` tasks, in order', async () => {
    const {queue, idleNow} = setup(2);
    const started: string[] = [];
    const tasks = ['a', 'b', 'c'].map((name) => deferredTask(started, name));
    tasks.forEach(({task}) => queue.add(task));
    await settle();
    expect(started).toEqual([]);
    idleNow();
    await settle();
    expect(started).toEqual(['a', 'b']);
    expect(queue.waiting).toBe(1);
    tasks[0].finish();
    await settle();
    expect(started).toEqual(['a', 'b']); // the next one waits for an idle moment too
    idleNow();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    expect(queue.waiting).toBe(0);
  });

  it("starts nothing while the reader's own work is in flight, and resumes when it settles", async () => {
    const {queue, idleNow} = setup(2);
    const started: string[] = [];
    let answer!: (value: string) => void;
    const search = new Promise<string>((resolve) => (answer = resolve));
    expect(queue.yieldTo(search)).toBe(search);
    queue.add(deferredTask(started, 'a').task);
    idleNow();
    await settle();
    expect(started).toEqual([]);
    answer('results');
    await settle();
    idleNow();
    await settle();
    expect(started).toEqual(['a']);
  });

  it('a failed task or a failed piece of reader work frees its place and holds nothing', async () => {
    const {queue, idleNow} = setup(1);
    const started: string[] = [];
    const first = deferredTask(started, 'a');
    queue.add(first.task);
    queue.add(() => {
      started.push('b');
      throw new Error('offline');
    });
    queue.add(deferredTask(started, 'c').task);
    const failed = Promise.reject(new Error('search failed'));
    await expect(queue.yieldTo(failed)).rejects.toThrow('search failed');
    await settle();
    idleNow();
    await settle();
    expect(started).toEqual(['a']);
    first.fail(new Error('404'));
    await settle();
    idleNow();
    await settle();
    idleNow();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
  });

  it('asks for one idle moment at a time, however much is queued', () => {
    const {queue, idle} = setup(2);
    for (let i = 0; i < 40; i += 1) queue.add(() => Promise.resolve());
    expect(idle).toHaveLength(1);
    expect(queue.waiting).toBe(40);
  });
});
