/**
 * The answer to a request under `deploy/rules.ts`, as the generated nginx.conf gives it: the one
 * place a Node server (scripts/preview-server.ts, which `npm run preview`, the end-to-end tests and
 * the benchmark use) learns how the build is served, so what the tests see is what production does.
 * Pure: the file system is asked through `isFile`.
 */
import * as rules from './rules';
import {renderCsp} from './csp';

export type Answer =
  | {status: 200 | 404; file: string; headers: Record<string, string>}
  | {status: 301; location: string; headers: Record<string, string>}
  | {status: 400 | 405; headers: Record<string, string>};

/** Content type of a served file path, with `charset=utf-8` for text types (nginx's charset_types). */
export function contentTypeOf(uri: string): string {
  const override = rules.contentTypeOverrides.find((rule) =>
    new RegExp(rule.pattern).test(uri),
  );
  const extension = /\.([a-z0-9]+)$/i.exec(uri)?.[1]?.toLowerCase() ?? '';
  const type =
    override?.type ??
    Object.entries(rules.contentTypes).find(([, extensions]) =>
      extensions.includes(extension),
    )?.[0];
  if (!type) return 'application/octet-stream';
  return type === 'text/html' || rules.textTypes.includes(type)
    ? `${type}; charset=utf-8`
    : type;
}

/** Cache-Control of an answer: by status, and for a file by the rules over the served file's URI. */
export function cacheControlOf(status: number, uri: string): string {
  if ((rules.FILE_STATUSES as readonly string[]).includes(String(status))) {
    return (
      rules.cacheRules.find((rule) => new RegExp(rule.pattern).test(uri))
        ?.cacheControl ?? rules.defaultCacheControl
    );
  }
  return rules.statusCacheControl[String(status)] ?? rules.errorCacheControl;
}

/** Whether a text type may be compressed on the fly (nginx's gzip_types plus HTML). */
export function isCompressible(contentType: string): boolean {
  const type = contentType.split(';')[0];
  return type === 'text/html' || rules.textTypes.includes(type);
}

/** The headers every answer carries (nginx's `add_header … always`). */
export function baseHeaders(
  scriptHashes: readonly string[],
): Record<string, string> {
  return {
    'Content-Security-Policy': renderCsp(rules.csp, scriptHashes),
    ...rules.securityHeaders,
  };
}

const notFoundPageOf = (uri: string) =>
  rules.locales.find(
    (locale) =>
      !locale.prefix ||
      uri === locale.prefix ||
      uri.startsWith(`${locale.prefix}/`),
  )!.notFoundPage;

/** The nginx rewrites: a trailing `index.html`, `.html` or slash is removed (the query is kept by the caller). */
function cleanUri(uri: string): string | undefined {
  if (uri === '/index.html') return '/';
  const rewritten =
    /^(.+)\/index\.html$/.exec(uri) ??
    /^(.+)\.html$/.exec(uri) ??
    /^(.+)\/$/.exec(uri);
  return rewritten?.[1];
}

/**
 * The answer to `method` on the decoded path `uri` (query not included). `isFile` tells whether a
 * path exists in the build as a file. `base` holds the headers every answer carries.
 */
export function answer(
  method: string,
  uri: string,
  isFile: (uri: string) => boolean,
  base: Record<string, string>,
  /** The build's articles' short links (rules.shortLinks). */
  shortLinks: ReadonlyMap<string, string> = new Map(),
): Answer {
  const notFound = (): Answer => {
    const file = notFoundPageOf(uri);
    return {
      status: 404,
      file,
      headers: {
        ...base,
        'Content-Type': contentTypeOf(file),
        'Cache-Control': cacheControlOf(404, file),
      },
    };
  };
  const serveFile = (file: string): Answer =>
    isFile(file)
      ? {
          status: 200,
          file,
          headers: {
            ...base,
            ...(new RegExp(rules.DESK_PATTERN).test(file) && {
              'Content-Security-Policy': renderCsp(rules.deskCsp, []),
            }),
            'Content-Type': contentTypeOf(file),
            'Cache-Control': cacheControlOf(200, file),
          },
        }
      : notFound();
  if (!(rules.allowedMethods as readonly string[]).includes(method)) {
    return {
      status: 405,
      headers: {
        ...base,
        Allow: rules.allowedMethods.join(', '),
        'Cache-Control': rules.errorCacheControl,
      },
    };
  }
  if (
    uri.includes('\0') ||
    !uri.startsWith('/') ||
    uri.split('/').includes('..')
  ) {
    return {
      status: 400,
      headers: {...base, 'Cache-Control': rules.errorCacheControl},
    };
  }
  if (
    rules.hiddenPaths.some((hidden) => new RegExp(hidden.pattern).test(uri))
  ) {
    return notFound();
  }
  const localePrefixes = rules.locales
    .map((locale) => locale.prefix)
    .filter(Boolean)
    .join('|');
  if (new RegExp(`^(${localePrefixes})?/404(\\.html)?$`).test(uri)) {
    return notFound();
  }
  // A locale's home is its base URL, slash included: `/en/` is served, `/en` and `/en/index.html` redirect to it.
  for (const {prefix} of rules.locales.filter((locale) => locale.prefix)) {
    const home = `${prefix}/`;
    if (uri === home) return serveFile(`${home}index.html`);
    if (uri === prefix || uri === `${home}index.html`) {
      return {
        status: 301,
        location: home,
        headers: {...base, 'Cache-Control': cacheControlOf(301, home)},
      };
    }
  }
  if (
    uri !== '/' &&
    !rules.contentTypeOverrides.some((rule) =>
      new RegExp(rule.pattern).test(uri),
    )
  ) {
    const clean = cleanUri(uri);
    if (clean !== undefined) {
      return {
        status: 301,
        location: clean,
        headers: {...base, 'Cache-Control': cacheControlOf(301, clean)},
      };
    }
  }
  // An article's short link (/news/{id}): 301 to its page, as the build lists them.
  const shortLink = new RegExp(rules.shortLinkPattern).test(uri)
    ? shortLinks.get(uri)
    : undefined;
  if (shortLink) {
    return {
      status: 301,
      location: shortLink,
      headers: {...base, 'Cache-Control': cacheControlOf(301, shortLink)},
    };
  }
  const candidates =
    uri === '/' ? ['/index.html'] : [uri, `${uri}.html`, `${uri}/index.html`];
  const file = candidates.find(isFile);
  return file ? serveFile(file) : notFound();
}
