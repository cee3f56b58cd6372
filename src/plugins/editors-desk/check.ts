/**
 * The desk's check before a save: the news check's own rule modules (front matter, preview marker,
 * English twin, Arabic letter forms) run on the very files the desk is about to commit, so the
 * desk refuses what `news:check` would refuse, with its messages. What needs the whole repository
 * or a compiler (MDX syntax, links, photo sizes, unique headlines) is checked again by
 * `news:check` in CI and by the build before it publishes. Pure.
 */
import {
  EN_NEWS_DIR,
  frontMatterLine,
  NEWS_DIR,
  parseArticle,
  previewMarkerProblems,
  TWIN_FIELDS,
  twinProblems,
} from '../news-guard/article';
import {arabicFormProblems} from '../news-guard/letters';
import {
  checkFrontMatter,
  type NewsFrontMatter,
  type Problem,
} from '../news-guard/schema';
import {checkDay, type Instrument} from '../../lib/market/schema';
import {toPersianLetterForms} from '../../lib/persianNormalize';
import {articleToFile, marketDayFromFile, marketDayToFile} from './format';
import {englishPhotoRef, photoRepoPath} from './paths';

export interface DeskKeys {
  tagKeys: readonly string[];
  authorKeys: readonly string[];
}

/** `2025-09-21-121530.md`: the file name a story's date and slug give (what the collection's slug template makes). */
export function articleFileName(data: Record<string, unknown>): string {
  const day = typeof data.date === 'string' ? data.date.slice(0, 10) : '';
  const id =
    typeof data.slug === 'string'
      ? (/^\/(\d+)\//.exec(data.slug)?.[1] ?? '')
      : '';
  return `${day}-${id}.md`;
}

/**
 * The English file's fields as the desk writes them: the fields both versions share as the Persian
 * side has them (the form shows them once, on that side), the photo named from the English folder,
 * and each correction dated as the Persian one it translates (the form gives each its own clock).
 */
export function englishFields(
  en: Record<string, unknown>,
  fa: Record<string, unknown>,
): Record<string, unknown> {
  const result = {...en};
  for (const field of TWIN_FIELDS) {
    if (fa[field] === undefined) delete result[field];
    else result[field] = fa[field];
  }
  result.image =
    typeof fa.image === 'string' && fa.image
      ? englishPhotoRef(fa.image)
      : undefined;
  const faCorrections = Array.isArray(fa.correction) ? fa.correction : [];
  if (Array.isArray(en.correction)) {
    result.correction = (en.correction as Array<Record<string, unknown>>).map(
      (c, i) => ({
        ...c,
        date:
          (faCorrections[i] as {date?: unknown} | undefined)?.date ?? c.date,
      }),
    );
  }
  return result;
}

/**
 * The Persian fields with Arabic letter forms replaced, as `news:check --fix` does (the slug, the
 * article's URL, is kept as written). Returns the same object when nothing changed.
 */
export function normaliseLetters(
  data: Record<string, unknown>,
): Record<string, unknown> {
  let changed = false;
  const fix = (value: unknown): unknown => {
    if (typeof value === 'string') {
      const fixed = toPersianLetterForms(value);
      if (fixed !== value) changed = true;
      return fixed;
    }
    if (Array.isArray(value)) return value.map(fix);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([k, v]) => [k, fix(v)]),
      );
    }
    return value;
  };
  const result = Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      key === 'slug' ? value : fix(value),
    ]),
  );
  return changed ? result : data;
}

/** Checks one file's text; a front-matter problem gets its line, as news:check reports it. */
function checkFile(
  file: string,
  source: string,
  keys: DeskKeys,
): {frontMatter?: NewsFrontMatter; problems: Problem[]} {
  const parsed = parseArticle(file, source);
  if ('message' in parsed) return {problems: [parsed]};
  const {value, problems} = checkFrontMatter(parsed.data, {
    file,
    tagKeys: new Set(keys.tagKeys),
    authorKeys: new Set(keys.authorKeys),
  });
  problems.push(...previewMarkerProblems(file, parsed.body));
  for (const problem of problems) {
    problem.line ??= frontMatterLine(source, problem.field);
  }
  problems.push(...arabicFormProblems(file, source));
  return {frontMatter: value, problems};
}

/** Every problem of a story (its Persian and English fields) the desk can see before it commits. */
export function checkStory(
  story: {fa: Record<string, unknown>; en: Record<string, unknown>},
  keys: DeskKeys,
): Problem[] {
  const name = articleFileName(story.fa);
  const faFile = `${NEWS_DIR}/${name}`;
  const enFile = `${EN_NEWS_DIR}/${name}`;
  const fa = checkFile(faFile, articleToFile(story.fa), keys);
  const en = checkFile(
    enFile,
    articleToFile(englishFields(story.en, story.fa)),
    keys,
  );
  const problems = [...fa.problems, ...en.problems];
  if (fa.frontMatter && en.frontMatter) {
    const facts = (
      file: string,
      dir: string,
      frontMatter: NewsFrontMatter,
    ) => ({
      file,
      frontMatter,
      ...(frontMatter.image && {
        photoFile: photoRepoPath(dir, frontMatter.image),
      }),
    });
    problems.push(
      ...twinProblems(
        facts(faFile, NEWS_DIR, fa.frontMatter),
        facts(enFile, EN_NEWS_DIR, en.frontMatter),
      ),
    );
  }
  return problems;
}

/** A market day's problems, by market:check's rules for one day file. */
export function checkMarketDay(
  data: Record<string, unknown>,
  instruments: readonly Instrument[],
): Problem[] {
  const name = `${typeof data.time === 'string' ? data.time.slice(0, 10) : ''}.yml`;
  const file = `market/days/${name}`;
  const text = marketDayToFile(
    data as Parameters<typeof marketDayToFile>[0],
    instruments.map((i) => i.key),
  );
  // Read back as the market loader reads it (JSON schema: a time stays text).
  return checkDay(file, name, marketDayFromFile(text), instruments).problems;
}
