/**
 * What `npm run news:new` does once its options are read: checks the tags and the author against
 * news/tags.yml and news/authors.yml, takes the next free id and writes the Persian article, its
 * English twin and the photo. The CLI calls it, and so does the newsroom-week test, which publishes
 * hundreds of stories without paying a process start for each.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {articleSlug, slugWords} from '../../src/lib/slug';
import {closest, MAX_TAGS} from '../../src/plugins/news-guard/schema';
import {templateBody, TEMPLATE} from '../../src/plugins/news-guard/template';
import {EN_NEWS_DIR, NEWS_DIR} from '../../src/plugins/news-guard/validate';
import {toTehranIso} from '../../src/lib/tehranTime';
import {idsInFileNames, nextFreeId, PHOTO_EXTENSIONS} from './new-article-lib';

export interface NewArticle {
  /** The Persian headline. */
  title: string;
  /** Tag keys of news/tags.yml, the main subject first. */
  tags: string[];
  /** A key of news/authors.yml. */
  author: string;
  /** The English headline (else a TODO the check reports). */
  enTitle?: string;
  /** A photo to copy next to the article. */
  photo?: string;
  draft?: boolean;
}

export interface CreatedArticle {
  id: number;
  slug: string;
  /** The publication time written into `date` (Tehran, with offset). */
  date: string;
  /** The Persian file, its English twin and the copied photo, relative to the site. */
  files: string[];
}

/** Input an editor has to correct: the CLI prints the message with its usage. */
export class ArticleInputError extends Error {}

const listFiles = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);

/** Writes the new article dated `now` (Tehran time) into the site at `siteDir`. */
export function createArticle(
  siteDir: string,
  input: NewArticle,
  now: Date,
): CreatedArticle {
  const fail = (message: string): never => {
    throw new ArticleInputError(message);
  };
  const keysOf = (file: string) =>
    Object.keys(
      (yaml.load(
        readFileSync(path.join(siteDir, NEWS_DIR, file), 'utf8'),
      ) as object) ?? {},
    );
  const tagKeys = keysOf('tags.yml');
  const authorKeys = keysOf('authors.yml');
  const {tags, author} = input;
  if (tags.length === 0 || tags.length > MAX_TAGS) {
    fail(`Give 1–${MAX_TAGS} tags, got ${tags.length}.`);
  }
  for (const tag of tags) {
    if (!tagKeys.includes(tag)) {
      const guess = closest(tag, tagKeys);
      fail(
        `Unknown tag "${tag}".${guess ? ` Did you mean "${guess}"?` : ''} Tags are declared in news/tags.yml.`,
      );
    }
  }
  if (!authorKeys.includes(author)) {
    const guess = closest(author, authorKeys);
    fail(
      `Unknown author "${author}".${guess ? ` Did you mean "${guess}"?` : ''} Declared in news/authors.yml: ${authorKeys.join(', ')}.`,
    );
  }
  const photo =
    input.photo === undefined ? undefined : path.resolve(input.photo);
  if (photo !== undefined) {
    if (!existsSync(photo) || !statSync(photo).isFile()) {
      fail(`--photo: ${input.photo} is not a file.`);
    }
    if (!PHOTO_EXTENSIONS.includes(path.extname(photo).toLowerCase())) {
      fail(
        `--photo: ${path.basename(photo)} is not a JPEG, PNG, WebP or AVIF file.`,
      );
    }
  }

  // Every file name counts, an unfinished or invalid article's too: its id is taken.
  const id = nextFreeId(
    idsInFileNames([
      ...listFiles(path.join(siteDir, NEWS_DIR)),
      ...listFiles(path.join(siteDir, EN_NEWS_DIR)),
    ]),
  );
  const title = input.title.trim();
  const date = toTehranIso(now);
  const name = `${date.slice(0, 10)}-${id}.md`;
  const slug = articleSlug(id, title);
  const faFile = path.join(siteDir, NEWS_DIR, name);
  const enFile = path.join(siteDir, EN_NEWS_DIR, name);
  if (existsSync(faFile) || existsSync(enFile)) fail(`${name} already exists.`);

  /** The photo beside the Persian article (news/img/), named by the id; the English file points at the same file. */
  const photoFile =
    photo &&
    path.join(
      siteDir,
      NEWS_DIR,
      'img',
      `${id}-${slugWords(path.parse(photo).name) || 'photo'}${path.extname(photo).toLowerCase()}`,
    );
  const photoRef = (articleFile: string) => {
    const relative = path
      .relative(path.dirname(articleFile), photoFile!)
      .split(path.sep)
      .join('/');
    return relative.startsWith('.') ? relative : `./${relative}`;
  };

  const frontMatter = (t: string, description: string, articleFile: string) =>
    [
      '---',
      `title: ${JSON.stringify(t)}`,
      `description: ${JSON.stringify(description)}`,
      `slug: ${slug}`,
      `date: ${date}`,
      `authors: [${author}]`,
      `tags: [${tags.join(', ')}]`,
      ...(photoFile
        ? [
            `image: ${photoRef(articleFile)}`,
            'image_alt: ""',
            'image_caption: ""',
            'image_credit: ""',
          ]
        : []),
      ...(input.draft ? ['draft: true'] : []),
      '---',
      '',
    ].join('\n');

  const fa = `${frontMatter(title, TEMPLATE.fa.description, faFile)}\n${templateBody('fa')}`;
  const en = `${frontMatter(input.enTitle?.trim() || 'TODO: English headline', TEMPLATE.en.description, enFile)}\n${templateBody('en')}`;

  mkdirSync(path.dirname(enFile), {recursive: true});
  if (photoFile) {
    mkdirSync(path.dirname(photoFile), {recursive: true});
    copyFileSync(photo!, photoFile);
  }
  writeFileSync(faFile, fa);
  writeFileSync(enFile, en);
  return {
    id,
    slug,
    date,
    files: [faFile, enFile, ...(photoFile ? [photoFile] : [])].map((f) =>
      path.relative(siteDir, f),
    ),
  };
}
