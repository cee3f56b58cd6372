/** What kind of page a built HTML file is, from its path: the checks differ per kind. */
import type {Locale} from '../../src/config/locales';

export type PageKind =
  | 'home'
  | 'article'
  | 'list'
  | 'tags'
  | 'tag'
  | 'authors'
  | 'author'
  | 'info'
  | 'search'
  | 'notFound';

/** `file` is relative to the build folder, `/`-separated: `en/news/tags/gold/page/2.html`. */
export function pageKindOf(file: string): PageKind {
  const p = file.replace(/^en\//, '').replace(/\.html$/, '');
  if (p === 'index') return 'home';
  if (p === '404') return 'notFound';
  if (p === 'search') return 'search';
  if (p === 'news' || /^news\/page\/\d+$/.test(p)) return 'list';
  if (p === 'news/tags') return 'tags';
  if (p.startsWith('news/tags/')) return 'tag';
  if (p === 'news/authors') return 'authors';
  if (p.startsWith('news/authors/')) return 'author';
  if (/^news\/\d+\//.test(p)) return 'article';
  return 'info';
}

/** The page's locale: the English site is the `en/` folder. */
export const localeOfFile = (file: string): Locale =>
  file.startsWith('en/') ? 'en' : 'fa';
