/**
 * `npm run news:new -- --title "…" --tags "dollar,currency" [--author sara-ahmadi] [--en-title "…"]`
 *
 * Creates the Persian article and its English twin with the next free id, the slug and hash,
 * the current Tehran time and every front-matter field to fill. Refuses unknown tags or authors
 * up front, so the editor fixes the command, not the file.
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import yaml from 'js-yaml';
import {articleSlug} from '../../src/lib/slug';
import {closest, MAX_TAGS, TRUNCATE_MARKER} from '../../src/plugins/news-guard/schema';
import {EN_NEWS_DIR, NEWS_DIR, validateNews} from '../../src/plugins/news-guard/validate';
import {nextFreeId, tehranTimestamp} from './new-article-lib';

function fail(message: string): never {
  console.error(`✗ ${message}`);
  process.exit(1);
}

const {values} = parseArgs({
  options: {
    title: {type: 'string'},
    tags: {type: 'string'},
    author: {type: 'string', default: 'newsroom'},
    'en-title': {type: 'string'},
    draft: {type: 'boolean', default: false},
    site: {type: 'string', default: process.cwd()},
  },
});
const siteDir = values.site!;
if (!values.title?.trim()) fail('Give the Persian headline: --title "…"');
if (!values.tags?.trim()) fail('Give 1–5 tag keys from news/tags.yml: --tags "dollar,currency"');

const keysOf = (file: string) => Object.keys((yaml.load(readFileSync(path.join(siteDir, NEWS_DIR, file), 'utf8')) as object) ?? {});
const tagKeys = keysOf('tags.yml');
const authorKeys = keysOf('authors.yml');
const tags = values.tags!.split(/[,،\s]+/).filter(Boolean);
if (tags.length > MAX_TAGS) fail(`At most ${MAX_TAGS} tags, got ${tags.length}.`);
for (const tag of tags) {
  if (!tagKeys.includes(tag)) {
    const guess = closest(tag, tagKeys);
    fail(`Unknown tag "${tag}".${guess ? ` Did you mean "${guess}"?` : ''} Tags are declared in news/tags.yml.`);
  }
}
if (!authorKeys.includes(values.author!)) fail(`Unknown author "${values.author}". Declared: ${authorKeys.join(', ')}.`);

const {articles} = validateNews(siteDir);
const id = nextFreeId(articles.map((a) => a.id));
const title = values.title!.trim();
const date = tehranTimestamp(new Date());
const name = `${date.slice(0, 10)}-${id}.md`;
const slug = articleSlug(id, title);

const frontMatter = (t: string, description: string) =>
  ['---', `title: ${JSON.stringify(t)}`, `description: ${JSON.stringify(description)}`, `slug: ${slug}`, `date: ${date}`,
    `authors: [${values.author}]`, `tags: [${tags.join(', ')}]`, ...(values.draft ? ['draft: true'] : []), '---', ''].join('\n');

const fa = `${frontMatter(title, 'TODO: یک جمله خلاصه برای موتورهای جست‌وجو')}
لید خبر را اینجا بنویسید: یک یا دو جمله که مهم‌ترین نکته را می‌گوید.

${TRUNCATE_MARKER}

## میان‌تیتر اول

متن خبر.
`;
const en = `${frontMatter(values['en-title']?.trim() || 'TODO: English headline', 'TODO: one sentence for search engines')}
Write the lead here: one or two sentences with the most important point.

${TRUNCATE_MARKER}

## First subheading

Article text.
`;

const faFile = path.join(siteDir, NEWS_DIR, name);
const enFile = path.join(siteDir, EN_NEWS_DIR, name);
if (existsSync(faFile) || existsSync(enFile)) fail(`${name} already exists.`);
mkdirSync(path.dirname(enFile), {recursive: true});
writeFileSync(faFile, fa);
writeFileSync(enFile, en);
console.log(`✓ Created ${path.relative(siteDir, faFile)} and ${path.relative(siteDir, enFile)}
  URL: /news${slug}
  Next: write the body and the TODO fields in both files, then run \`npm run news:check\`.`);
