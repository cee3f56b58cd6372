import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  ARCHIVE_SHARES,
  generateArchive,
  parseSource,
  STORIES_PER_DAY,
  storyDate,
  type ArchiveSource,
} from '../../scripts/bench/archive';
import {articleSlug} from '../../src/lib/slug';
import {tehranDay} from '../../src/lib/tehranTime';
import {checkNews} from '../../src/plugins/news-guard/preflight';
import {
  EN_NEWS_DIR,
  formatProblems,
  NEWS_DIR,
} from '../../src/plugins/news-guard/validate';

const ROOT = path.resolve(__dirname, '../..');
const articleNames = readdirSync(path.join(ROOT, NEWS_DIR))
  .filter((f) => /^\d{4}-\d{2}-\d{2}-\d+\.md$/.test(f))
  .sort();
const read = (dir: string, name: string) =>
  parseSource(name, readFileSync(path.join(ROOT, dir, name), 'utf8'));
const SOURCES: ArchiveSource[] = articleNames.map((name) => ({
  fa: read(NEWS_DIR, name),
  en: read(EN_NEWS_DIR, name),
}));
const BEFORE = '2025-09-21T07:17:00+03:30';

const field = (text: string, key: string) =>
  new RegExp(`^${key}: (.*)$`, 'm').exec(text)?.[1];
const generate = (size: number, pinOne = false) => [
  ...generateArchive(SOURCES, {size, firstId: 300_000, before: BEFORE, pinOne}),
];

describe('the generated archive', () => {
  const archive = generate(2000);

  it('gives every story its own id, file name, slug and headline, ids growing with the date', () => {
    expect(new Set(archive.map((a) => a.id)).size).toBe(archive.length);
    expect(new Set(archive.map((a) => a.fileName)).size).toBe(archive.length);
    expect(new Set(archive.map((a) => field(a.fa, 'slug'))).size).toBe(
      archive.length,
    );
    for (const locale of ['fa', 'en'] as const) {
      expect(new Set(archive.map((a) => field(a[locale], 'title'))).size).toBe(
        archive.length,
      );
    }
    const byDate = [...archive].sort(
      (a, b) =>
        Date.parse(field(a.fa, 'date')!) - Date.parse(field(b.fa, 'date')!),
    );
    expect(byDate.map((a) => a.id)).toEqual(
      [...archive.map((a) => a.id)].sort((a, b) => a - b),
    );
  });

  it('writes the slug as news:new does, from the id and the Persian headline, the same in both languages', () => {
    for (const story of archive.slice(0, 50)) {
      const title = JSON.parse(field(story.fa, 'title')!) as string;
      expect(field(story.fa, 'slug')).toBe(articleSlug(story.id, title));
      expect(field(story.en, 'slug')).toBe(field(story.fa, 'slug'));
      expect(field(story.en, 'date')).toBe(field(story.fa, 'date'));
    }
  });

  it('publishes about fifty stories a Tehran day, before the site’s own articles, named after their Tehran day', () => {
    const days = new Map<string, number>();
    for (const story of archive) {
      const date = field(story.fa, 'date')!;
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+03:30$/);
      expect(Date.parse(date)).toBeLessThan(Date.parse(BEFORE));
      expect(story.fileName).toBe(`${tehranDay(date)}-${story.id}.md`);
      const hour = Number(date.slice(11, 13));
      expect(hour).toBeGreaterThanOrEqual(7);
      expect(hour).toBeLessThan(23);
      days.set(tehranDay(date), (days.get(tehranDay(date)) ?? 0) + 1);
    }
    expect(days.size).toBe(Math.ceil(archive.length / STORIES_PER_DAY));
    expect(Math.max(...days.values())).toBe(STORIES_PER_DAY);
  });

  it('pins one story when the site has none pinned, and none otherwise', () => {
    const pinned = (stories: typeof archive) =>
      stories.filter((a) => /^pinned: true$/m.test(a.fa)).length;
    expect(pinned(archive)).toBe(0);
    const withLead = generate(200, true);
    expect(pinned(withLead)).toBe(1);
    expect(withLead.filter((a) => /^pinned: true$/m.test(a.en)).length).toBe(1);
  });

  it('flags a newsroom’s share of breaking, photo, updated and corrected stories, the same in both languages', () => {
    const share = (pattern: RegExp) =>
      archive.filter((a) => pattern.test(a.fa)).length / archive.length;
    const near = (value: number, expected: number) => {
      expect(value).toBeGreaterThan(expected / 2);
      expect(value).toBeLessThan(expected * 2);
    };
    near(share(/^breaking: true$/m), ARCHIVE_SHARES.breaking);
    near(share(/^image: /m), ARCHIVE_SHARES.photo);
    near(share(/^updated: /m), ARCHIVE_SHARES.updated);
    near(share(/^correction:$/m), ARCHIVE_SHARES.correction);
    for (const story of archive) {
      for (const key of ['breaking', 'image', 'updated', 'tags', 'authors']) {
        expect(field(story.en, key)).toBe(field(story.fa, key));
      }
      expect(/^ {2}- date: .*$/m.exec(story.en)?.[0]).toBe(
        /^ {2}- date: .*$/m.exec(story.fa)?.[0],
      );
    }
  });

  it('uses every tag the site’s articles use, in their mix', () => {
    const tagsOf = (text: string) =>
      field(text, 'tags')!.slice(1, -1).split(', ');
    const used = new Set(SOURCES.flatMap((s) => s.fa.data.tags as string[]));
    expect(new Set(archive.flatMap((a) => tagsOf(a.fa)))).toEqual(used);
  });

  it('is the same archive every time', () => {
    expect(generate(2000)).toEqual(archive);
    // The newest story is on the day before, in the day's last slot.
    expect(storyDate(0, BEFORE).slice(0, 13)).toBe('2025-09-20T22');
  });
});

describe('the site grown by a generated archive', {timeout: 120_000}, () => {
  it('passes the news pre-flight check, with one pinned story', async () => {
    const site = mkdtempSync(path.join(tmpdir(), 'nerkhnama-archive-'));
    try {
      for (const dir of [NEWS_DIR, EN_NEWS_DIR, 'info', 'static/img']) {
        cpSync(path.join(ROOT, dir), path.join(site, dir), {recursive: true});
      }
      cpSync(
        path.join(ROOT, 'i18n/en/docusaurus-plugin-content-docs'),
        path.join(site, 'i18n/en/docusaurus-plugin-content-docs'),
        {recursive: true},
      );
      const sitePinned = SOURCES.some((s) => s.fa.data.pinned === true);
      for (const story of generateArchive(SOURCES, {
        size: 120,
        firstId: 300_000,
        before: BEFORE,
        pinOne: !sitePinned,
      })) {
        writeFileSync(path.join(site, NEWS_DIR, story.fileName), story.fa);
        writeFileSync(path.join(site, EN_NEWS_DIR, story.fileName), story.en);
      }
      const result = await checkNews(site, {
        now: new Date('2026-01-01T00:00:00+03:30'),
        cache: false,
      });
      expect(formatProblems(result.problems)).toBe('');
      expect(result.articles).toHaveLength(SOURCES.length + 120);
      expect(
        result.articles.filter((a) => a.frontMatter.pinned === true),
      ).toHaveLength(1);
    } finally {
      rmSync(site, {recursive: true, force: true});
    }
  });
});
