/**
 * Renders `deploy/nginx.conf` from `rules.ts`: an http-context file holding the maps and one
 * `server` block. The operator's own `nerkhnama.site.conf` (next to the main nginx.conf) gives the
 * server block its `listen`, `server_name`, TLS and `root`: the tests write one with a loopback
 * port and the local build folder.
 */
import * as rules from './rules';
import {renderCsp} from './csp';

export const SITE_INCLUDE = 'nerkhnama.site.conf';
/** The build's short links (build/_short-links.map), linked next to the main nginx.conf under this name. */
export const SHORT_LINKS_INCLUDE = 'nerkhnama.short-links.map';
export const GENERATED_HEADER =
  '# Generated from deploy/rules.ts by `npm run deploy:config` (scripts/deploy-config.ts): do not edit.';

/** An nginx double-quoted string; `$` would start a variable, so literal values must not hold one. */
export function quote(value: string): string {
  if (/[$"\\\n]/.test(value)) {
    throw new Error(`Not a literal nginx value: ${value}`);
  }
  return `"${value}"`;
}

/** A quoted regex (map key or location): nginx keeps `\.` as is but would unescape `\t`, `\"` and `\\`. */
export function quoteRegex(pattern: string): string {
  if (/"|\\[tnr"'\\]/.test(pattern)) {
    throw new Error(`Cannot quote this regex for nginx: ${pattern}`);
  }
  return `"${pattern}"`;
}

const indent = (lines: readonly string[], depth = 1) =>
  lines.map((line) => (line ? '    '.repeat(depth) + line : line));

function maps(scriptHashes: readonly string[]): string[] {
  return [
    '# Allow header for the 405 answer to any method but GET and HEAD (empty: not sent).',
    'map $request_method $nerkhnama_allow {',
    ...indent([
      ...rules.allowedMethods.map((method) => `${method} "";`),
      `default ${quote(rules.allowedMethods.join(', '))};`,
    ]),
    '}',
    '',
    '# Cache lifetime: by status, and for files by the file actually served ($uri after try_files).',
    'map $status $nerkhnama_cache_control {',
    ...indent([
      ...rules.FILE_STATUSES.map(
        (status) => `${status} $nerkhnama_file_cache_control;`,
      ),
      ...Object.entries(rules.statusCacheControl).map(
        ([status, value]) => `${status} ${quote(value)};`,
      ),
      `default ${quote(rules.errorCacheControl)};`,
    ]),
    '}',
    '# First match wins.',
    'map $uri $nerkhnama_file_cache_control {',
    ...indent(
      rules.cacheRules.flatMap((rule) => [
        `# ${rule.why}`,
        `${quoteRegex(`~${rule.pattern}`)} ${quote(rule.cacheControl)};`,
      ]),
    ),
    ...indent([`default ${quote(rules.defaultCacheControl)};`]),
    '}',
    '',
    "# The editors' desk has its own policy; every other answer the readers' one.",
    'map $uri $nerkhnama_csp {',
    ...indent([
      `${quoteRegex(`~${rules.DESK_PATTERN}`)} ${quote(renderCsp(rules.deskCsp, []))};`,
      `default ${quote(renderCsp(rules.csp, scriptHashes))};`,
    ]),
    '}',
    '',
    "# An article's short link (/news/{id}) and its page: the build's list, build/_short-links.map,",
    `# linked next to the main nginx.conf as ${SHORT_LINKS_INCLUDE} (README, "Deploying").`,
    'map $uri $nerkhnama_short_link {',
    ...indent(['default "";', `include ${SHORT_LINKS_INCLUDE};`]),
    '}',
    '',
    "# Each locale's not-found page, for anything under its prefix.",
    'map $uri $nerkhnama_not_found {',
    ...indent(
      rules.locales.map((locale) =>
        locale.prefix
          ? `${quoteRegex(`~^${locale.prefix}(/|$)`)} ${locale.notFoundPage};`
          : `default ${locale.notFoundPage};`,
      ),
    ),
    '}',
  ];
}

function typesBlock(): string[] {
  return [
    'types {',
    ...indent(
      Object.entries(rules.contentTypes).map(
        ([type, extensions]) => `${type} ${extensions.join(' ')};`,
      ),
    ),
    '}',
  ];
}

function headers(): string[] {
  return [
    '# On every response, errors and redirects included (`always`). No location below adds a',
    '# header of its own: one that did would drop all of these (nginx does not merge add_header).',
    'add_header Content-Security-Policy $nerkhnama_csp always;',
    ...Object.entries(rules.securityHeaders).map(
      ([name, value]) => `add_header ${name} ${quote(value)} always;`,
    ),
    'add_header Cache-Control $nerkhnama_cache_control always;',
    'add_header Allow $nerkhnama_allow always;',
  ];
}

function locations(): string[] {
  const notFoundPages = rules.locales
    .map((locale) => locale.prefix)
    .filter(Boolean)
    .join('|');
  return [
    ...rules.hiddenPaths.flatMap((hidden) => [
      `# Not served: ${hidden.why}.`,
      `location ~ ${quoteRegex(hidden.pattern)} {`,
      '    return 404;',
      '}',
    ]),
    '',
    '# The not-found pages are only ever an answer, never a route of their own.',
    `location ~ ^(${notFoundPages})?/404\\.html$ {`,
    '    internal;',
    '}',
    `location ~ ^(${notFoundPages})?/404$ {`,
    '    return 404;',
    '}',
    '',
    "# An article's short link, the number readers quote: 301 to the article, else not found.",
    `location ~ ${quoteRegex(rules.shortLinkPattern)} {`,
    '    if ($nerkhnama_short_link = "") {',
    '        return 404;',
    '    }',
    '    return 301 $nerkhnama_short_link$is_args$args;',
    '}',
    '',
    ...rules.contentTypeOverrides.flatMap((override) => [
      `location ~ ${quoteRegex(override.pattern)} {`,
      '    types { }',
      `    default_type ${override.type};`,
      '}',
    ]),
    '',
    'location = / {',
    '    try_files /index.html =404;',
    '}',
    "# A locale's home is its base URL, slash included (the URL the pages link to and call canonical).",
    ...rules.locales
      .filter((locale) => locale.prefix)
      .flatMap((locale) => [
        `location = ${locale.prefix}/ {`,
        `    try_files ${locale.prefix}/index.html =404;`,
        '}',
        `location ~ ^${locale.prefix}(/index\\.html)?$ {`,
        `    return 301 ${locale.prefix}/$is_args$args;`,
        '}',
      ]),
    '',
    'location / {',
    '    # Routes are exact-match: a trailing index.html, .html or slash is removed (301, query kept).',
    '    rewrite ^/index\\.html$ / permanent;',
    '    rewrite ^(.+)/index\\.html$ $1 permanent;',
    '    rewrite ^(.+)\\.html$ $1 permanent;',
    '    rewrite ^(.+)/$ $1 permanent;',
    '    # /news is news.html, /news/tags is news/tags.html; a folder itself is never listed.',
    '    try_files $uri $uri.html $uri/index.html =404;',
    '}',
  ];
}

/** build/_short-links.map: one `map` line per article, its short link and its page (percent-encoded). */
export function shortLinksMapLines(cleanUrls: readonly string[]): string[] {
  const lines = [...rules.shortLinks(cleanUrls)]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([from, to]) =>
        `${from} ${quote(to.split('/').map(encodeURIComponent).join('/'))};`,
    );
  return [GENERATED_HEADER, ...lines];
}

export function renderNginxConf(scriptHashes: readonly string[]): string {
  const server = [
    `# listen, server_name, TLS certificates and root (the build folder).`,
    `include ${SITE_INCLUDE};`,
    '',
    'server_tokens off;',
    'autoindex off;',
    '# Location: /news rather than http://host:port/news, right behind a TLS-terminating proxy too.',
    'absolute_redirect off;',
    '',
    ...typesBlock(),
    'default_type application/octet-stream;',
    'charset utf-8;',
    `charset_types ${rules.textTypes.join(' ')};`,
    '',
    '# Precompressed .gz files when the build has them, else compressed on the fly.',
    'gzip on;',
    'gzip_static on;',
    'gzip_vary on;',
    'gzip_proxied any;',
    'gzip_comp_level 5;',
    'gzip_min_length 256;',
    `gzip_types ${rules.textTypes.join(' ')};`,
    '',
    ...headers(),
    '',
    `if ($request_method !~ ^(${rules.allowedMethods.join('|')})$) {`,
    '    return 405;',
    '}',
    'error_page 404 $nerkhnama_not_found;',
    '',
    ...locations(),
  ];
  return [
    GENERATED_HEADER,
    '#',
    '# Nerkhnama: serves the production build (build/) as the route table says. An http-context',
    `# file: copy it to /etc/nginx/conf.d/ and write /etc/nginx/${SITE_INCLUDE} (README, "Deploying").`,
    '# The script-src hashes are those of the inline scripts of the build it was generated from.',
    '',
    ...maps(scriptHashes),
    '',
    'server {',
    ...indent(server),
    '}',
    '',
  ].join('\n');
}
