/**
 * One-off planner for the launch corpus: picks 158 non-consecutive ids in 121528–121927, spreads
 * their publication times over 21–28 September 2025 (Tehran time) and assigns tags so that each
 * tag's size matches what the specification saw (economy 31–40, central bank 21–30, eight tags
 * with 11–20, every other tag at most 10). Writes scripts/news/corpus-plan.json, which the
 * writers of the articles followed. Deterministic: a seeded generator, no Math.random.
 *
 *   npx tsx scripts/news/plan-corpus.ts
 */
import {writeFileSync} from 'node:fs';
import {TAG_BANK, type TagGroup} from './tag-bank';

const ARTICLES = 158;
const ID_MIN = 121528;
const ID_MAX = 121927;

function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = mulberry32(1404);

// Ids: sorted sample without two neighbours, so no id is the previous one plus one.
const ids: number[] = [];
while (ids.length < ARTICLES) {
  const id = ID_MIN + Math.floor(rand() * (ID_MAX - ID_MIN + 1));
  if (!ids.some((x) => Math.abs(x - id) <= 1)) ids.push(id);
}
ids.sort((a, b) => a - b);

// Times: 8 days, about 20 a day, 07:00–23:30 Tehran, strictly increasing.
const times: string[] = [];
for (let i = 0; i < ARTICLES; i++) {
  const day = 21 + Math.floor((i * 8) / ARTICLES);
  const indexInDay = i - Math.ceil(((day - 21) * ARTICLES) / 8);
  const perDay = Math.ceil(((day - 20) * ARTICLES) / 8) - Math.ceil(((day - 21) * ARTICLES) / 8);
  const minutes = 7 * 60 + Math.floor(((indexInDay + rand() * 0.8) * (16.5 * 60)) / perDay);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  times.push(`2025-09-${day}T${hh}:${mm}:00+03:30`);
}

// Desks: the primary subject of each article, interleaved through the week.
const DESKS: Array<[TagGroup, number]> = [
  ['currency', 24], ['gold', 20], ['stock', 24], ['housing', 14], ['car', 17], ['bank', 22],
  ['macro', 16], ['energy', 7], ['trade', 5], ['consumer', 4], ['industry', 2], ['digital', 2], ['world', 1],
];
const deskPool = DESKS.flatMap(([g, n]) => Array<TagGroup>(n).fill(g));
if (deskPool.length !== ARTICLES) throw new Error(`desks sum to ${deskPool.length}`);
for (let i = deskPool.length - 1; i > 0; i--) {
  const j = Math.floor(rand() * (i + 1));
  [deskPool[i], deskPool[j]] = [deskPool[j], deskPool[i]];
}

// Which desks a tag group may be attached to besides its own.
const RELATED: Record<TagGroup, TagGroup[]> = {
  currency: ['currency', 'bank', 'gold', 'trade', 'digital', 'macro'],
  gold: ['gold', 'currency'],
  stock: ['stock', 'car', 'energy', 'industry', 'bank'],
  housing: ['housing', 'bank'],
  car: ['car', 'stock'],
  bank: ['bank', 'currency', 'housing', 'macro'],
  macro: ['macro', 'bank', 'consumer', 'energy', 'trade', 'housing', 'industry', 'currency', 'stock', 'car', 'gold'],
  energy: ['energy', 'trade', 'stock', 'macro'],
  trade: ['trade', 'currency', 'energy', 'car', 'consumer'],
  consumer: ['consumer', 'macro'],
  industry: ['industry', 'stock', 'macro', 'trade'],
  digital: ['digital', 'currency', 'bank'],
  world: ['world', 'trade', 'energy', 'gold', 'currency'],
};

const TARGETS: Record<string, number> = {
  economy: 35, 'central-bank': 25, stock: 17, dollar: 16, currency: 15, car: 14, index: 13, growth: 12,
  gold: 10, coin: 10, housing: 10, inflation: 10, automaker: 9, oil: 7, banks: 7, 'interest-rate': 7,
  liquidity: 6, euro: 6, 'exchange-center': 6, 'emami-coin': 6, 'free-market': 5, rent: 5, exports: 5,
  'car-prices': 6, 'iran-khodro': 5, saipa: 5, 'monetary-policy': 6, 'gold-ounce': 5, 'trading-value': 5,
  'retail-investors': 5, sanctions: 5, snapback: 4, 'coin-bubble': 4, 'melted-gold': 4, 'bank-stocks': 4,
};
const DEFAULT_TARGET = 2;

interface Planned { id: number; date: string; desk: TagGroup; tags: string[] }
const plan: Planned[] = ids.map((id, i) => ({id, date: times[i], desk: deskPool[i], tags: []}));

// Big tags first, each to the least-tagged eligible articles, own desk preferred.
const order = [...TAG_BANK].sort((a, b) => (TARGETS[b.key] ?? DEFAULT_TARGET) - (TARGETS[a.key] ?? DEFAULT_TARGET));
for (const tag of order) {
  const target = TARGETS[tag.key] ?? DEFAULT_TARGET;
  const eligible = plan
    .filter((p) => RELATED[tag.group].includes(p.desk) && p.tags.length < 5)
    .map((p) => ({p, score: (p.desk === tag.group ? 0 : 2) + p.tags.length + rand() * 1.5}))
    .sort((a, b) => a.score - b.score);
  if (eligible.length < target) throw new Error(`not enough articles for ${tag.key}`);
  for (const {p} of eligible.slice(0, target)) p.tags.push(tag.key);
}
// Every article leads with a tag of its own desk.
const groupOf = new Map(TAG_BANK.map((t) => [t.key, t.group]));
for (const p of plan) {
  if (!p.tags.some((k) => groupOf.get(k) === p.desk)) {
    throw new Error(`article ${p.id} (${p.desk}) has no tag of its desk: ${p.tags.join(', ')}`);
  }
  p.tags.sort((a, b) => Number(groupOf.get(b) === p.desk) - Number(groupOf.get(a) === p.desk));
}

writeFileSync('scripts/news/corpus-plan.json', JSON.stringify(plan, null, 1) + '\n');
const counts = new Map<string, number>();
for (const p of plan) for (const k of p.tags) counts.set(k, (counts.get(k) ?? 0) + 1);
console.log(`articles ${plan.length}, tag uses ${[...counts.values()].reduce((a, b) => a + b, 0)}, tags used ${counts.size}`);
console.log([...counts].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, n]) => `${k}:${n}`).join(' '));
console.log('tags per article:', [1, 2, 3, 4, 5].map((n) => `${n}→${plan.filter((p) => p.tags.length === n).length}`).join(' '));
