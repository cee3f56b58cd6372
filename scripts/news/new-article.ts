/**
 * `npm run news:new -- --title "…" --tags "dollar,currency" [--author sara-ahmadi] [--en-title "…"] [--photo ~/x.jpg]`
 *
 * Creates the Persian article and its English twin with the next free id, the slug and hash,
 * the current Tehran time (NERKHNAMA_NOW when set, as for a build) and every front-matter field to fill; with `--photo`, copies the photo
 * next to the article and adds the photo fields. Refuses unknown tags or authors up front, so the
 * editor fixes the command, not the file. Bad input gets the usage, never a stack trace.
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {MAX_TAGS} from '../../src/plugins/news-guard/schema';
import {buildNow} from '../../src/lib/schedule';
import {ArticleInputError, createArticle} from './create-article';
import {npmSwallowedOptions} from './new-article-lib';

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
  fail(
    (error as Error).message.replace(
      /\. To specify a positional argument.*$/s,
      '.',
    ),
  );
}
const {values, positionals} = parsed;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (swallowed.length > 0) {
  fail(
    `npm took ${swallowed.map((o) => `--${o}`).join(', ')} for itself: put -- between news:new and the options, as in the example below.`,
  );
}
if (positionals.length > 0) {
  fail(
    `Unexpected "${positionals.join(' ')}": every value follows its option (--title "…").`,
  );
}
const siteDir = path.resolve(values.site!);
if (!values.title?.trim()) fail('Give the Persian headline: --title "…"');
if (!values.tags?.trim()) {
  fail(
    `Give 1–${MAX_TAGS} tag keys from news/tags.yml: --tags "dollar,currency"`,
  );
}

const tags = values.tags!.split(/[,،\s]+/).filter(Boolean);
if (tags.length > MAX_TAGS) {
  fail(`At most ${MAX_TAGS} tags, got ${tags.length}.`);
}

let created: ReturnType<typeof createArticle>;
try {
  created = createArticle(
    siteDir,
    {
      title: values.title!,
      tags,
      author: values.author!,
      enTitle: values['en-title'],
      photo: values.photo,
      draft: values.draft,
    },
    buildNow(),
  );
} catch (error) {
  if (error instanceof ArticleInputError) fail(error.message);
  throw error;
}
const photoWritten = values.photo !== undefined;
console.log(`✓ Created ${created.files.join(', ')}
  URL: /news${created.slug}
  Next: write the body and the TODO fields${photoWritten ? ', image_alt, image_caption and image_credit' : ''} in both files, then run \`npm run news:check\`.`);
