/**
 * The child's side of pool.ts: answers each batch its parent sends with the results of `handle`
 * on every item, in order, or with the error that stopped one. The child exits when its parent
 * disconnects, once every batch is handed out.
 */
import type {BatchAnswer, BatchRequest} from './pool';

export function answerBatches<T, R>(handle: (item: T) => Promise<R>): void {
  if (!process.send) {
    throw new Error(
      `${process.argv[1]}: run by the process pool, not on its own`,
    );
  }
  process.on('message', (request: BatchRequest<T>) => {
    void (async () => {
      let answer: BatchAnswer<R>;
      try {
        const results: R[] = [];
        for (const item of request.items) results.push(await handle(item));
        answer = {start: request.start, results};
      } catch (error) {
        answer = {
          start: request.start,
          error:
            error instanceof Error
              ? (error.stack ?? error.message)
              : String(error),
        };
      }
      process.send!(answer);
    })();
  });
}
