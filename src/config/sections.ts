/**
 * The news site's main sections, in menu order. A section is a tag of news/tags.yml (its page is
 * that tag's page); `tags` lists the tags whose articles belong to it, the first being the
 * section's own. The phone menu, the section strip of list pages and the home page's section
 * blocks are rendered from this list (resolved by src/plugins/news-sections at build time).
 */
import type {Locale, Localized} from './locales';

export interface SectionConfig {
  id: string;
  /** Keys of news/tags.yml; the first is the section's page. */
  tags: readonly [string, ...string[]];
  /** The section's name when it is not the first tag's label (a section wider than its tag). */
  label?: Localized;
}

export const SECTIONS: readonly SectionConfig[] = [
  {
    id: 'gold',
    tags: ['gold', 'coin'],
    label: {fa: 'طلا و سکه', en: 'Gold and coins'},
  },
  {id: 'currency', tags: ['currency', 'dollar']},
  {id: 'stock', tags: ['stock']},
  {id: 'housing', tags: ['housing']},
  {id: 'car', tags: ['car']},
  {id: 'central-bank', tags: ['central-bank']},
  {id: 'economy', tags: ['economy']},
];

/** A section as pages show it, in one locale (the plugin's global data). */
export interface Section {
  id: string;
  label: string;
  /** The section's page: its first tag's page, with the locale's base URL. */
  permalink: string;
}

/** Tag entries as news/tags.yml declares them (key → label and permalink). */
export type TagsFile = Record<string, {label?: unknown; permalink?: unknown}>;

/**
 * Every problem of the sections against a locale's tags file, in the news guard's form
 * (`file › field: problem. Fix: …`), so an editor who renames a tag learns what to change.
 */
export function sectionProblems(
  sections: readonly SectionConfig[],
  tags: TagsFile,
  tagsFile: string,
): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const [i, section] of sections.entries()) {
    if (seen.has(section.id)) {
      problems.push(
        `src/config/sections.ts › SECTIONS[${i}].id: "${section.id}" twice. Fix: give each section its own id`,
      );
    }
    seen.add(section.id);
    for (const key of section.tags) {
      if (!tags[key]) {
        problems.push(
          `${tagsFile} › ${key}: section "${section.id}" needs this tag. Fix: declare it in ${tagsFile} or change src/config/sections.ts`,
        );
      }
    }
  }
  return problems;
}

/** The sections in one locale: label (config or tag label) and the tag page's URL. */
export function resolveSections(
  sections: readonly SectionConfig[],
  tags: TagsFile,
  locale: Locale,
  tagsBaseUrl: string,
): Section[] {
  return sections.map((section) => {
    const tag = tags[section.tags[0]];
    return {
      id: section.id,
      label: section.label?.[locale] ?? String(tag.label),
      permalink: `${tagsBaseUrl.replace(/\/$/, '')}${String(tag.permalink)}`,
    };
  });
}
