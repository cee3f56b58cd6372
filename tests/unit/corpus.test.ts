/**
 * The corpus passes the news validator (what `news:check` asks of every story). The launch
 * archive was also written to house rules of its own, checked on its files only: unique titles, no
 * boilerplate (no sentence of over 40 characters in more than three articles), Persian letters and
 * digits in Persian prose, English only in the English files, headings for the table of contents.
 */
import {describe, expect, it} from 'vitest';
import {validateNews} from '../../src/plugins/news-guard/validate';
import {inLaunchArchive} from '../launchArchive';

const corpus = validateNews(process.cwd());
const {problems} = corpus;
const launch = (a: {frontMatter: {date: string}}) =>
  inLaunchArchive(a.frontMatter.date);
const articles = corpus.articles.filter(launch);
const translations = corpus.translations.filter(launch);

function sentences(body: string): string[] {
  return body
    .replace(/^#+ .*$/gm, '')
    .replace(/\{\/\* truncate \*\/\}/g, '')
    .split(/(?<=[.!?؟])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 40);
}

function repeatedSentences(
  docs: Array<{file: string; body: string}>,
): string[] {
  const seenIn = new Map<string, Set<string>>();
  for (const doc of docs) {
    for (const sentence of new Set(sentences(doc.body))) {
      const files = seenIn.get(sentence) ?? new Set();
      files.add(doc.file);
      seenIn.set(sentence, files);
    }
  }
  return [...seenIn]
    .filter(([, files]) => files.size > 3)
    .map(([s, files]) => `${files.size}× ${s}`);
}

describe('the news corpus', () => {
  it('passes the news validator', () => {
    expect(problems).toEqual([]);
  });
});

describe('the launch archive', () => {
  it('is there in both languages', () => {
    expect(articles.length).toBeGreaterThan(0);
    expect(translations).toHaveLength(articles.length);
  });
  it('has unique titles in each language', () => {
    expect(new Set(articles.map((a) => a.frontMatter.title)).size).toBe(
      articles.length,
    );
    expect(new Set(translations.map((a) => a.frontMatter.title)).size).toBe(
      translations.length,
    );
  });
  it('repeats no sentence of over 40 characters in more than three articles', () => {
    expect(
      repeatedSentences(articles.map((a) => ({file: a.file, body: a.body}))),
    ).toEqual([]);
    expect(
      repeatedSentences(
        translations.map((a) => ({file: a.file, body: a.body})),
      ),
    ).toEqual([]);
  });
  it('writes Persian with Persian letters and digits, and English without Persian', () => {
    for (const a of articles) {
      expect(a.body, a.file).not.toMatch(/[يك]/);
      expect(a.body.replace(/^\s*\d+\. /gm, ''), a.file).not.toMatch(/[0-9]/);
    }
    for (const t of translations) {
      expect(`${t.frontMatter.title} ${t.body}`, t.file).not.toMatch(
        /[\u0600-\u06FF]/,
      );
    }
  });
  it('gives every article ## and ### headings for the table of contents', () => {
    for (const a of [...articles, ...translations]) {
      expect(a.body, a.file).toMatch(/^## /m);
      expect(a.body, a.file).toMatch(/^### /m);
    }
  });
});
