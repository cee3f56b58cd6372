// Temporary checker for the corpus writers (replaced by `npm run news:check`).
import {readFileSync, existsSync} from 'node:fs';
import yaml from 'js-yaml';
const plan = JSON.parse(readFileSync('scripts/news/corpus-plan.json', 'utf8'));
const bank = readFileSync('scripts/news/tag-bank.ts', 'utf8');
const tagKeys = new Set([...bank.matchAll(/^  t\('([^']+)'/gm)].map((m) => m[1]));
const [lo, hi] = process.argv.slice(2).map(Number);
const authors = new Set(['sara-ahmadi', 'reza-karimi', 'maryam-hosseini', 'ali-rezaei', 'newsroom']);
let problems = 0;
const say = (f, m) => { problems++; console.log(`${f}: ${m}`); };
for (const e of plan.filter((e) => e.id >= lo && e.id <= hi)) {
  const name = `${e.date.slice(0, 10)}-${e.id}.md`;
  for (const [lang, file] of [['fa', `news/${name}`], ['en', `i18n/en/docusaurus-plugin-content-blog/${name}`]]) {
    if (!existsSync(file)) { say(file, 'missing'); continue; }
    const src = readFileSync(file, 'utf8');
    const m = src.match(/^---\n([\s\S]*?)\n---\n([\s\S]*)$/);
    if (!m) { say(file, 'no front matter block'); continue; }
    let fm;
    try { fm = yaml.load(m[1], {schema: yaml.JSON_SCHEMA}); } catch (err) { say(file, `YAML: ${err.message}`); continue; }
    for (const k of ['title', 'description', 'date', 'authors', 'tags']) if (fm[k] == null) say(file, `missing ${k}`);
    if (fm.date !== e.date) say(file, `date ${fm.date} should be ${e.date}`);
    if (JSON.stringify(fm.tags) !== JSON.stringify(e.tags)) say(file, `tags should be [${e.tags.join(', ')}]`);
    for (const t of fm.tags ?? []) if (!tagKeys.has(t)) say(file, `unknown tag ${t}`);
    for (const a of fm.authors ?? []) if (!authors.has(a)) say(file, `unknown author ${a}`);
    if (fm.slug) say(file, 'do not set slug');
    const body = m[2];
    const parts = body.split('{/* truncate */}');
    if (parts.length !== 2) say(file, 'needs exactly one {/* truncate */} marker');
    if ((body.match(/^## /gm) ?? []).length < 2) say(file, 'needs at least two ## headings');
    if ((body.match(/^### /gm) ?? []).length < 1) say(file, 'needs at least one ### heading');
    if (/[<>{}]/.test(body.replace('{/* truncate */}', ''))) say(file, 'contains < > { or }');
    if (/"/.test(String(fm.title)) || /"/.test(String(fm.description))) say(file, 'double quote inside title/description');
    const words = (parts[1] ?? '').replace(/^#.*$/gm, '').split(/\s+/).filter(Boolean).length;
    if (words < 220) say(file, `body has ${words} words after the marker (want 250–400)`);
    if (lang === 'fa') {
      if (/[يك]/.test(src)) say(file, 'Arabic ي or ك: use ی and ک');
      if (/[0-9]/.test(body)) say(file, 'Latin digits in Persian body: use ۰–۹');
    } else if (/[\u0600-\u06FF]/.test(src)) say(file, 'Persian letters in the English file');
  }
}
console.log(problems ? `${problems} problem(s)` : 'all good');
process.exitCode = problems ? 1 : 0;
