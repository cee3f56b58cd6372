/** What one validator reports: how much it checked and every problem it found. */
export interface CheckResult {
  tool: string;
  checked: number;
  unit: string;
  problems: string[];
}

/** One summary line per validator, then its first problems (all of them with `limit` Infinity). */
export function formatResults(
  results: ReadonlyArray<CheckResult & {seconds: number}>,
  limit = 20,
): string {
  const lines: string[] = [];
  for (const r of results) {
    const verdict =
      r.problems.length === 0
        ? 'no problems'
        : `${r.problems.length} problem${r.problems.length === 1 ? '' : 's'}`;
    lines.push(
      `${r.tool}: ${r.checked} ${r.unit}, ${verdict} (${r.seconds.toFixed(1)} s)`,
    );
    for (const problem of r.problems.slice(0, limit)) {
      lines.push(`  ${problem}`);
    }
    if (r.problems.length > limit) {
      lines.push(
        `  … and ${r.problems.length - limit} more (--all lists every one)`,
      );
    }
  }
  return lines.join('\n');
}
