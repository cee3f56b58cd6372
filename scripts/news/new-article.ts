/**
 * `npm run news:new -- --title "…" --tags "dollar,currency" [--author sara-ahmadi] [--en-title "…"] [--photo ~/x.jpg]`
 *
 * Creates the Persian article and its English twin with the next free id, the slug and hash,
 * the current Tehran time and every front-matter field to fill; with `--photo`, copies the photo
 * next to the article and adds the photo fields. Refuses unknown tags or authors up front, so the
 * editor fixes the command, not the file. Bad input gets the usage, never a stack trace.
 */
import {copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import yaml from 'js-yaml';
import {articleSlug, slugWords} from '../../src/lib/slug';
import {closest, MAX_TAGS} from '../../src/plugins/news-guard/schema';
import {templateBody, TEMPLATE} from '../../src/plugins/news-guard/template';
import {EN_NEWS_DIR, NEWS_DIR} from '../../src/plugins/news-guard/validate';
import {toTehranIso} from '../../src/lib/tehranTime';
import {idsInFileNames, nextFreeId, npmSwallowedOptions, PHOTO_EXTENSIONS} from './new-article-lib';

const USAGE = `Usage: npm run news:new -- --title "…" --tags "key,key" [options]
       (the two dashes after news:new pass the options on: without them npm keeps them for itself)

  --title "…"        the Persian headline (required)
  --tags "a,b"       1–${MAX_TAGS} tag keys of news/tags.yml, the main subject first (required)
  --author key       a key of news/authors.yml (default: newsroom)
  --en-title "…"     the English headline (else a TODO the check reports)
  --photo path       a photo (JPEG, PNG, WebP or AVIF, at least 1200 px wide, at most 10 MB): copied
                     next to the article, with image_alt, image_caption and image_credit to fill
  --draft            keep the article out of the published site until you remove draft: true
  --help             this text

Example:
  npm run news:new -- --title "دلار در کانال ۱۱۰ هزار تومان" --tags "dollar,currency" --author sara-ahmadi \\
    --en-title "The dollar crosses 110,000 tomans" --photo ~/Pictures/ferdowsi-square.jpg`;

function fail(message: string): never {
  console.error(`✗ ${message}\n\n${USAGE}`);
  process.exit(1);
}

const swallowed = npmSwallowedOptions(process.env);
let parsed: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    strict: true,
    allowPositionals: true,
    options: {
      title: {type: 'string'},
      tags: {type: 'string'},
      author: {type: 'string', default: 'newsroom'},
      'en-title': {type: 'string'},
      photo: {type: 'string'},
      draft: {type: 'boolean', default: false},
      site: {type: 'string', default: process.cwd()},
      help: {type: 'boolean', short: 'h', default: false},
    },
  });
}
try {
  parsed = parse();
} catch (error) {
  fail((error as Error).message.replace(/\. To specify a positional argument.*$/s, '.'));
}
const {values, positionals} = parsed;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (swallowed.length > 0) {
  fail(`npm took ${swallowed.map((o) => `--${o}`).join(', ')} for itself: put -- between news:new and the options, as in the example below.`);
}
if (positionals.length > 0) fail(`Unexpected "${positionals.join(' ')}": every value follows its option (--title "…").`);
const siteDir = path.resolve(values.site!);
if (!values.title?.trim()) fail('Give the Persian headline: --title "…"');
if (!values.tags?.trim()) fail(`Give 1–${MAX_TAGS} tag keys from news/tags.yml: --tags "dollar,currency"`);

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
if (!authorKeys.includes(values.author!)) {
  const guess = closest(values.author!, authorKeys);
  fail(`Unknown author "${values.author}".${guess ? ` Did you mean "${guess}"?` : ''} Declared in news/authors.yml: ${authorKeys.join(', ')}.`);
}

const photo = values.photo === undefined ? undefined : path.resolve(values.photo);
if (photo !== undefined) {
  if (!existsSync(photo) || !statSync(photo).isFile()) fail(`--photo: ${values.photo} is not a file.`);
  if (!PHOTO_EXTENSIONS.includes(path.extname(photo).toLowerCase())) fail(`--photo: ${path.basename(photo)} is not a JPEG, PNG, WebP or AVIF file.`);
}

const listFiles = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);
// Every file name counts, an unfinished or invalid article's too: its id is taken.
const id = nextFreeId(idsInFileNames([...listFiles(path.join(siteDir, NEWS_DIR)), ...listFiles(path.join(siteDir, EN_NEWS_DIR))]));
const title = values.title!.trim();
const date = toTehranIso(new Date());
const name = `${date.slice(0, 10)}-${id}.md`;
const slug = articleSlug(id, title);
const faFile = path.join(siteDir, NEWS_DIR, name);
const enFile = path.join(siteDir, EN_NEWS_DIR, name);
if (existsSync(faFile) || existsSync(enFile)) fail(`${name} already exists.`);

/** The photo beside the Persian article (news/img/), named by the id; the English file points at the same file. */
const photoFile = photo && path.join(siteDir, NEWS_DIR, 'img', `${id}-${slugWords(path.parse(photo).name) || 'photo'}${path.extname(photo).toLowerCase()}`);
const photoRef = (articleFile: string) => {
  const relative = path.relative(path.dirname(articleFile), photoFile!).split(path.sep).join('/');
  return relative.startsWith('.') ? relative : `./${relative}`;
};

const frontMatter = (t: string, description: string, articleFile: string) =>
  ['---', `title: ${JSON.stringify(t)}`, `description: ${JSON.stringify(description)}`, `slug: ${slug}`, `date: ${date}`,
    `authors: [${values.author}]`, `tags: [${tags.join(', ')}]`,
    ...(photoFile ? [`image: ${photoRef(articleFile)}`, 'image_alt: ""', 'image_caption: ""', 'image_credit: ""'] : []),
    ...(values.draft ? ['draft: true'] : []), '---', ''].join('\n');

const fa = `${frontMatter(title, TEMPLATE.fa.description, faFile)}\n${templateBody('fa')}`;
const en = `${frontMatter(values['en-title']?.trim() || 'TODO: English headline', TEMPLATE.en.description, enFile)}\n${templateBody('en')}`;

mkdirSync(path.dirname(enFile), {recursive: true});
if (photoFile) {
  mkdirSync(path.dirname(photoFile), {recursive: true});
  copyFileSync(photo!, photoFile);
}
writeFileSync(faFile, fa);
writeFileSync(enFile, en);
const created = [faFile, enFile, ...(photoFile ? [photoFile] : [])].map((f) => path.relative(siteDir, f));
console.log(`✓ Created ${created.join(', ')}
  URL: /news${slug}
  Next: write the body and the TODO fields${photoFile ? ', image_alt, image_caption and image_credit' : ''} in both files, then run \`npm run news:check\`.`);
