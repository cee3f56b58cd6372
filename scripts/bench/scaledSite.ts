/**
 * A copy of the site in a temporary folder whose archive is grown to a size (archive.ts): what the
 * grown-archive figures of `npm run bench` are measured on. Dependencies are linked, not copied,
 * and the copy has no `node_modules/.cache`, so whatever runs in it starts cold.
 */
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {generateArchive, parseSource} from './archive';

const ROOT = path.resolve(import.meta.dirname, '../..');
const NEWS = 'news';
const EN_NEWS = 'i18n/en/docusaurus-plugin-content-blog';

const SKIP = new Set([
  'node_modules',
  'build',
  '.docusaurus',
  '.docusaurus-build',
  '.git',
  'bench-results',
  'test-results',
  'playwright-report',
  'build-shards',
]);

/** The site's own articles: the name of each file in news/ (the English twin has the same name). */
export function siteArticleNames(root = ROOT): string[] {
  return readdirSync(path.join(root, NEWS))
    .filter((f) => /^\d{4}-\d{2}-\d{2}-\d+\.md$/.test(f))
    .sort();
}

/** Dependencies by link, without the caches, so every run in the copy is cold and `root` untouched. */
export function linkDependencies(root: string, copy: string): void {
  mkdirSync(path.join(copy, 'node_modules'));
  for (const entry of readdirSync(path.join(root, 'node_modules'))) {
    if (entry !== '.cache') {
      symlinkSync(
        path.join(root, 'node_modules', entry),
        path.join(copy, 'node_modules', entry),
      );
    }
  }
}

/**
 * A copy of the site whose archive holds `size` stories in each language: its own articles and,
 * older than them, a generated newsroom archive (archive.ts) that passes the pre-flight check.
 */
export function scaledCopy(size: number, root = ROOT): string {
  const dir = mkdtempSync(path.join(tmpdir(), `nerkhnama-${size}-`));
  for (const entry of readdirSync(root)) {
    // Nor the builds beside the output folder (`.build.previous`, a staged or retired one): a grown
    // copy starts with no build of its own, as its cold build's figures say.
    if (!SKIP.has(entry) && !entry.startsWith('.build')) {
      cpSync(path.join(root, entry), path.join(dir, entry), {recursive: true});
    }
  }
  linkDependencies(root, dir);
  const names = siteArticleNames(root);
  const sources = names.map((name) => ({
    fa: parseSource(name, readFileSync(path.join(root, NEWS, name), 'utf8')),
    en: parseSource(name, readFileSync(path.join(root, EN_NEWS, name), 'utf8')),
  }));
  const oldest = sources
    .map((s) => String(s.fa.data.date))
    .sort((a, b) => Date.parse(a) - Date.parse(b))[0];
  const archive = generateArchive(sources, {
    size: Math.max(0, size - names.length),
    firstId: 300_000, // far above the site's own ids, so none collide
    before: oldest,
    pinOne: !sources.some((s) => s.fa.data.pinned === true),
  });
  for (const story of archive) {
    writeFileSync(path.join(dir, NEWS, story.fileName), story.fa);
    writeFileSync(path.join(dir, EN_NEWS, story.fileName), story.en);
  }
  return dir;
}
