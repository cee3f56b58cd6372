/**
 * Geometry of the price chart, computed at build time and drawn as inline SVG (no chart code in
 * the browser). Time runs left to right in both locales, as on Persian price sites: a chart drawn
 * right to left makes a rise read as a fall. Only the labels follow the locale, so the geometry
 * does not depend on it.
 */

export interface ChartBox {
  width: number;
  height: number;
  /** Space around the plot; the bottom margin holds the date labels. */
  margin: {top: number; right: number; bottom: number; left: number};
}

export interface ChartGeometry {
  points: Array<{x: number; y: number}>;
  /** SVG path of the line through the points. */
  line: string;
  /** The line closed down to the bottom of the plot, for a light fill under it. */
  area: string;
  yTicks: Array<{value: number; y: number}>;
  xTicks: Array<{index: number; x: number}>;
  plot: {left: number; right: number; top: number; bottom: number};
  domain: [number, number];
}

/** A linear map from [d0, d1] to [r0, r1]; a flat domain maps to the middle of the range. */
export function linearScale(
  domain: readonly [number, number],
  range: readonly [number, number],
): (value: number) => number {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  if (d1 === d0) return () => (r0 + r1) / 2;
  return (value) => r0 + ((value - d0) / (d1 - d0)) * (r1 - r0);
}

/** A step of 1, 2 or 5 × 10ⁿ that cuts [min, max] into about `count` intervals. */
export function niceStep(min: number, max: number, count: number): number {
  // A flat series gets a band of about 2% around its value.
  const span = max - min || Math.abs(max) * 0.02 || 1;
  const raw = span / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/** The domain widened to whole steps, and the tick values inside it (no floating-point dust). */
export function niceTicks(
  min: number,
  max: number,
  count: number,
): {domain: [number, number]; ticks: number[]} {
  const step = niceStep(min, max, count);
  const decimals = Math.max(0, -Math.floor(Math.log10(step)));
  const fix = (v: number) => Number(v.toFixed(decimals));
  let low = fix(Math.floor(min / step) * step);
  let high = fix(Math.ceil(max / step) * step);
  if (low === high) {
    low = fix(low - step);
    high = fix(high + step);
  }
  const ticks: number[] = [];
  for (let v = low; v <= high + step / 2; v = fix(v + step)) ticks.push(v);
  return {domain: [low, high], ticks};
}

/** Indices of about `count` evenly spaced labels, always the first and the last. */
export function labelIndices(length: number, count: number): number[] {
  if (length <= 0) return [];
  if (length <= count) return Array.from({length}, (_, i) => i);
  const indices = new Set<number>();
  for (let k = 0; k < count; k++) {
    indices.add(Math.round((k * (length - 1)) / (count - 1)));
  }
  return [...indices].sort((a, b) => a - b);
}

const round1 = (value: number) => Math.round(value * 10) / 10;

export function layoutChart(
  values: readonly number[],
  box: ChartBox,
  options: {yTickCount?: number; xLabelCount?: number} = {},
): ChartGeometry {
  const {width, height, margin} = box;
  const plot = {
    left: margin.left,
    right: width - margin.right,
    top: margin.top,
    bottom: height - margin.bottom,
  };
  const {domain, ticks} = niceTicks(
    Math.min(...values),
    Math.max(...values),
    options.yTickCount ?? 4,
  );
  const y = linearScale(domain, [plot.bottom, plot.top]);
  const x =
    values.length === 1
      ? () => (plot.left + plot.right) / 2
      : linearScale([0, values.length - 1], [plot.left, plot.right]);
  const points = values.map((value, index) => ({
    x: round1(x(index)),
    y: round1(y(value)),
  }));
  const line = points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`)
    .join(' ');
  const first = points[0];
  const last = points[points.length - 1];
  const area = `${line} L${last.x} ${plot.bottom} L${first.x} ${plot.bottom} Z`;
  return {
    points,
    line,
    area,
    yTicks: ticks.map((value) => ({value, y: round1(y(value))})),
    xTicks: labelIndices(values.length, options.xLabelCount ?? 5).map(
      (index) => ({index, x: points[index].x}),
    ),
    plot,
    domain,
  };
}
