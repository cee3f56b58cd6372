/**
 * What an editor writes into an article's files after `npm run news:new`: the filled-in fields and
 * body, a correction. The newsroom-week run and the publish e2e spec edit articles through these.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import type {Lang} from './prose';

export const quoted = (value: string) => JSON.stringify(value);

/**
 * Replaces the front-matter fields news:new left to fill and the template body, as an editor
 * does in both files. `set` replaces or adds a field (a value of null removes it).
 */
export function fillArticle(
  file: string,
  set: Record<string, string | null>,
  body: string,
): void {
  const text = readFileSync(file, 'utf8');
  const end = text.indexOf('\n---\n', 4);
  const lines = text.slice(4, end).split('\n');
  for (const [key, value] of Object.entries(set)) {
    const at = lines.findIndex((line) => line.startsWith(`${key}:`));
    if (value === null) {
      if (at >= 0) lines.splice(at, 1);
    } else {
      // A block value (a list) starts on the next line.
      const line = value.startsWith('\n')
        ? `${key}:${value}`
        : `${key}: ${value}`;
      if (at >= 0) lines[at] = line;
      else lines.push(line);
    }
  }
  writeFileSync(file, `---\n${lines.join('\n')}\n---\n\n${body}\n`);
}

/** The correction of an article at `at` (Tehran time, with offset): its front-matter fields and the paragraph the body gains. */
export function correctionOf(
  lang: Lang,
  at: string,
): {set: Record<string, string>; paragraph: string} {
  return {
    set: {
      updated: at,
      correction: `\n  - date: ${at}\n    text: ${quoted(CORRECTION[lang])}`,
    },
    paragraph: `\n\n${CORRECTION_PARAGRAPH[lang]}`,
  };
}

/** Corrects an article file in place, keeping its body. */
export function correctArticle(file: string, lang: Lang, at: string): void {
  const text = readFileSync(file, 'utf8');
  const body = text.slice(text.indexOf('\n---\n', 4) + 5).trim();
  const {set, paragraph} = correctionOf(lang, at);
  fillArticle(file, set, `${body}${paragraph}`);
}

const CORRECTION: Record<Lang, string> = {
  fa: 'در نسخهٔ پیشین این خبر قیمت پایانی روز پیش سکه امامی به اشتباه به جای قیمت بهار آزادی آمده بود.',
  en: "An earlier version of this article gave the Bahar Azadi coin's price as the Emami coin's previous close.",
};
const CORRECTION_PARAGRAPH: Record<Lang, string> = {
  fa: '## به‌روزرسانی\n\nقیمت پایانی روز پیش سکه امامی در این نسخه درست شده است؛ یادداشت اصلاحیه در پایان خبر آمده است.',
  en: "## Update\n\nThe Emami coin's previous close is corrected in this version; the correction note is at the end of the article.",
};
