/**
 * Work that follows the archive, shared over child processes, one a core: the pre-flight check's
 * compiles and the sharing cards of a cold build are each a loop of independent items that kept
 * one core busy while the other waited. Processes, not worker threads: libvips draws text under a
 * lock its whole process shares, and each process has its own heap for the MDX compiler's trees.
 *
 * A child is a TypeScript module run through tsx (which runs the build's scripts) that calls
 * `answerBatches` (child.ts) with what it does to one item. The parent hands each child a batch as
 * it finishes the last, and the results come back in the items' order.
 */
import {fork, type ChildProcess} from 'node:child_process';
import {availableParallelism} from 'node:os';
import {pathToFileURL} from 'node:url';

/** What a parent sends: a batch of items from `start` on. */
export interface BatchRequest<T> {
  start: number;
  items: T[];
}

/** What a child answers: the batch's results, or the error that stopped it. */
export type BatchAnswer<R> =
  {start: number; results: R[]} | {start: number; error: string};

/** The tsx loader the children run TypeScript with, or undefined when it is not installed. */
function tsxLoader(): string | undefined {
  try {
    return pathToFileURL(require.resolve('tsx')).href;
  } catch {
    return undefined;
  }
}

/**
 * How many processes `items` are worth: none below `minItems` (starting a process and loading its
 * modules costs more than it saves), on one core or without tsx; else one a core, at most one a batch.
 */
export function processesFor(
  items: number,
  {minItems, batch}: {minItems: number; batch: number},
  cores = availableParallelism(),
): number {
  if (items < minItems || cores < 2 || !tsxLoader()) return 0;
  return Math.min(cores, Math.ceil(items / batch));
}

/**
 * Runs `entry` (a module that calls `answerBatches`) in `processes` children over `items`, `batch`
 * at a time, and returns their results in the items' order. Rejects with the child's error when one
 * fails, after stopping the others; the children inherit this process's environment.
 */
export function runInProcesses<T, R>(
  entry: string,
  items: readonly T[],
  {
    processes,
    batch,
    args = [],
  }: {processes: number; batch: number; args?: string[]},
): Promise<R[]> {
  const loader = tsxLoader();
  if (!loader) return Promise.reject(new Error('tsx is not installed'));
  const results = new Array<R>(items.length);
  let next = 0;
  return new Promise((resolve, reject) => {
    const children: ChildProcess[] = [];
    let running = 0;
    let failed = false;
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      for (const child of children) child.kill();
      reject(error);
    };
    const give = (child: ChildProcess) => {
      if (failed) return;
      if (next >= items.length) {
        child.disconnect();
        if (--running === 0) resolve(results);
        return;
      }
      const request: BatchRequest<T> = {
        start: next,
        items: items.slice(next, next + batch),
      };
      next += request.items.length;
      child.send(request);
    };
    for (let i = 0; i < Math.max(1, processes); i++) {
      const child = fork(entry, args, {
        execArgv: ['--import', loader],
        serialization: 'advanced',
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      children.push(child);
      running++;
      child.on('message', (answer: BatchAnswer<R>) => {
        if ('error' in answer) {
          fail(new Error(`${entry}: ${answer.error}`));
          return;
        }
        answer.results.forEach(
          (result, i) => (results[answer.start + i] = result),
        );
        give(child);
      });
      child.on('error', fail);
      child.on('exit', (code, signal) => {
        if (code !== 0 && !failed) {
          fail(
            new Error(
              `${entry}: a child process stopped (${signal ?? `exit ${code}`})`,
            ),
          );
        }
      });
      give(child);
    }
  });
}
