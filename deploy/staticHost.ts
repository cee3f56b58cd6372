/**
 * `_headers` and `_redirects` for a static host or CDN (Netlify, Cloudflare Pages), written into
 * the build folder from the same rules as nginx.conf. What these formats cannot say is left to the
 * host: methods other than GET/HEAD, hidden files and source maps (those hosts serve none of them).
 */
import * as rules from './rules';
import {renderCsp} from './csp';

const GENERATED =
  '# Generated from deploy/rules.ts by `npm run deploy:config`: do not edit.';

export function renderHeaders(scriptHashes: readonly string[]): string {
  const lines = [
    GENERATED,
    '',
    '/*',
    `  Content-Security-Policy: ${renderCsp(rules.csp, scriptHashes)}`,
  ];
  for (const [name, value] of Object.entries(rules.securityHeaders)) {
    lines.push(`  ${name}: ${value}`);
  }
  // Hosts add up every matching block, so Cache-Control is only set where it is immutable; pages
  // keep the hosts' own revalidating default.
  for (const rule of rules.cacheRules) {
    for (const glob of rule.glob ?? []) {
      lines.push('', glob, `  Cache-Control: ${rule.cacheControl}`);
    }
  }
  for (const override of rules.contentTypeOverrides) {
    for (const glob of override.glob) {
      lines.push('', glob, `  Content-Type: ${override.type}; charset=utf-8`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The clean URL of a built page (`news/tags.html` → `/news/tags`), a locale's home with its slash
 * (`en/index.html` → `/en/`), or undefined for the not-found pages, which are not routes.
 */
export function cleanUrlOf(htmlFile: string): string | undefined {
  const path = `/${htmlFile.split('\\').join('/')}`;
  if (/^(\/en)?\/404\.html$/.test(path)) return undefined;
  if (rules.locales.some((locale) => path === `${locale.prefix}/index.html`)) {
    return path.slice(0, -'index.html'.length);
  }
  return path.replace(/\/index\.html$/, '').replace(/\.html$/, '');
}

/** Percent-encodes a path for the rule files (Persian slugs), keeping `/`. */
const encodePath = (path: string) =>
  path.split('/').map(encodeURIComponent).join('/');

/**
 * One 301 for each suffixed form of each built page (the formats have no regex), then each
 * locale's not-found page with status 404 for anything else under its prefix. `/x.html` → `/x`
 * is left out: both hosts do it themselves, and Cloudflare Pages takes at most 2,000 redirects.
 * So is `/en` → `/en/` (a folder's index): both hosts add that slash themselves, and a rule of
 * ours would loop on Netlify, which matches `/en/` against a rule for `/en`.
 */
export function redirectLines(htmlFiles: readonly string[]): string[] {
  const lines = [GENERATED, '# /x.html → /x: done by the host itself.', ''];
  const pages = htmlFiles
    .map(cleanUrlOf)
    .filter((url): url is string => url !== undefined)
    .sort();
  for (const page of pages) {
    const target = encodePath(page);
    const suffixed = page.endsWith('/')
      ? [`${page}index.html`]
      : [`${page}/`, `${page}/index.html`];
    for (const from of suffixed) {
      lines.push(`${encodePath(from)} ${target} 301`);
    }
  }
  lines.push(
    '',
    "# An article's short link, the number readers quote («کد خبر»).",
  );
  for (const [from, to] of [...rules.shortLinks(pages)].sort()) {
    lines.push(`${from} ${encodePath(to)} 301`);
  }
  lines.push('');
  for (const locale of rules.locales) {
    lines.push(`${locale.prefix}/* ${locale.notFoundPage} 404`);
  }
  return lines;
}
