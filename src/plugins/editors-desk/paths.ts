/**
 * Decap keeps a translated entry as `{folder}/{locale}/{name}.md`; this site keeps the Persian
 * article in `news/` and its English version in the blog plugin's translation folder, as
 * `news:new` writes them. The desk's backend speaks Decap's paths to Decap and the site's paths to
 * git, through these two functions (pure, unit-tested).
 */
import {EN_NEWS_DIR, NEWS_DIR} from '../news-guard/article';
import {DESK_NEWS_FOLDER} from './config';

const DESK_ARTICLE = new RegExp(`^${DESK_NEWS_FOLDER}/(fa|en)/([^/]+\\.mdx?)$`);
const FA_ARTICLE = new RegExp(`^${NEWS_DIR}/([^/]+\\.mdx?)$`);
const EN_ARTICLE = new RegExp(`^${EN_NEWS_DIR}/([^/]+\\.mdx?)$`);

/** `news/en/2025-09-21-121530.md` → `i18n/en/docusaurus-plugin-content-blog/2025-09-21-121530.md`. */
export function toRepoPath(deskPath: string): string {
  const match = DESK_ARTICLE.exec(deskPath);
  if (!match) return deskPath;
  return `${match[1] === 'fa' ? NEWS_DIR : EN_NEWS_DIR}/${match[2]}`;
}

/** The reverse of toRepoPath; any other file (a photo, a market day) keeps its path. */
export function toDeskPath(repoPath: string): string {
  const fa = FA_ARTICLE.exec(repoPath);
  if (fa) return `${DESK_NEWS_FOLDER}/fa/${fa[1]}`;
  const en = EN_ARTICLE.exec(repoPath);
  if (en) return `${DESK_NEWS_FOLDER}/en/${en[1]}`;
  return repoPath;
}

/** The locale of a desk article path, or undefined for any other file. */
export function deskLocale(deskPath: string): 'fa' | 'en' | undefined {
  return DESK_ARTICLE.exec(deskPath)?.[1] as 'fa' | 'en' | undefined;
}

/** How many folders up from the English folder to the repository root. */
const EN_TO_ROOT = '../'.repeat(EN_NEWS_DIR.split('/').length);

/** Decap joins its public folder `./img` and the file name as `img/x.jpg`: written `./img/x.jpg`, as news:new does. */
export function persianPhotoRef(ref: string): string {
  return ref.startsWith('img/') ? `./${ref}` : ref;
}

/**
 * The English file names the Persian article's photo from its own folder, as news:new writes it:
 * `./img/x.jpg` in news/ is `../../../news/img/x.jpg` there.
 */
export function englishPhotoRef(ref: string): string {
  const persian = persianPhotoRef(ref);
  return persian.startsWith('./img/')
    ? `${EN_TO_ROOT}${NEWS_DIR}/${persian.slice(2)}`
    : persian;
}

/** The repository path a photo reference of an article in `dir` points at (`/…` is under static/). */
export function photoRepoPath(dir: string, ref: string): string {
  const joined = ref.startsWith('/') ? `static${ref}` : `${dir}/${ref}`;
  const parts: string[] = [];
  for (const part of joined.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}
