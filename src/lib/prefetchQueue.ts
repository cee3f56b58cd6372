/**
 * Work done ahead of the reader (fetching the pages behind the links in view) waits its turn behind what the reader
 * asked for. As a page hydrates, each visible link asks for its page's data at once: on a news list about forty
 * requests, which on a phone's link (1.6 Mbps) took the bandwidth for a second or more, while the search the reader
 * had typed waited behind them. Queued here, they run a few at a time when the main thread is idle, and none start
 * while the reader's own work (a search, a page they pointed at) is in flight.
 */
export interface PrefetchQueue {
  /** Queues work done ahead of the reader; a failure is only a missed head start, so it is swallowed. */
  add(task: () => Promise<unknown>): void;
  /** Starts no queued work until `work` settles; returns `work` unchanged. */
  yieldTo<T>(work: Promise<T>): Promise<T>;
  /** Queued tasks not yet started. */
  readonly waiting: number;
}

export interface PrefetchQueueOptions {
  /** At most this many tasks in flight. */
  concurrency: number;
  /** Calls `run` when the main thread is next idle (`requestIdleCallback` in a browser). */
  whenIdle(run: () => void): void;
}

export function createPrefetchQueue({
  concurrency,
  whenIdle,
}: PrefetchQueueOptions): PrefetchQueue {
  const queue: Array<() => Promise<unknown>> = [];
  let running = 0;
  let holds = 0;
  let scheduled = false;

  const canStart = () => holds === 0 && running < concurrency;

  function start(task: () => Promise<unknown>) {
    running += 1;
    new Promise<unknown>((resolve) => resolve(task()))
      .catch(() => undefined)
      .finally(() => {
        running -= 1;
        pump();
      });
  }

  function pump() {
    if (scheduled || queue.length === 0 || !canStart()) return;
    scheduled = true;
    whenIdle(() => {
      scheduled = false;
      while (queue.length > 0 && canStart()) start(queue.shift()!);
    });
  }

  return {
    add(task) {
      queue.push(task);
      pump();
    },
    yieldTo(work) {
      holds += 1;
      const release = () => {
        holds -= 1;
        pump();
      };
      work.then(release, release);
      return work;
    },
    get waiting() {
      return queue.length;
    },
  };
}

type IdleWindow = {requestIdleCallback?: (run: () => void) => number};

/** The page's one queue: the client API's prefetches join it, the search box yields to it. */
export const prefetches = createPrefetchQueue({
  concurrency: 2,
  whenIdle: (run) => {
    const idle = (globalThis as IdleWindow).requestIdleCallback;
    if (idle) idle(run);
    else setTimeout(run, 0);
  },
});
