/**
 * Pure parts of the benchmark (`npm run bench`): summarising what a page loads, and the printed
 * table (the generated archive is archive.ts's). The side effects live in run.ts.
 */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** One row of Lighthouse's `network-requests` audit (the fields we read). */
export interface NetworkRequest {
  url: string;
  resourceType?: string;
  mimeType?: string;
  transferSize?: number;
  resourceSize?: number;
  rendererStartTime?: number;
  priority?: string;
}

export interface Bytes {
  raw: number;
  gzip: number;
}
export interface PageBytes {
  js: Bytes;
  css: Bytes;
  font: Bytes;
}

const kindOf = (request: NetworkRequest): keyof PageBytes | undefined => {
  const type = request.resourceType ?? '';
  if (type === 'Script' || /javascript/.test(request.mimeType ?? '')) {
    return 'js';
  }
  if (type === 'Stylesheet' || request.mimeType === 'text/css') return 'css';
  if (type === 'Font' || /^font\//.test(request.mimeType ?? '')) return 'font';
  return undefined;
};

/**
 * The script, style and font bytes a page loads before interaction: requests started up to the
 * load event, leaving out `<link rel=prefetch>` hints for other pages (priority Lowest), which
 * the browser fetches when idle. Raw is the decoded size, gzip what went over the wire.
 */
export function bytesBeforeInteraction(
  requests: readonly NetworkRequest[],
  loadEventMs: number,
): PageBytes {
  const total: PageBytes = {
    js: {raw: 0, gzip: 0},
    css: {raw: 0, gzip: 0},
    font: {raw: 0, gzip: 0},
  };
  for (const request of requests) {
    const kind = kindOf(request);
    if (!kind || request.priority === 'Lowest') continue;
    if ((request.rendererStartTime ?? 0) > loadEventMs) continue;
    total[kind].raw += request.resourceSize ?? 0;
    total[kind].gzip += request.transferSize ?? 0;
  }
  return total;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;

/** A plain-text table with a header row, columns padded to their widest cell. */
export function formatTable(
  header: readonly string[],
  rows: ReadonlyArray<readonly (string | number)[]>,
): string {
  const cells = [header, ...rows].map((row) => row.map(String));
  const widths = header.map((_, i) =>
    Math.max(...cells.map((row) => row[i]?.length ?? 0)),
  );
  const line = (row: string[]) =>
    row
      .map((cell, i) => cell.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [
    line(cells[0]),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...cells.slice(1).map(line),
  ].join('\n');
}

export const formatBytes = ({raw, gzip}: Bytes) => `${kb(raw)} / ${kb(gzip)}`;

/** How much more the second figure is than the first, as a percentage (10 → "+10.0%"). */
export function growth(base: number, value: number): string {
  const percent = ((value - base) / base) * 100;
  return `${percent >= 0 ? '+' : ''}${percent.toFixed(1)}%`;
}

// ---------------------------------------------------------------- first tap (firstTap.ts)

/** A long task as the page's PerformanceObserver saw it: start and duration in ms, page time. */
export type LongTask = readonly [start: number, duration: number];

/**
 * Blocking time of the long tasks that start inside [from, from + windowMs): each task's time beyond 50 ms, as
 * Total Blocking Time counts it; and the longest task there.
 */
export function blockingTime(
  tasks: readonly LongTask[],
  from: number,
  windowMs: number,
): {blockingMs: number; longestMs: number} {
  const inWindow = tasks.filter(
    ([start]) => start >= from && start < from + windowMs,
  );
  return {
    blockingMs: inWindow.reduce(
      (sum, [, duration]) => sum + Math.max(0, duration - 50),
      0,
    ),
    longestMs: inWindow.reduce(
      (longest, [, duration]) => Math.max(longest, duration),
      0,
    ),
  };
}

/**
 * The first-tap budgets: a tap answered (its frame on screen) faster than plain Docusaurus answers it and within
 * 1.5× of what the floor page takes (a bare button toggling a class); results 1.5 s after the last keystroke;
 * ≤ 50 ms blocking after a first scroll.
 */
export const FIRST_TAP_BUDGET = {
  tapOverFloor: 1.5,
  resultsMs: 1500,
  blockingMs: 50,
} as const;

/** Several runs of one figure: their median and range. */
export interface Spread {
  median: number;
  min: number;
  max: number;
  runs: number;
}

export function spread(values: readonly number[]): Spread | undefined {
  if (values.length === 0) return undefined;
  return {
    median: median(values),
    min: Math.min(...values),
    max: Math.max(...values),
    runs: values.length,
  };
}

/** "89 (80–128)": the median and range in whole milliseconds; "–" for none. */
export function spreadCell(value: Spread | undefined): string {
  if (!value) return '–';
  const ms = (n: number) => String(Math.round(n));
  return value.runs === 1
    ? ms(value.median)
    : `${ms(value.median)} (${ms(value.min)}–${ms(value.max)})`;
}

/**
 * Whether a tap's median keeps the budget: under plain Docusaurus's median and at most `tapOverFloor` times the
 * floor's; the reasons when it does not.
 */
export function tapOverBudget(
  ours: Spread | undefined,
  plain: Spread | undefined,
  floor: Spread | undefined,
): string[] {
  if (!ours) return ['no answer'];
  const over: string[] = [];
  if (plain && ours.median >= plain.median) over.push('not faster than plain');
  if (floor && ours.median > floor.median * FIRST_TAP_BUDGET.tapOverFloor) {
    over.push(`over ${FIRST_TAP_BUDGET.tapOverFloor}× floor`);
  }
  return over;
}

/**
 * Bytes over the wire (KB of 1,000 bytes) a page may transfer on a 390 px phone at 3× density,
 * read to the end: its HTML, CSS, fonts and every picture (the app's script and data, which load
 * once the reader scrolls or taps, are counted apart). Pages not listed have no budget.
 */
export const PAGE_WEIGHT_BUDGET_KB: Record<string, number> = {
  'fa home': 350,
  'fa article': 250,
  'en article': 250,
};

/** What one request transferred, by the kind the page-weight table sums it under. */
export type WeightKind = 'html' | 'css' | 'js' | 'font' | 'image' | 'other';

export function weightKindOf(resourceType: string): WeightKind {
  switch (resourceType) {
    case 'document':
      return 'html';
    case 'stylesheet':
      return 'css';
    case 'script':
      return 'js';
    case 'font':
      return 'font';
    case 'image':
      return 'image';
    default:
      return 'other';
  }
}

/** Sums transferred bytes by kind; `page` is what the budget covers: HTML, CSS, fonts and pictures. */
export function sumWeights(
  requests: ReadonlyArray<{kind: WeightKind; bytes: number}>,
): Record<WeightKind | 'page', number> {
  const sums = {html: 0, css: 0, js: 0, font: 0, image: 0, other: 0, page: 0};
  for (const {kind, bytes} of requests) {
    sums[kind] += bytes;
    if (kind !== 'js' && kind !== 'other') sums.page += bytes;
  }
  return sums;
}

/** A figure for the table: whole milliseconds, "–" where there is none, "✗" appended when over its budget. */
export function budgetCell(value: number | undefined, budget?: number): string {
  if (value === undefined || Number.isNaN(value)) return '–';
  const cell = String(Math.round(value));
  return budget !== undefined && value > budget ? `${cell} ✗` : cell;
}

/** How many times the first figure the second is ("0.05×"); "–" when either is missing or the base is 0. */
export function ratio(
  value: number | undefined,
  base: number | undefined,
): string {
  if (
    value === undefined ||
    base === undefined ||
    Number.isNaN(value) ||
    Number.isNaN(base) ||
    base === 0
  ) {
    return '–';
  }
  const r = value / base;
  return `${r < 1 ? r.toFixed(2) : r.toFixed(1)}×`;
}
