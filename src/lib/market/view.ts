/**
 * What the price strip, the prices pages and the article price boxes show, with every number and
 * date already written in the locale (built in Node by src/plugins/market): the browser formats
 * nothing, so it never needs `Intl` for prices (see src/lib/format.ts).
 */
import {
  formatDayMonth,
  formatDecimal,
  formatPercent,
  formatShortDate,
  formatSigned,
  toPersianDigits,
} from '../format';
import type {Locale} from '../../config/locales';
import {toTehranIso} from '../tehranTime';
import {layoutChart, type ChartBox} from './chart';
import {
  seriesOf,
  summarize,
  summarizeOn,
  type Direction,
  type Point,
  type Summary,
} from './quotes';
import type {Instrument, MarketDay, MarketGroup, MarketUnit} from './schema';

export interface QuoteView {
  key: string;
  name: string;
  unit: MarketUnit;
  href: string;
  last: string;
  change: string;
  percent: string;
  direction: Direction;
  high: string;
  low: string;
  /** Tehran day of the close (YYYY-MM-DD) and its time as ISO with offset. */
  date: string;
  timeIso: string;
  /** «۶ مهر ۱۴۰۴، ۱۷:۳۰» / "28 Sep 2025, 17:30". */
  timeText: string;
  /** The close as a plain number, for structured data and tests. */
  value: number;
}

export interface StripView {
  items: QuoteView[];
  timeIso: string;
  timeText: string;
}

export interface PricesPageView {
  groups: Array<{group: MarketGroup; items: QuoteView[]}>;
  timeIso: string;
  timeText: string;
  /** The period the high and low cover: «۱ شهریور تا ۶ مهر ۱۴۰۴». */
  from: string;
  to: string;
  fromText: string;
  toText: string;
  /** The figures are sample figures (market/status.yml): the page says so. */
  sample: boolean;
}

interface HistoryRowView {
  date: string;
  dateText: string;
  close: string;
  change: string;
  percent: string;
  direction: Direction;
  value: number;
}

export interface ChartView {
  width: number;
  height: number;
  /** The labels' direction (fa: right to left); the time axis runs left to right in both. */
  rtl: boolean;
  line: string;
  area: string;
  plot: {left: number; right: number; top: number; bottom: number};
  yTicks: Array<{y: number; label: string}>;
  xTicks: Array<{x: number; label: string}>;
  last: {x: number; y: number};
}

export interface NewsLinkView {
  title: string;
  permalink: string;
  date: string;
}

export interface InstrumentPageView {
  quote: QuoteView;
  group: MarketGroup;
  decimals: number;
  fromText: string;
  toText: string;
  from: string;
  to: string;
  /** Newest first. */
  history: HistoryRowView[];
  chart: ChartView;
  news: NewsLinkView[];
  tag: {label: string; permalink: string};
  sample: boolean;
}

const CHART_BOX: ChartBox = {
  width: 400,
  height: 220,
  margin: {top: 12, right: 8, bottom: 28, left: 8},
};

/** «۱۷:۳۰» / "17:30" from a timestamp, in Tehran time. */
function clockText(time: string, locale: Locale): string {
  const hhmm = toTehranIso(time).slice(11, 16);
  return locale === 'fa' ? toPersianDigits(hhmm) : hhmm;
}

function timeText(time: string, locale: Locale): string {
  return `${formatShortDate(time, locale)}${locale === 'fa' ? '، ' : ', '}${clockText(time, locale)}`;
}

/** «۶ مهر، ۱۷:۳۰» / "28 Sept, 17:30": the strip's shorter form. */
function dayTimeText(time: string, locale: Locale): string {
  return `${formatDayMonth(time, locale)}${locale === 'fa' ? '، ' : ', '}${clockText(time, locale)}`;
}

export function pricesPath(baseUrl: string, key?: string): string {
  return `${baseUrl}prices${key ? `/${key}` : ''}`;
}

function quoteView(
  instrument: Instrument,
  summary: Summary,
  locale: Locale,
  baseUrl: string,
): QuoteView {
  const d = instrument.decimals;
  return {
    key: instrument.key,
    name: instrument[locale],
    unit: instrument.unit,
    href: pricesPath(baseUrl, instrument.key),
    last: formatDecimal(summary.last.close, d, locale),
    change: formatSigned(summary.change, d, locale),
    percent: formatPercent(summary.percent, locale),
    direction: summary.direction,
    high: formatDecimal(summary.high, d, locale),
    low: formatDecimal(summary.low, d, locale),
    date: summary.last.date,
    timeIso: toTehranIso(summary.last.time),
    timeText: timeText(summary.last.time, locale),
    value: summary.last.close,
  };
}

interface Context {
  instruments: readonly Instrument[];
  days: readonly MarketDay[];
  locale: Locale;
  baseUrl: string;
  sample?: boolean;
}

function summaries({instruments, days}: Context): Array<{
  instrument: Instrument;
  series: Point[];
  summary: Summary;
}> {
  return instruments.flatMap((instrument) => {
    const series = seriesOf(days, instrument.key);
    const summary = summarize(series, instrument);
    return summary ? [{instrument, series, summary}] : [];
  });
}

export function stripView(context: Context): StripView {
  const last = context.days[context.days.length - 1];
  const items = summaries(context).flatMap(({instrument, summary}) =>
    instrument.strip
      ? [
          {
            ...quoteView(instrument, summary, context.locale, context.baseUrl),
            name: instrument.strip[context.locale],
          },
        ]
      : [],
  );
  return {
    items,
    timeIso: toTehranIso(last.time),
    timeText: dayTimeText(last.time, context.locale),
  };
}

export function pricesPageView(context: Context): PricesPageView {
  const {days, locale} = context;
  const all = summaries(context);
  const groups = (['currency', 'gold', 'metal', 'crypto'] as const)
    .map((group) => ({
      group,
      items: all
        .filter((s) => s.instrument.group === group)
        .map((s) =>
          quoteView(s.instrument, s.summary, locale, context.baseUrl),
        ),
    }))
    .filter((g) => g.items.length > 0);
  const first = days[0];
  const last = days[days.length - 1];
  return {
    groups,
    timeIso: toTehranIso(last.time),
    timeText: timeText(last.time, locale),
    from: first.date,
    to: last.date,
    fromText: formatShortDate(first.time, locale),
    toText: formatShortDate(last.time, locale),
    sample: context.sample ?? false,
  };
}

export function instrumentPageView(
  context: Context & {
    instrument: Instrument;
    news: NewsLinkView[];
    tag: {label: string; permalink: string};
  },
): InstrumentPageView | undefined {
  const {instrument, locale} = context;
  const series = seriesOf(context.days, instrument.key);
  const summary = summarize(series, instrument);
  if (!summary) return undefined;
  const d = instrument.decimals;
  const history: HistoryRowView[] = series
    .map((point, i) => {
      const row = summarize(series.slice(0, i + 1), instrument)!;
      return {
        date: point.date,
        dateText: formatShortDate(point.time, locale),
        close: formatDecimal(point.close, d, locale),
        change: i === 0 ? '' : formatSigned(row.change, d, locale),
        percent: i === 0 ? '' : formatPercent(row.percent, locale),
        direction: row.direction,
        value: point.close,
      };
    })
    .reverse();
  const rtl = locale === 'fa';
  const geometry = layoutChart(
    series.map((p) => p.close),
    CHART_BOX,
  );
  const chart: ChartView = {
    width: CHART_BOX.width,
    height: CHART_BOX.height,
    rtl,
    line: geometry.line,
    area: geometry.area,
    plot: geometry.plot,
    yTicks: geometry.yTicks.map((t) => ({
      y: t.y,
      label: formatDecimal(
        t.value,
        Math.max(0, Math.min(d, decimalsOf(t.value))),
        locale,
      ),
    })),
    xTicks: geometry.xTicks.map((t) => ({
      x: t.x,
      label: formatDayMonth(series[t.index].time, locale),
    })),
    last: geometry.points[geometry.points.length - 1],
  };
  return {
    quote: quoteView(instrument, summary, locale, context.baseUrl),
    group: instrument.group,
    decimals: d,
    from: series[0].date,
    to: summary.last.date,
    fromText: formatShortDate(series[0].time, locale),
    toText: formatShortDate(summary.last.time, locale),
    history,
    chart,
    news: context.news,
    tag: context.tag,
    sample: context.sample ?? false,
  };
}

function decimalsOf(value: number): number {
  const text = String(value);
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

/** The price boxes of an article: its tags' instruments as of the article's Tehran day. */
export function priceBoxesView(
  context: Context & {
    tagKeys: readonly string[];
    date: Date | string;
    max: number;
  },
): QuoteView[] {
  const day = toTehranIso(context.date).slice(0, 10);
  return context.instruments
    .filter((instrument) => context.tagKeys.includes(instrument.tag))
    .flatMap((instrument) => {
      const summary = summarizeOn(
        seriesOf(context.days, instrument.key),
        instrument,
        day,
      );
      return summary
        ? [quoteView(instrument, summary, context.locale, context.baseUrl)]
        : [];
    })
    .slice(0, context.max);
}
