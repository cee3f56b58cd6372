/**
 * Runs `work` on every item, at most `limit` at a time, and resolves once all are done (rejects
 * with the first failure, starting no more). For loops over thousands of files whose every step
 * awaits the disk: one at a time, the process waited on each read and write in turn.
 */
export async function forEachAtMost<T>(
  items: Iterable<T>,
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  const iterator = items[Symbol.iterator]();
  let failed = false;
  const lane = async () => {
    for (
      let next = iterator.next();
      !next.done && !failed;
      next = iterator.next()
    ) {
      try {
        await work(next.value);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({length: Math.max(1, limit)}, lane));
}
