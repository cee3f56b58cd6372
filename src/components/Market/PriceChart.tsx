import type {ChartView} from '@site/src/lib/market/view';
import styles from './pages.module.css';

/**
 * The history as an inline SVG drawn from geometry computed at build time (src/lib/market/chart.ts).
 * Its title names it; the table that follows the chart is its text alternative.
 */
export default function PriceChart({
  chart,
  title,
  description,
  id,
}: {
  chart: ChartView;
  title: string;
  description: string;
  id: string;
}) {
  const {plot} = chart;
  const direction = chart.rtl ? 'rtl' : 'ltr';
  // Time runs left to right in both locales; the price labels sit just above their grid line at
  // the left edge, where the history starts. With `direction` set, `start` is the reading side of
  // a label (the right edge of a Persian one), so an anchor that pins a physical edge depends on it.
  const [leftEdge, rightEdge] = chart.rtl
    ? (['end', 'start'] as const)
    : (['start', 'end'] as const);
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${chart.width} ${chart.height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      data-chart>
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <g className={styles.grid}>
        {chart.yTicks.map((tick) => (
          <g key={tick.y}>
            <line x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} />
            <text
              x={plot.left}
              y={tick.y - 3}
              textAnchor={leftEdge}
              direction={direction}>
              {tick.label}
            </text>
          </g>
        ))}
      </g>
      <path className={styles.area} d={chart.area} />
      <path className={styles.line} d={chart.line} data-line />
      <circle
        className={styles.dot}
        cx={chart.last.x}
        cy={chart.last.y}
        r={3.5}
      />
      <g className={styles.axis} data-time-axis>
        {chart.xTicks.map((tick, i) => (
          <text
            key={tick.x}
            x={tick.x}
            y={chart.height - 8}
            // The first (leftmost) and last labels stay inside the picture.
            textAnchor={
              i === 0
                ? leftEdge
                : i === chart.xTicks.length - 1
                  ? rightEdge
                  : 'middle'
            }
            direction={direction}>
            {tick.label}
          </text>
        ))}
      </g>
    </svg>
  );
}
