/**
 * The W3C Nu HTML checker (`vnu-jar`, the checker behind validator.w3.org/nu) over every built
 * page, in one Java process per job: starting the JVM costs more than checking a page, and one
 * process checks on one core.
 */
import {execFile} from 'node:child_process';
import {createRequire} from 'node:module';
import path from 'node:path';
import {promisify} from 'node:util';
import type {CheckResult} from './report';

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
}

/** The checker's JSON messages as one line each: `file:line: message`. */
export function describeVnuMessages(
  messages: readonly VnuMessage[],
  buildDir: string,
): string[] {
  return messages
    .filter((m) => m.type !== 'info')
    .map((m) => {
      const file = m.url
        ? path.relative(buildDir, decodeURIComponent(new URL(m.url).pathname))
        : '?';
      return `${file}${m.lastLine ? `:${m.lastLine}` : ''}: ${m.message}`;
    });
}

/** The pages each of `jobs` processes checks: every `jobs`-th page, so each gets every kind. */
export function pagesForJobs(
  pages: readonly string[],
  jobs: number,
): string[][] {
  const count = Math.max(1, Math.min(jobs, pages.length));
  return Array.from({length: count}, (_, job) =>
    pages.filter((_, i) => i % count === job),
  );
}

/** Problems in the order of the pages they are on, as one process would report them. */
export function inPageOrder(
  lines: readonly string[],
  pages: readonly string[],
): string[] {
  const order = new Map(pages.map((page, i) => [page, i]));
  const rank = (line: string) =>
    order.get(line.replace(/(:\d+)?: .*$/s, '')) ?? pages.length;
  return [...lines].sort((a, b) => rank(a) - rank(b));
}

export async function checkHtml(
  buildDir: string,
  pages: readonly string[],
  jobs = 1,
): Promise<CheckResult> {
  const parts = await Promise.all(
    pagesForJobs(pages, jobs).map((part) => runVnu(buildDir, part)),
  );
  return {
    tool: 'Nu HTML checker',
    checked: pages.length,
    unit: 'pages',
    problems: inPageOrder(parts.flat(), pages),
  };
}

/** One Java process over `pages`; its problems as `file:line: message`. */
async function runVnu(
  buildDir: string,
  pages: readonly string[],
): Promise<string[]> {
  // The package's export is the jar's path (a String object).
  const vnuJar = String(createRequire(__filename)('vnu-jar'));
  // C1 only (TieredStopAtLevel=1) and no language detection (its findings are warnings): 690 pages
  // take a third of the CPU time. C1's deeper frames need a larger stack than the 512k it asks for.
  const jvm = ['-Xss4m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];
  const args = [
    ...jvm,
    '-jar',
    vnuJar,
    '--errors-only',
    '--no-langdetect',
    '--format',
    'json',
    ...pages.map((p) => path.join(buildDir, p)),
  ];
  // The checker exits 1 when it reports errors; its report is on stderr either way.
  const stderr = await promisify(execFile)('java', args, {
    maxBuffer: 256 * 1024 * 1024,
  }).then(
    (r) => r.stderr,
    (error: {stderr?: string; code?: unknown}) => {
      if (typeof error.stderr === 'string' && error.stderr.startsWith('{')) {
        return error.stderr;
      }
      throw new Error(
        `The Nu HTML checker did not run (is Java installed?): ${String(error.stderr ?? error)}`,
      );
    },
  );
  const {messages} = JSON.parse(stderr) as {messages: VnuMessage[]};
  return describeVnuMessages(messages, buildDir);
}
