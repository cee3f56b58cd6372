/**
 * The moment the clock alone next changes the site must be exactly the first moment at which the
 * site's own clock rules (scheduled stories, a breaking story's freshness, the Tehran day) answer
 * otherwise than at "now": a publish with nothing changed before it writes nothing.
 */
import {describe, expect, it} from 'vitest';
import {BREAKING_FRESH_HOURS} from '../../src/config/breaking';
import {
  nextClockChange,
  nextTehranDay,
  type ClockFacts,
} from '../../src/lib/clockChange';
import {freshBreaking} from '../../src/lib/leadStory';
import {isScheduled} from '../../src/lib/schedule';
import {tehranDay} from '../../src/lib/tehranTime';

const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);

/**
 * What the clock rules read at `now`, story by story (the site's lead and breaking bar are the
 * newest fresh story, a function of these), as one comparable value.
 */
function whatTheClockShows(stories: readonly ClockFacts[], now: Date) {
  return {
    scheduled: stories.map((story) => isScheduled(story.date, now)),
    fresh: stories.map(
      (story) =>
        freshBreaking([story], (s) => s, now, BREAKING_FRESH_HOURS) !==
        undefined,
    ),
    day: tehranDay(now),
  };
}

describe('nextTehranDay', () => {
  it('is the next Tehran midnight, whatever the UTC date', () => {
    // 23:00 UTC is 02:30 the next day in Tehran.
    expect(nextTehranDay(at('2026-12-02T23:00:00Z')).toISOString()).toBe(
      '2026-12-03T20:30:00.000Z',
    );
    expect(nextTehranDay(at('2026-12-03T20:29:59Z')).toISOString()).toBe(
      '2026-12-03T20:30:00.000Z',
    );
    expect(nextTehranDay(at('2026-12-03T20:30:00Z')).toISOString()).toBe(
      '2026-12-04T20:30:00.000Z',
    );
  });
});

describe('nextClockChange', () => {
  const now = at('2026-12-03T06:00:00Z'); // 09:30 in Tehran
  const midnight = '2026-12-03T20:30:00.000Z';

  it('is the next Tehran day when no story waits for the clock', () => {
    const stories = [
      {date: '2026-12-03T05:00:00Z'},
      {date: '2026-11-30T05:00:00Z', breaking: true}, // stale long ago
    ];
    expect(nextClockChange(stories, now, 6).toISOString()).toBe(midnight);
  });

  it("is a scheduled story's time, a breaking story's end of freshness, whichever comes first", () => {
    expect(
      nextClockChange([{date: '2026-12-03T08:15:00Z'}], now, 6).toISOString(),
    ).toBe('2026-12-03T08:15:00.000Z');
    expect(
      nextClockChange(
        [{date: '2026-12-03T04:00:00Z', breaking: true}],
        now,
        6,
      ).toISOString(),
    ).toBe('2026-12-03T10:00:00.000Z');
    expect(
      nextClockChange(
        [
          {date: '2026-12-03T04:00:00Z', breaking: true},
          {date: '2026-12-03T09:00:00Z'},
        ],
        now,
        6,
      ).toISOString(),
    ).toBe('2026-12-03T09:00:00.000Z');
    // A story scheduled for tomorrow waits for the new day first.
    expect(
      nextClockChange([{date: '2026-12-04T05:00:00Z'}], now, 6).toISOString(),
    ).toBe(midnight);
  });

  it('is the first moment the rules answer otherwise, on random days of stories', () => {
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let round = 0; round < 200; round++) {
      const now = new Date(Date.UTC(2026, 0, 1) + random() * 300 * 24 * HOUR);
      const stories = Array.from(
        {length: 1 + Math.floor(random() * 6)},
        () => ({
          date: new Date(now.getTime() + (random() - 0.6) * 20 * HOUR),
          breaking: random() < 0.4,
        }),
      );
      const next = nextClockChange(stories, now, BREAKING_FRESH_HOURS);
      const before = whatTheClockShows(stories, now);
      expect(next.getTime()).toBeGreaterThan(now.getTime());
      // Nothing moves until then…
      for (const fraction of [0, 0.25, 0.5, 0.999]) {
        const moment = new Date(
          now.getTime() +
            Math.floor((next.getTime() - now.getTime()) * fraction),
        );
        expect(whatTheClockShows(stories, moment)).toEqual(before);
      }
      expect(whatTheClockShows(stories, new Date(next.getTime() - 1))).toEqual(
        before,
      );
      // …and something does then.
      expect(whatTheClockShows(stories, next)).not.toEqual(before);
    }
  });
});
