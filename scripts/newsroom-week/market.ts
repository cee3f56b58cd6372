/**
 * A week of figures for the newsroom-week test: the closes an editor gives `npm run market:add`
 * each day, and the figures of the markets the price pages do not track (the Tehran bourse,
 * housing, cars, the interbank rate) that the stories quote. A seeded walk from the last real day,
 * so every run writes the same week; the derived prices follow the newsroom's fact sheet
 * (market/FACTS.md: euro ≈ dollar × 1.175, Bahar Azadi coin ≈ Emami − 6.5% …).
 */
import {seededRandom} from '../../src/plugins/news-images/cover';

export type Closes = Record<string, number>;

/** Derived from a base instrument by the fact sheet's ratio, rounded to `step`. */
const DERIVED: Array<[key: string, base: string, ratio: number, step: number]> =
  [
    ['eur', 'usd', 1.175, 10],
    ['gbp', 'usd', 1.345, 10],
    ['aed', 'usd', 1 / 3.67, 10],
    ['try', 'usd', 1 / 41.3, 1],
    ['cny', 'usd', 1 / 7.12, 10],
    ['tether', 'usd', 1.008, 100],
    ['melted-gold-mithqal', 'gold-18k', 4.33, 10_000],
    ['bahar-azadi-coin', 'emami-coin', 0.935, 10_000],
    ['half-coin', 'emami-coin', 0.515, 10_000],
    ['quarter-coin', 'emami-coin', 0.285, 10_000],
    ['gram-coin', 'emami-coin', 0.15, 10_000],
  ];

/** World markets shut on a Tehran Saturday (their Friday night and weekend): the last close stands. */
export const WORLD_MARKET = ['gold-ounce', 'silver-ounce', 'copper'];

const round = (value: number, step: number) => Math.round(value / step) * step;

/** Tehran's weekday of a YYYY-MM-DD day: 0 Sunday … 6 Saturday. */
export const weekday = (date: string) =>
  new Date(`${date}T12:00:00Z`).getUTCDay();

/** The prices given for `date` after the closes of the day before: the ones market:add receives. */
export function nextCloses(
  previous: Closes,
  date: string,
  seed: number,
): Closes {
  const random = seededRandom(seed);
  const move = (spread: number) => 1 + (random() - 0.42) * spread;
  const open = weekday(date) !== 6;
  const usd = round(previous.usd * move(0.03), 100);
  const ounce = open
    ? round(previous['gold-ounce'] * move(0.016), 1)
    : previous['gold-ounce'];
  const goldMove = (usd / previous.usd) * (ounce / previous['gold-ounce']);
  const close: Closes = {
    usd,
    'usd-exchange-centre': Math.min(
      previous['usd-exchange-centre'] + round(random() * 300, 100),
      usd - 1000,
    ),
    'gold-18k': round(previous['gold-18k'] * goldMove * move(0.006), 10_000),
    'emami-coin': round(
      previous['emami-coin'] * goldMove * move(0.01),
      100_000,
    ),
    'silver-gram': round(previous['silver-gram'] * goldMove, 100),
    'bitcoin-usd': round(previous['bitcoin-usd'] * move(0.04), 100),
    'tether-usd': Number((1 + (random() - 0.5) * 0.0006).toFixed(4)),
  };
  if (open) {
    close['gold-ounce'] = ounce;
    close['silver-ounce'] = Math.min(
      44.5,
      Math.max(36, Number((previous['silver-ounce'] * move(0.02)).toFixed(2))),
    );
    close.copper = round(previous.copper * move(0.02), 10);
  }
  for (const [key, base, ratio, step] of DERIVED) {
    close[key] = round(close[base] * ratio, step);
  }
  close.bitcoin = round(close['bitcoin-usd'] * close.tether, 1000);
  return close;
}

/** The figures of a day the stories quote beside the closes. */
export interface DayFigures {
  date: string;
  /** The closes of the day and of the day before (every instrument). */
  close: Closes;
  previous: Closes;
  /** The close of the day before the week: the week's changes start there. */
  weekStart: Closes;
  /** TEDPIX, units; the bourse trades Saturday to Wednesday. */
  index: number;
  previousIndex: number;
  bourseOpen: boolean;
  /** Trading value of shares, billion toman. */
  tradingValue: number;
  /** Tehran's average asking price of a square metre, toman. */
  housing: number;
  /** Open-market prices of cars, toman. */
  cars: Record<string, number>;
  /** Interbank rate, percent. */
  interbank: number;
}

const CARS_AT_START: Record<string, number> = {
  'peugeot-207': 1_080_000_000,
  tara: 1_310_000_000,
  'dena-plus': 1_190_000_000,
  shahin: 985_000_000,
  quick: 628_000_000,
};

/** The week's other figures, a walk from the fact sheet's last values. */
export function weekFigures(
  days: ReadonlyArray<{date: string; close: Closes}>,
  before: Closes,
  seed: number,
): DayFigures[] {
  const random = seededRandom(seed);
  let index = 2_431_900;
  let housing = 102_000_000;
  let interbank = 23.9;
  const cars = {...CARS_AT_START};
  let previous = before;
  return days.map(({date, close}) => {
    const previousIndex = index;
    const bourseOpen = ![4, 5].includes(weekday(date));
    if (bourseOpen) index = round(index * (1 + (random() - 0.5) * 0.03), 100);
    housing = round(housing * (1 + random() * 0.006), 100_000);
    interbank = Number((interbank + (random() - 0.5) * 0.2).toFixed(2));
    for (const model of Object.keys(cars)) {
      cars[model] = round(cars[model] * (1 + (random() - 0.3) * 0.02), 1e6);
    }
    const day: DayFigures = {
      date,
      close,
      previous,
      weekStart: before,
      index,
      previousIndex,
      bourseOpen,
      tradingValue: bourseOpen ? round(5800 + random() * 2600, 100) : 0,
      housing,
      cars: {...cars},
      interbank,
    };
    previous = close;
    return day;
  });
}
