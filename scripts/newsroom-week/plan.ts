/**
 * The newsroom week's plan: which stories the desk publishes each day, when, by whom, with
 * which tags, and the few that are more than a story (a photo, an update with a correction, a
 * breaking story, the one pinned story, a draft, a story scheduled past the week). Pure: the
 * runner (run.ts) turns it into files through the editors' commands.
 */
import {seededRandom} from '../../src/plugins/news-images/cover';
import type {DayFigures} from './market';
import type {PHOTO_TEXT} from './prose';
import {
  anglesOf,
  NEW_TAG,
  OTHER_SUBJECTS,
  PRICE_SUBJECTS,
  writeFeature,
  writeStory,
  type Angle,
  type Story,
  type Subject,
} from './prose';

/** The photos in the repository (static/img/photos/) an editor attaches with `news:new --photo`. */
export type Photo = keyof typeof PHOTO_TEXT;

export interface PlannedStory {
  /** Tehran day and time the editor runs news:new. */
  day: string;
  time: string;
  /** What the story is about; features (draft, scheduled) have no subject. */
  subject?: Subject;
  angle?: Angle;
  tags: string[];
  author: string;
  text: Story;
  photo?: Photo;
  /** Created through the real `npm run news:new` command rather than the function it calls. */
  viaCli?: boolean;
  breaking?: boolean;
  pinned?: boolean;
  draft?: boolean;
  /** Written during the week, then given this later date (ISO, Tehran) by the editor. */
  scheduledFor?: string;
  /** A later edit (HH:MM the same day) with a correction note. */
  correctedAt?: string;
}

/** The `count` Tehran days after `last` (YYYY-MM-DD). */
export function weekDays(last: string, count = 7): string[] {
  const start = Date.parse(`${last}T12:00:00Z`);
  return Array.from({length: count}, (_, i) =>
    new Date(start + (i + 1) * 86_400_000).toISOString().slice(0, 10),
  );
}

/** About fifty a day: 46 to 54. */
export function storiesPerDay(days: number, seed: number): number[] {
  const random = seededRandom(seed);
  return Array.from({length: days}, () => 46 + Math.floor(random() * 9));
}

/** Subjects and angles every day carries; the rest of the day is drawn from the other prices. */
const CORE = new Set(['usd', 'emami-coin', 'gold-18k']);

const minutes = (hhmm: string) =>
  Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
const clock = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** Where in the day each angle's stories fall (overlapping, so the day is mixed). */
const ANGLE_HOURS: Record<Angle, number> = {desk: 0, week: 0.5, close: 1};

/** Special roles, by day of the week (0 = first day). */
const ROLES = {
  cliStories: 3,
  tagFrom: 1,
  correctionOn: 2,
  breakingOn: 3,
  pinnedOn: 6,
};

export function planWeek(
  figures: readonly DayFigures[],
  seed: number,
): PlannedStory[] {
  const counts = storiesPerDay(figures.length, seed);
  const stories: PlannedStory[] = [];
  figures.forEach((day, d) => {
    const random = seededRandom(seed * 31 + d);
    const all: Array<[Subject, Angle]> = [
      ...PRICE_SUBJECTS,
      ...OTHER_SUBJECTS,
    ].flatMap((s) => anglesOf(s).map((a) => [s, a] as [Subject, Angle]));
    const core = all.filter(([s]) => s.kind !== 'price' || CORE.has(s.key));
    const rest = all
      .filter((pair) => !core.includes(pair))
      .map((pair) => ({pair, order: random()}))
      .sort((a, b) => a.order - b.order)
      .map(({pair}) => pair);
    const chosen = [...core, ...rest].slice(0, counts[d]);
    // The day's stories spread from 08:00 to 22:00: reports from the market floor in the
    // morning, the week's reviews through the day, the closing prices in the evening.
    const shuffled = chosen
      .map((pair) => ({pair, order: ANGLE_HOURS[pair[1]] + random() * 1.2}))
      .sort((a, b) => a.order - b.order)
      .map(({pair}) => pair);
    const step = (14 * 60) / shuffled.length;
    shuffled.forEach(([subject, angle], i) => {
      const time = clock(8 * 60 + Math.floor(i * step + random() * (step - 1)));
      const key = `${subject.key}/${angle}`;
      const tags =
        d >= ROLES.tagFrom && subject.key === 'gold-18k' && angle !== 'close'
          ? ['gold', NEW_TAG.key]
          : subject.tags;
      const story: PlannedStory = {
        day: day.date,
        time,
        subject,
        angle,
        tags,
        author: subject.author,
        text: writeStory(subject, angle, day, d * 7 + i),
      };
      if (key === 'usd/close') {
        story.photo = d % 2 === 0 ? 'exchange-street' : 'rate-board';
        if (d === 0) story.viaCli = true;
        if (d === ROLES.breakingOn) story.breaking = true;
      }
      if (key === 'emami-coin/close') {
        story.photo = 'gold-coins';
        if (d === ROLES.correctionOn) {
          story.correctedAt = clock(
            Math.min(minutes(time) + 120, 23 * 60 + 50),
          );
        }
      }
      if (key === 'usd/week' && d === ROLES.pinnedOn) story.pinned = true;
      if (d === 0 && i < ROLES.cliStories) story.viaCli = true;
      stories.push(story);
    });
  });
  // Two features of the last day: a draft, and a story the editor schedules past the week.
  const last = figures[figures.length - 1].date;
  const [afterWeek] = weekDays(last, 2).slice(1);
  stories.push(
    {
      day: last,
      time: '15:10',
      tags: ['housing', 'loans', 'interest-rate'],
      author: 'maryam-hosseini',
      text: writeFeature('draft', last),
      draft: true,
    },
    {
      day: last,
      time: '16:20',
      tags: [NEW_TAG.key, 'bahar-coin', 'exchange-center'],
      author: 'sara-ahmadi',
      text: writeFeature('scheduled', afterWeek),
      scheduledFor: `${afterWeek}T10:00:00+03:30`,
    },
  );
  return stories.sort((a, b) =>
    `${a.day}T${a.time}`.localeCompare(`${b.day}T${b.time}`),
  );
}
