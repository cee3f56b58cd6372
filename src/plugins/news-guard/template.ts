/**
 * The body `npm run news:new` writes into a new article, and the check that none of it is
 * published: a sentence of the template left in an article is an unfinished article.
 */
import type {Locale} from '../../config/locales';
import {TRUNCATE_MARKER} from './schema';

interface Template {
  description: string;
  lead: string;
  subheading: string;
  text: string;
}

export const TEMPLATE: Record<Locale, Template> = {
  fa: {
    description: 'TODO: یک جمله خلاصه برای موتورهای جست‌وجو',
    lead: 'لید خبر را اینجا بنویسید: یک یا دو جمله که مهم‌ترین نکته را می‌گوید.',
    subheading: 'میان‌تیتر اول',
    text: 'متن خبر را اینجا بنویسید.',
  },
  en: {
    description: 'TODO: one sentence for search engines',
    lead: 'Write the lead here: one or two sentences with the most important point.',
    subheading: 'First subheading',
    text: 'Write the article here.',
  },
};

export function templateBody(locale: Locale): string {
  const t = TEMPLATE[locale];
  return `${t.lead}\n\n${TRUNCATE_MARKER}\n\n## ${t.subheading}\n\n${t.text}\n`;
}

/** Lines of an earlier template, still found in articles created with it. */
const OLDER_TEMPLATE_LINES = ['متن خبر.', 'Article text.'];

/**
 * Each line of a body that is still the template's text, with its line number in the body
 * (1-based). Compared after trimming, so an indented or re-spaced copy is caught too.
 */
export function templateLeftovers(
  body: string,
): Array<{line: number; text: string}> {
  const leftovers = new Set([
    ...Object.values(TEMPLATE).flatMap((t) => [
      t.lead,
      `## ${t.subheading}`,
      t.text,
    ]),
    ...OLDER_TEMPLATE_LINES,
  ]);
  const found: Array<{line: number; text: string}> = [];
  body.split('\n').forEach((raw, i) => {
    const text = raw.trim();
    if (
      leftovers.has(text) ||
      (text.length > 20 &&
        [...leftovers].some((line) => line.length > 20 && text.includes(line)))
    ) {
      found.push({line: i + 1, text});
    }
  });
  return found;
}
