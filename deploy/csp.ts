/**
 * The Content-Security-Policy header: the directives of `rules.ts` plus a sha256 hash for each
 * distinct inline script of the built pages, so no `'unsafe-inline'` is needed for scripts.
 */
import {createHash} from 'node:crypto';
import type {CspDirectives} from './rules';

/** Script types a browser executes (an absent type is JavaScript); JSON-LD and the like are data. */
const EXECUTABLE_TYPES = new Set([
  '',
  'text/javascript',
  'application/javascript',
  'module',
]);

/** The bodies of the inline scripts a browser would run in this HTML, in document order. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes, body] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi,
  )) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type =
      /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ??
      '';
    if (!EXECUTABLE_TYPES.has(type) || body.length === 0) continue;
    scripts.push(body);
  }
  return scripts;
}

/** A CSP hash source for a script body: `'sha256-<base64>'` over its UTF-8 bytes. */
export function hashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** The header value: hashes join `script-src` (sorted, so the output is stable). */
export function renderCsp(
  directives: CspDirectives,
  scriptHashes: readonly string[],
): string {
  const hashes = [...new Set(scriptHashes)].sort();
  return Object.entries(directives)
    .map(([name, sources]) =>
      [name, ...sources, ...(name === 'script-src' ? hashes : [])].join(' '),
    )
    .join('; ');
}

/** The hash sources already in a rendered policy (to re-render a committed file for comparison). */
export function hashesIn(policy: string): string[] {
  return policy.match(/'sha256-[A-Za-z0-9+/=]+'/g) ?? [];
}
