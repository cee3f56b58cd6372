/**
 * The front-matter rules of a news article, checked by `npm run news:check` and by every build
 * (through the news-guard plugin). Each rule reports the file, the field and the fix.
 */
import {ARTICLE_SLUG_PATTERN} from '../../lib/slug';

/** Article ids: six digits, never below the archive's first article. */
export const NEWS_ID_MIN = 121528;
export const NEWS_ID_MAX = 999999;
export const MAX_TAGS = 5;
/** The marker that ends the list preview (MDX comment: `future.v4` turns MDX 1 comments off). */
export const TRUNCATE_MARKER = '{/* truncate */}';
/** `2025-09-21T07:17:00+03:30`: a full timestamp with its offset, so the order is stable. */
const DATE_PATTERN =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})$/;
/** `2025-09-21-121530.md`: publication day (Tehran) and id. */
export const FILE_NAME_PATTERN = /^(\d{4}-\d{2}-\d{2})-(\d+)\.mdx?$/;

export interface NewsFrontMatter {
  /** Headline, shown on lists, the article and in the browser tab. */
  title: string;
  /** One sentence for search engines and link previews. */
  description: string;
  /** `/{id}/{persian-words}-{6 hex}`: the URL under /news, identical in fa and en. */
  slug: string;
  /** Publication time with offset, e.g. 2025-09-21T07:17:00+03:30. */
  date: string;
  /** Keys of news/authors.yml. */
  authors: string[];
  /** 1–5 keys of news/tags.yml; the first is the article's main subject. */
  tags: string[];
  /** The lead photo: a path relative to the article (./img/x.jpg) or under static/ (/img/photos/x.jpg), ≥ 1200 px wide, ≤ 10 MB. */
  image?: string;
  /** What the photo shows, for readers who cannot see it; required with `image`. */
  image_alt?: string;
  /** Caption under the lead photo: what, where, when. */
  image_caption?: string;
  /** Who took the photo or owns it, shown as «عکس: …» / "Photo: …" (an illustration's as «طرح: …» / "Illustration: …"). */
  image_credit?: string;
  /** `illustration` for a drawn or rendered picture (not a photograph): credited and labelled as one. */
  image_kind?: 'photo' | 'illustration';
  /** Time of the last substantive edit, with offset, later than `date`: shown as «به‌روزرسانی: …». */
  updated?: string;
  /** Published corrections, oldest first: each `{date, text}`, shown at the end of the article. */
  correction?: Correction[];
  /** Breaking news: a «فوری» / "Breaking" label on cards and the article. */
  breaking?: boolean;
  /** The lead story of the news list and the home page while set; one article at most. */
  pinned?: boolean;
  /** Left out of production builds. */
  draft?: boolean;
  /** Reachable by URL only: out of lists, feeds, sitemap and search. */
  unlisted?: boolean;
}

interface Correction {
  /** When the correction was made, with offset. */
  date: string;
  /** What was wrong and what is right, one or two sentences. */
  text: string;
}

export interface Problem {
  file: string;
  /** Line in the file (1-based), when the problem is at one place. */
  line?: number;
  field: string;
  message: string;
  fix: string;
}

export interface SchemaContext {
  file: string;
  tagKeys: ReadonlySet<string>;
  authorKeys: ReadonlySet<string>;
}

/** The site's own front-matter fields, in the order news:new and the editors' desk write them. */
export const ARTICLE_FIELDS = [
  'title',
  'description',
  'slug',
  'date',
  'authors',
  'tags',
  'image',
  'image_alt',
  'image_caption',
  'image_credit',
  'image_kind',
  'updated',
  'correction',
  'breaking',
  'pinned',
  'draft',
  'unlisted',
] as const;

const KNOWN_FIELDS = new Set<string>([
  ...ARTICLE_FIELDS,
  // Docusaurus's own, read as it reads them.
  'keywords',
  'sidebar_label',
  'hide_table_of_contents',
  'toc_min_heading_level',
  'toc_max_heading_level',
]);

/** Fields other sites or Docusaurus use for something this site spells differently. */
const RENAMED_FIELDS: Record<string, string> = {
  last_update: 'updated',
  lastUpdate: 'updated',
  modified: 'updated',
  corrections: 'correction',
};

/** Nearest key by edit distance, for "did you mean" hints. */
export function closest(
  word: string,
  candidates: Iterable<string>,
): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = editDistance(word, candidate);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return bestDistance <= Math.max(2, Math.floor(word.length / 3))
    ? best
    : undefined;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j];
      row[j] = Math.min(
        row[j] + 1,
        row[j - 1] + 1,
        prev + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      prev = tmp;
    }
  }
  return row[b.length];
}

const isNonEmptyString = (v: unknown): v is string =>
  typeof v === 'string' && v.trim() !== '';

type Report = (field: string, message: string, fix: string) => void;

/** A timestamp with its offset, quoted (an unquoted YAML date loses the offset). */
function checkTimestamp(
  value: unknown,
  field: string,
  report: Report,
  example: string,
): boolean {
  if (value instanceof Date) {
    report(
      field,
      'is not quoted as text with its offset',
      `write it as ${example}`,
    );
    return false;
  }
  if (
    typeof value !== 'string' ||
    !DATE_PATTERN.test(value) ||
    Number.isNaN(Date.parse(value))
  ) {
    report(
      field,
      `"${String(value ?? '')}" is not a valid timestamp with offset`,
      `write it as ${example} (Tehran time)`,
    );
    return false;
  }
  return true;
}

const CORRECTION_EXAMPLE =
  'correction: [{date: "2025-09-21T18:40:00+03:30", text: "An earlier version gave the wrong rate."}]';

function checkCorrections(
  value: unknown,
  published: number | undefined,
  report: Report,
): void {
  if (!Array.isArray(value) || value.length === 0) {
    report(
      'correction',
      'must be a list of {date, text}',
      `write ${CORRECTION_EXAMPLE}`,
    );
    return;
  }
  value.forEach((entry: unknown, i) => {
    const field = `correction[${i + 1}]`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      report(
        field,
        'is not a {date, text} pair',
        `write ${CORRECTION_EXAMPLE}`,
      );
      return;
    }
    const {date, text, ...rest} = entry as Record<string, unknown>;
    for (const key of Object.keys(rest)) {
      report(field, `unknown key "${key}"`, 'keep only date and text');
    }
    if (!isNonEmptyString(text)) {
      report(
        field,
        'has no text',
        'say what was wrong and what is right, in one or two sentences',
      );
    }
    if (
      checkTimestamp(
        date,
        `${field}.date`,
        report,
        '2025-09-21T18:40:00+03:30',
      ) &&
      published !== undefined &&
      Date.parse(date as string) < published
    ) {
      report(
        `${field}.date`,
        `${String(date)} is before the publication date`,
        'write the time the correction was made',
      );
    }
  });
}

const IMAGE_KINDS = ['photo', 'illustration'] as const;

const PHOTO_TEXT_FIELDS = [
  'image_alt',
  'image_caption',
  'image_credit',
] as const;

/** What to write in an empty photo field (news:new leaves them empty to be filled). */
const PHOTO_TEXT_FIX: Record<(typeof PHOTO_TEXT_FIELDS)[number], string> = {
  image_alt:
    'describe what the photo shows, in the article\'s language, for readers who cannot see it (`image_alt: "…"`)',
  image_caption:
    'say what the photo shows, where and when (`image_caption: "…"`), or remove the line',
  image_credit:
    'name who took the photo or owns it (`image_credit: "…"`), or remove the line',
};

function checkPhotoFields(data: Record<string, unknown>, report: Report): void {
  if (data.image !== undefined && !isNonEmptyString(data.image)) {
    report(
      'image',
      'must be a path',
      'write a path relative to the article (./img/photo.jpg) or under static/ (/img/photos/photo.jpg), or remove the line',
    );
  }
  for (const field of PHOTO_TEXT_FIELDS) {
    const text = data[field];
    if (typeof text === 'string' && !text.trim()) {
      report(field, 'is empty', PHOTO_TEXT_FIX[field]);
    } else if (data[field] !== undefined && !isNonEmptyString(data[field])) {
      report(
        field,
        'must be text',
        `write \`${field}: "…"\` or remove the line`,
      );
    } else if (data[field] !== undefined && data.image === undefined) {
      report(
        field,
        'is set but there is no `image`',
        'add `image:` with the photo, or remove the line',
      );
    }
  }
  if (
    data.image_kind !== undefined &&
    !IMAGE_KINDS.includes(data.image_kind as never)
  ) {
    report(
      'image_kind',
      `"${String(data.image_kind)}" is not a kind of picture`,
      'write `image_kind: illustration` for a drawing or a rendered scene, `photo` (or no line) for a photograph',
    );
  } else if (data.image_kind !== undefined && data.image === undefined) {
    report(
      'image_kind',
      'is set but there is no `image`',
      'add `image:` with the picture, or remove the line',
    );
  }
  if (isNonEmptyString(data.image) && data.image_alt === undefined) {
    report(
      'image_alt',
      'missing: a photo needs a text alternative',
      'add `image_alt: "…"` saying what the photo shows (who, what, where)',
    );
  }
}

/**
 * Checks one parsed front matter. Returns the typed value when there is no problem, and every
 * problem found (not just the first), so an editor fixes them all in one go.
 */
export function checkFrontMatter(
  data: Record<string, unknown>,
  ctx: SchemaContext,
): {value?: NewsFrontMatter; problems: Problem[]} {
  const problems: Problem[] = [];
  const report = (field: string, message: string, fix: string) =>
    problems.push({file: ctx.file, field, message, fix});

  for (const key of Object.keys(data)) {
    if (key in RENAMED_FIELDS) {
      report(
        key,
        `"${key}" is not read by this site`,
        `rename it to "${RENAMED_FIELDS[key]}"${RENAMED_FIELDS[key] === 'updated' ? ' and write the time of the edit with offset, e.g. updated: 2025-09-21T18:40:00+03:30' : ''}`,
      );
    } else if (!KNOWN_FIELDS.has(key)) {
      const guess = closest(key, KNOWN_FIELDS);
      report(
        key,
        `unknown field "${key}"`,
        guess ? `rename it to "${guess}"` : 'remove it',
      );
    }
  }

  if (!isNonEmptyString(data.title)) {
    report('title', 'missing or empty', 'add `title: "…"` with the headline');
  } else if (data.title.length > 160) {
    report(
      'title',
      `is ${data.title.length} characters long`,
      'shorten the headline to 160 characters or fewer',
    );
  } else if (/TODO/i.test(data.title)) {
    report('title', 'still holds the TODO placeholder', 'write the headline');
  }

  if (!isNonEmptyString(data.description)) {
    report(
      'description',
      'missing or empty',
      'add `description: "…"`: one sentence for search engines',
    );
  } else if (/TODO/i.test(data.description)) {
    report(
      'description',
      'still holds the TODO placeholder',
      'write one sentence summarising the article',
    );
  } else if (data.description.length < 40 || data.description.length > 300) {
    report(
      'description',
      `is ${data.description.length} characters long`,
      'write one sentence of 40–300 characters',
    );
  }

  if (!isNonEmptyString(data.slug)) {
    report(
      'slug',
      'missing',
      'create articles with `npm run news:new`, which writes the slug; or add `slug: /{id}/{words}-{hash}`',
    );
  } else {
    const match = ARTICLE_SLUG_PATTERN.exec(data.slug);
    if (!match) {
      report(
        'slug',
        `"${data.slug}" does not have the shape /{id}/{persian-words}-{6 hex}`,
        'keep the slug `npm run news:new` wrote',
      );
    } else {
      const id = Number(match[1]);
      if (id < NEWS_ID_MIN || id > NEWS_ID_MAX) {
        report(
          'slug',
          `id ${id} is outside ${NEWS_ID_MIN}–${NEWS_ID_MAX}`,
          'use the next free id (`npm run news:new` picks it)',
        );
      }
    }
  }

  const dateOk = checkTimestamp(
    data.date,
    'date',
    report,
    '2025-09-21T07:17:00+03:30',
  );
  if (
    data.updated !== undefined &&
    checkTimestamp(
      data.updated,
      'updated',
      report,
      '2025-09-21T18:40:00+03:30',
    ) &&
    dateOk
  ) {
    if (Date.parse(data.updated as string) <= Date.parse(data.date as string)) {
      report(
        'updated',
        `${String(data.updated)} is not later than the publication date ${String(data.date)}`,
        'write the time of the edit, after `date`, or remove the line',
      );
    }
  }
  if (data.correction !== undefined) {
    checkCorrections(
      data.correction,
      dateOk ? Date.parse(data.date as string) : undefined,
      report,
    );
  }

  if (!Array.isArray(data.authors) || data.authors.length === 0) {
    report(
      'authors',
      'missing',
      `add \`authors: [newsroom]\` with keys of news/authors.yml (${[...ctx.authorKeys].join(', ')})`,
    );
  } else {
    for (const author of data.authors) {
      if (typeof author !== 'string' || !ctx.authorKeys.has(author)) {
        const guess =
          typeof author === 'string'
            ? closest(author, ctx.authorKeys)
            : undefined;
        report(
          'authors',
          `unknown author "${String(author)}"`,
          guess
            ? `did you mean "${guess}"? Authors are declared in news/authors.yml`
            : 'declare the author in news/authors.yml or use one declared there',
        );
      }
    }
  }

  if (!Array.isArray(data.tags) || data.tags.length === 0) {
    report(
      'tags',
      'missing',
      'add `tags: [key, …]` with 1–5 keys of news/tags.yml',
    );
  } else {
    if (data.tags.length > MAX_TAGS) {
      report(
        'tags',
        `has ${data.tags.length} tags`,
        `keep the ${MAX_TAGS} that matter most`,
      );
    }
    const seen = new Set<string>();
    for (const tag of data.tags) {
      if (typeof tag !== 'string' || !ctx.tagKeys.has(tag)) {
        const guess =
          typeof tag === 'string' ? closest(tag, ctx.tagKeys) : undefined;
        report(
          'tags',
          `unknown tag "${String(tag)}"`,
          guess
            ? `did you mean "${guess}"? Tags are declared in news/tags.yml`
            : 'declare it in news/tags.yml (label, permalink, description) or use a declared key',
        );
      } else if (seen.has(tag)) {
        report('tags', `"${tag}" is listed twice`, 'remove the repeat');
      }
      if (typeof tag === 'string') seen.add(tag);
    }
  }

  for (const flag of ['draft', 'unlisted', 'breaking', 'pinned'] as const) {
    if (data[flag] !== undefined && typeof data[flag] !== 'boolean') {
      report(
        flag,
        `must be true or false, got "${String(data[flag])}"`,
        `write \`${flag}: true\` or remove the line`,
      );
    }
  }
  checkPhotoFields(data, report);

  return problems.length === 0
    ? {value: data as unknown as NewsFrontMatter, problems}
    : {problems};
}
