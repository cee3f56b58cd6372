/**
 * Resolves the main sections (src/config/sections.ts) against the locale's tags file and publishes
 * them as global data (seven links, the same size for any archive) for the phone menu and the
 * section strip of list pages. The home page plugin reads the same resolution for its blocks.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  SECTIONS,
  resolveSections,
  sectionProblems,
  type Section,
  type TagsFile,
} from '../../config/sections';
import {toSiteLocale} from '../../config/locales';
import {EN_NEWS_DIR, NEWS_DIR} from '../news-guard/validate';
import {blogOptions} from '../../config/blog';
import {readYamlSource} from '../sources';

export const NEWS_SECTIONS_PLUGIN = 'nerkhnama-news-sections';

export interface NewsSectionsData {
  sections: Section[];
}

/** A resolved section with the tag pages whose articles belong to it. */
export interface SectionWithTags extends Section {
  tagPermalinks: string[];
}

/** The sections of the locale being built, checked against its tags file (throws on a problem). */
export function loadSections(
  context: Pick<LoadContext, 'siteDir' | 'baseUrl' | 'i18n'>,
): SectionWithTags[] {
  const locale = toSiteLocale(context.i18n.currentLocale);
  const tagsFile = path.join(
    locale === 'en' ? EN_NEWS_DIR : NEWS_DIR,
    'tags.yml',
  );
  const tags = (readYamlSource(path.join(context.siteDir, tagsFile)) ??
    {}) as TagsFile;
  const problems = sectionProblems(SECTIONS, tags, tagsFile);
  if (problems.length > 0) {
    throw new Error(
      `The news sections are invalid:\n- ${problems.join('\n- ')}`,
    );
  }
  const tagsBase = `${context.baseUrl}${blogOptions(locale).routeBasePath}/tags`;
  return resolveSections(SECTIONS, tags, locale, tagsBase).map(
    (section, i) => ({
      ...section,
      tagPermalinks: SECTIONS[i].tags.map(
        (key) => `${tagsBase}${String(tags[key].permalink)}`,
      ),
    }),
  );
}

export default function newsSectionsPlugin(
  context: LoadContext,
): Plugin<NewsSectionsData> {
  return {
    name: NEWS_SECTIONS_PLUGIN,
    async loadContent() {
      return {
        sections: loadSections(context).map(({id, label, permalink}) => ({
          id,
          label,
          permalink,
        })),
      };
    },
    async contentLoaded({content, actions}) {
      actions.setGlobalData(content);
    },
  };
}
