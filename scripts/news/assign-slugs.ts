/**
 * Launch tooling: the corpus writers left `slug` out; this adds it to every article that lacks
 * one (computed from the Persian title and id) and copies it into the English twin, right after
 * the `description` line. Idempotent.
 *
 *   npx tsx scripts/news/assign-slugs.ts
 */
import {existsSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {articleSlug} from '../../src/lib/slug';
import {EN_NEWS_DIR, NEWS_DIR, parseArticle} from '../../src/plugins/news-guard/validate';

let added = 0;
for (const name of readdirSync(NEWS_DIR).filter((f) => /^\d{4}-\d{2}-\d{2}-\d+\.md$/.test(f))) {
  const faFile = path.join(NEWS_DIR, name);
  const parsed = parseArticle(faFile, readFileSync(faFile, 'utf8'));
  if ('message' in parsed || parsed.data.slug) continue;
  const id = Number(/-(\d+)\.md$/.exec(name)![1]);
  const slug = articleSlug(id, String(parsed.data.title));
  for (const file of [faFile, path.join(EN_NEWS_DIR, name)]) {
    if (!existsSync(file)) continue;
    const source = readFileSync(file, 'utf8');
    if (/^slug:/m.test(source.split('\n---')[0])) continue;
    writeFileSync(file, source.replace(/^(description: .*)$/m, `$1\nslug: ${slug}`));
  }
  added++;
}
console.log(`added slugs to ${added} article(s)`);
