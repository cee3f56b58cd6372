/**
 * One-off: writes news/tags.yml (Persian labels) and its English twin from the curated tag bank
 * and the descriptions written for it. Permalinks are identical in both files so the language
 * switch lands on the same tag page. After launch, editors edit the YAML files directly.
 *
 *   npx tsx scripts/news/write-tags-files.ts
 */
import {writeFileSync} from 'node:fs';
import yaml from 'js-yaml';
import {TAG_BANK} from './tag-bank';
import {TAG_DESCRIPTIONS} from './tag-descriptions';
import {tagPermalink} from '../../src/lib/slug';

function tagsFile(lang: 'fa' | 'en'): string {
  const entries = Object.fromEntries(
    TAG_BANK.map((tag) => {
      const description = TAG_DESCRIPTIONS[tag.key]?.[lang];
      if (!description) throw new Error(`tag-descriptions.ts has no ${lang} description for "${tag.key}"`);
      return [tag.key, {label: tag[lang], permalink: tagPermalink(tag.key, tag.fa), description}];
    }),
  );
  const header = lang === 'fa'
    ? '# Tags of the news. An article may only use keys declared here (inline tags fail the build).\n# English labels: i18n/en/docusaurus-plugin-content-blog/tags.yml (same keys and permalinks).\n'
    : '# English labels and descriptions of news/tags.yml: same keys, same permalinks.\n';
  return header + yaml.dump(entries, {lineWidth: -1, quotingType: '"'});
}

writeFileSync('news/tags.yml', tagsFile('fa'));
writeFileSync('i18n/en/docusaurus-plugin-content-blog/tags.yml', tagsFile('en'));
console.log(`wrote ${TAG_BANK.length} tags to news/tags.yml and its English twin`);
