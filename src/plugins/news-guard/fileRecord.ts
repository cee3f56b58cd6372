/**
 * One article file's own part of the pre-flight check, apart from the other files: its front-matter
 * check (validate.ts), the template's leftovers, Arabic letter forms, and the key of its compile
 * result (mdx.ts). The pre-flight check keeps these records between runs (recordStore.ts) and
 * makes one again only for a file whose bytes, or whose reads (reads.ts), changed.
 */
import {createHash} from 'node:crypto';
import path from 'node:path';
import {arabicFormProblems} from './letters';
import {CompileCache, type CompiledArticle, type Direction} from './mdx';
import {noteReads, type Reads} from './reads';
import type {Problem} from './schema';
import {templateLeftovers} from './template';
import {
  checkArticleFile,
  type CheckedArticle,
  type FileCheck,
  type FileContext,
} from './validate';

export interface FileRecord {
  /** sha1 of the file's bytes. */
  digest: string;
  /** validate.ts's check of the file on its own (the article without its body). */
  check: FileCheck<CheckedArticle>;
  /** The template's leftovers and Arabic letter forms, in that order. */
  own: Problem[];
  /** Its compile result's key in the CompileCache. */
  compileKey: string;
  /** What the check read besides the file: undefined when that cannot be trusted to a stamp. */
  reads?: Reads;
}

export const digestOf = (bytes: Uint8Array) =>
  createHash('sha1').update(bytes).digest('hex');

/** Line (0-based) of the front matter's closing `---`, or -1. */
function frontMatterEnd(source: string): number {
  const lines = source.split('\n');
  return lines[0]?.trim() === '---'
    ? lines.findIndex((line, i) => i > 0 && line.trim() === '---')
    : -1;
}

/** Problems of the text itself: the untouched template, Arabic letter forms. */
function ownProblems(file: string, source: string): Problem[] {
  const bodyStart = frontMatterEnd(source) + 1;
  const problems: Problem[] = templateLeftovers(
    source.split('\n').slice(bodyStart).join('\n'),
  ).map((leftover) => ({
    file,
    line: bodyStart + leftover.line,
    field: 'body',
    message: `still holds the template's text «${leftover.text}»`,
    fix: "replace it with the article's own words (news:new writes this text as a guide)",
  }));
  return [...problems, ...arabicFormProblems(file, source)];
}

/** Checks one article file (`dir/name` under `siteDir`, its bytes read) and compiles it through `cache`. */
export async function makeRecord(
  file: {siteDir: string; dir: string; name: string; bytes: Uint8Array},
  keys: Omit<FileContext, 'photos'>,
  direction: Direction,
  cache: CompileCache,
): Promise<{record: FileRecord; compiled: CompiledArticle}> {
  const {siteDir, dir, name, bytes} = file;
  const source = Buffer.from(bytes).toString('utf8');
  const relative = `${dir}/${name}`;
  const noted = noteReads(keys);
  const check = checkArticleFile(siteDir, dir, name, source, noted.ctx);
  const compiled = await cache.get(
    source,
    path.join(siteDir, relative),
    direction,
  );
  const reads = noted.reads();
  return {
    record: {
      digest: digestOf(bytes),
      check: {
        problems: check.problems,
        ...(check.article && {article: withoutBody(check.article)}),
      },
      own: ownProblems(relative, source),
      compileKey: CompileCache.keyOf(source, direction),
      // A value JSON cannot carry (a YAML .nan in an unchecked field) is not kept: checked anew each run.
      ...(reads &&
        (!check.article || jsonSafe(check.article.frontMatter)) && {reads}),
    },
    compiled,
  };
}

function withoutBody(article: CheckedArticle & {body?: string}) {
  const {file, id, frontMatter, photoFile} = article;
  return {file, id, frontMatter, ...(photoFile && {photoFile})};
}

/** Whether JSON gives back the same value: no NaN, infinity, -0 or undefined inside. */
function jsonSafe(value: unknown): boolean {
  if (typeof value === 'number') {
    return Number.isFinite(value) && !Object.is(value, -0);
  }
  if (Array.isArray(value)) return value.every(jsonSafe);
  if (value && typeof value === 'object') {
    return Object.values(value).every(jsonSafe);
  }
  return (
    value === null || typeof value === 'string' || typeof value === 'boolean'
  );
}
