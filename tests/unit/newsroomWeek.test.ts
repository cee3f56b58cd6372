/**
 * The newsroom-week test's generator (scripts/newsroom-week/): a week of about fifty stories a
 * day that a real newsroom could have written, with the one pinned story, one scheduled past the
 * week and one draft, and prose that passes the corpus rules (no boilerplate, Persian digits in
 * Persian, no Persian in English).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {loadMarket} from '../../src/plugins/market/load';
import {validateNews} from '../../src/plugins/news-guard/validate';
import {
  nextCloses,
  weekFigures,
  WORLD_MARKET,
} from '../../scripts/newsroom-week/market';
import {
  planWeek,
  storiesPerDay,
  weekDays,
} from '../../scripts/newsroom-week/plan';
import {
  enAmount,
  faAmount,
  NEW_AUTHOR,
  NEW_TAG,
} from '../../scripts/newsroom-week/prose';

const root = path.join(__dirname, '../..');
const market = loadMarket(root);
const lastDay = market.days[market.days.length - 1];
const days = weekDays(lastDay.date);
const SEED = 1404;

const closes = days.reduce<
  Array<{date: string; close: Record<string, number>}>
>((week, date, i) => {
  const previous = i === 0 ? lastDay.close : week[i - 1].close;
  week.push({
    date,
    close: {...previous, ...nextCloses(previous, date, SEED + i)},
  });
  return week;
}, []);
const figures = weekFigures(closes, lastDay.close, SEED);
const plan = planWeek(figures, SEED);

/** Sentences of over 40 characters, split as the corpus test splits them. */
const longSentences = (body: string) =>
  body
    .replace(/^#+ .*$/gm, '')
    .replace(/\{\/\* truncate \*\/\}/g, '')
    .split(/(?<=[.!?؟])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 40);

describe('the week of figures', () => {
  it('gives every instrument a close each day, each day after the last one of the data', () => {
    expect(days).toHaveLength(7);
    expect(days[0] > lastDay.date).toBe(true);
    for (const day of closes) {
      expect(Object.keys(day.close).sort()).toEqual(
        market.instruments.map((i) => i.key).sort(),
      );
    }
  });
  it('keeps the world market’s close on a Tehran Saturday', () => {
    const saturday = days.find(
      (d) => new Date(`${d}T12:00:00Z`).getUTCDay() === 6,
    )!;
    const given = nextCloses(lastDay.close, saturday, SEED);
    for (const key of WORLD_MARKET) expect(given[key]).toBeUndefined();
    expect(given.usd).toBeGreaterThan(0);
  });
});

describe('the plan of the week', () => {
  it('publishes about fifty stories a day', () => {
    const perDay = storiesPerDay(7, SEED);
    expect(perDay.every((n) => n >= 46 && n <= 54)).toBe(true);
    for (const [i, day] of days.entries()) {
      const ofDay = plan.filter(
        (s) => s.day === day && !s.draft && !s.scheduledFor,
      );
      expect(ofDay, day).toHaveLength(perDay[i]);
    }
  });
  it('pins exactly one story, schedules one past the week and keeps one draft', () => {
    expect(plan.filter((s) => s.pinned)).toHaveLength(1);
    const scheduled = plan.filter((s) => s.scheduledFor);
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0].scheduledFor!.slice(0, 10) > days[6]).toBe(true);
    expect(plan.filter((s) => s.draft)).toHaveLength(1);
    expect(plan.filter((s) => s.breaking)).toHaveLength(1);
    expect(plan.filter((s) => s.correctedAt)).toHaveLength(1);
  });
  it('gives every story a headline of its own, in each language', () => {
    for (const lang of ['fa', 'en'] as const) {
      const titles = plan.map((s) => s.text[lang].title);
      expect(new Set(titles).size).toBe(titles.length);
    }
  });
  it('uses declared tags and authors, the new ones included, and the new tag in its family', () => {
    const tags = Object.keys(
      yaml.load(
        readFileSync(path.join(root, 'news/tags.yml'), 'utf8'),
      ) as object,
    );
    const authors = Object.keys(
      yaml.load(
        readFileSync(path.join(root, 'news/authors.yml'), 'utf8'),
      ) as object,
    );
    for (const story of plan) {
      for (const tag of story.tags) {
        expect([...tags, NEW_TAG.key]).toContain(tag);
      }
      expect(story.tags.length).toBeLessThanOrEqual(5);
      expect([...authors, NEW_AUTHOR.key]).toContain(story.author);
    }
    expect(
      plan.some((s) => s.tags.includes(NEW_TAG.key) && !s.scheduledFor),
    ).toBe(true);
    expect(plan.some((s) => s.author === NEW_AUTHOR.key)).toBe(true);
    // Every other tag and author is already in the archive: the smoke test's "joined last" is the new one.
    const {articles} = validateNews(root);
    const usedTags = new Set(articles.flatMap((a) => a.frontMatter.tags));
    const usedAuthors = new Set(articles.flatMap((a) => a.frontMatter.authors));
    const planTags = plan.flatMap((s) => s.tags);
    expect(
      planTags.filter((t) => !usedTags.has(t) && t !== NEW_TAG.key),
    ).toEqual([]);
    const planAuthors = plan.map((s) => s.author);
    expect(
      planAuthors.filter((a) => !usedAuthors.has(a) && a !== NEW_AUTHOR.key),
    ).toEqual([]);
  });
  it('sends a handful of the first day’s stories, one with a photo, through the real command', () => {
    const viaCli = plan.filter((s) => s.viaCli);
    expect(viaCli.length).toBeGreaterThanOrEqual(3);
    expect(viaCli.every((s) => s.day === days[0])).toBe(true);
    expect(viaCli.some((s) => s.photo)).toBe(true);
  });
});

describe('the prose of the week', () => {
  it('repeats no sentence of over 40 characters in more than three stories', () => {
    for (const lang of ['fa', 'en'] as const) {
      const seenIn = new Map<string, number>();
      for (const story of plan) {
        for (const sentence of new Set(longSentences(story.text[lang].body))) {
          seenIn.set(sentence, (seenIn.get(sentence) ?? 0) + 1);
        }
      }
      expect([...seenIn].filter(([, n]) => n > 3)).toEqual([]);
    }
  });
  it('writes Persian digits in Persian and no Persian in English', () => {
    for (const story of plan) {
      const fa = story.text.fa;
      expect(`${fa.title}${fa.description}${fa.body}`).not.toMatch(/[0-9يك]/);
      const en = story.text.en;
      expect(`${en.title}${en.description}${en.body}`).not.toMatch(
        /[\u0600-\u06FF]/,
      );
    }
  });
  it('gives every body a lead, the truncate marker, ## and ### headings', () => {
    for (const story of plan) {
      for (const text of [story.text.fa, story.text.en]) {
        expect(text.body.match(/^\{\/\* truncate \*\/\}$/gm)).toHaveLength(1);
        expect(text.body).toMatch(/^## /m);
        expect(text.body).toMatch(/^### /m);
        expect(text.description.length).toBeGreaterThanOrEqual(40);
        expect(text.description.length).toBeLessThanOrEqual(300);
      }
    }
  });
  it('quotes toman prices in the words the newsroom writes them', () => {
    expect(faAmount(112_400)).toBe('۱۱۲ هزار و ۴۰۰ تومان');
    expect(faAmount(108_200_000)).toBe('۱۰۸ میلیون و ۲۰۰ هزار تومان');
    expect(faAmount(1_080_000_000)).toBe('۱ میلیارد و ۸۰ میلیون تومان');
    expect(faAmount(3_790, 'دلار')).toBe('۳ هزار و ۷۹۰ دلار');
    expect(enAmount(112_400)).toBe('112,400 tomans');
    expect(enAmount(108_200_000)).toBe('108.2 million tomans');
    expect(enAmount(9_520_000)).toBe('9,520,000 tomans');
    expect(enAmount(1_080_000_000)).toBe('1.08 billion tomans');
  });
});
