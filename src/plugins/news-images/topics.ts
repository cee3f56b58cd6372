/**
 * The cover design families: the story's topic picks a palette and a motif, so a reader scanning a
 * list tells gold from housing news by colour and shape before reading. Which tag is in which family
 * is written in news/tags.yml; the story's topic weighs all its tags and its headline (storyTopic).
 */
const TOPICS = [
  'gold',
  'currency',
  'markets',
  'banking',
  'cars',
  'housing',
  'energy',
  'food',
  'general',
] as const;
export type Topic = (typeof TOPICS)[number];

const isTopic = (value: string): value is Topic =>
  (TOPICS as readonly string[]).includes(value);
const HEADING = /^#\s*topic:\s*(\S*)\s*$/;
const TAG_KEY = /^([^\s#:][^:]*):\s*$/;

/**
 * The cover family of every tag, from the `# topic: NAME` headings of a tags file (news/tags.yml):
 * each heading applies to the tags below it up to the next one. A tag above every heading, or a
 * heading naming no family, is refused with the line to fix.
 */
export function readTopics(
  source: string,
  file = 'news/tags.yml',
): Map<string, Topic> {
  const topics = new Map<string, Topic>();
  let current: Topic | undefined;
  for (const [i, line] of source.split(/\r?\n/).entries()) {
    const heading = HEADING.exec(line);
    if (heading) {
      if (!isTopic(heading[1])) {
        throw new Error(
          `${file} › line ${i + 1}: "${heading[1]}" is not a cover family. Fix: write one of ${TOPICS.join(', ')}.`,
        );
      }
      current = heading[1];
      continue;
    }
    const key = TAG_KEY.exec(line)?.[1];
    if (key === undefined) continue;
    if (!current) {
      throw new Error(
        `${file} › ${key}: no "# topic: NAME" heading above it. Fix: add one (${TOPICS.join(', ')}).`,
      );
    }
    topics.set(key, current);
  }
  return topics;
}

/**
 * Headline words that name a family's subject, in both languages: a story's art follows what its
 * headline is about when its tags are spread over several families (a lamb price story tagged with
 * the ration coupon and inflation is about food, not the central bank).
 */
const HEADLINE_WORDS: Record<Exclude<Topic, 'general'>, RegExp> = {
  gold: /سکه|طلا|نقره|\b(?:gold|coins?|silver)\b/i,
  currency:
    /دلار|یورو|ارز|درهم|لیر|یوان|صراف|\b(?:dollar|euro|currency|dirham|lira|yuan|exchange (?:shops?|centre|rate))\b/i,
  markets:
    /بورس|شاخص|سهام|فرابورس|\b(?:stocks?|index|shares|exchange index|TSE|IPO)\b/i,
  banking:
    /بانک|بهره|نقدینگی|وام|سپرده|\b(?:bank|banks|banking|interest rate|liquidity|loans?|deposits?)\b/i,
  cars: /خودرو|پژو|پراید|سایپا|\b(?:cars?|automakers?|vehicles?)\b/i,
  housing:
    /مسکن|اجاره|آپارتمان|ملک|\b(?:housing|homes?|rent|apartments?|property)\b/i,
  energy:
    /نفت|بنزین|برق|گاز|اوپک|\b(?:oil|petrol|gasoline|electricity|gas|OPEC|Brent)\b/i,
  food: /گوشت|مرغ|برنج|لبنیات|شیر|نان|کالابرگ|خوراک|\b(?:meat|lamb|chicken|rice|dairy|milk|bread|food)\b/i,
};

/**
 * The family of a story's art: each of its tags votes for its family (the main tag, the first,
 * twice), the headline twice for each family it names; the general family only when nothing else
 * is named. A tie goes to the main tag's family.
 */
export function storyTopic(
  title: string,
  tagKeys: readonly string[],
  topicOfTag: (key: string) => Topic,
): Topic {
  const votes = new Map<Topic, number>();
  const vote = (topic: Topic, weight: number) => {
    if (topic !== 'general') votes.set(topic, (votes.get(topic) ?? 0) + weight);
  };
  tagKeys.forEach((key, i) => vote(topicOfTag(key), i === 0 ? 2 : 1));
  for (const [topic, words] of Object.entries(HEADLINE_WORDS)) {
    if (words.test(title)) vote(topic as Topic, 2);
  }
  const main = tagKeys.length > 0 ? topicOfTag(tagKeys[0]) : 'general';
  let best: Topic = main;
  let bestVotes = votes.get(main) ?? 0;
  for (const [topic, count] of votes) {
    if (count > bestVotes) {
      best = topic;
      bestVotes = count;
    }
  }
  return best;
}

export interface Palette {
  /** Gradient from the top inline-end corner to the bottom inline-start corner. */
  from: string;
  to: string;
  /** Colour of the motif and the kicker pill. */
  accent: string;
}

/** Dark backgrounds so white headline text stays above 7:1 everywhere on the cover. */
export const PALETTES: Record<Topic, Palette> = {
  gold: {from: '#4a3504', to: '#15110a', accent: '#f5c044'},
  currency: {from: '#0d3b2a', to: '#0b1612', accent: '#5fd39a'},
  markets: {from: '#0f2c52', to: '#0a121e', accent: '#6cb4ff'},
  banking: {from: '#173a40', to: '#0b1517', accent: '#58d0d8'},
  cars: {from: '#4a1616', to: '#160b0b', accent: '#ff8a7a'},
  housing: {from: '#33204f', to: '#120c1a', accent: '#c9a2ff'},
  energy: {from: '#3d2a12', to: '#15100a', accent: '#ffad5c'},
  food: {from: '#2c3a10', to: '#10140a', accent: '#b8dc6e'},
  general: {from: '#24303f', to: '#10151c', accent: '#c7d2de'},
};

/**
 * The motif: simple shapes drawn in a 480×480 box, placed by the cover at the inline-end top.
 * Strokes and fills use the accent colour at low opacity so the headline stays the subject.
 */
export function motifSvg(topic: Topic, accent: string): string {
  const stroke = `fill="none" stroke="${accent}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"`;
  switch (topic) {
    case 'gold': // stacked coins
      return [0, 1, 2]
        .map(
          (i) =>
            `<ellipse cx="${200 + i * 70}" cy="${300 - i * 80}" rx="150" ry="150" fill="${accent}" fill-opacity="${0.18 + i * 0.1}"/><circle cx="${200 + i * 70}" cy="${300 - i * 80}" r="105" ${stroke} stroke-opacity="0.5"/>`,
        )
        .join('');
    case 'currency': // a banknote and a rising line
      return `<rect x="40" y="150" width="400" height="220" rx="24" ${stroke} stroke-opacity="0.55"/><circle cx="240" cy="260" r="60" fill="${accent}" fill-opacity="0.3"/><polyline points="20,440 140,360 230,400 350,250 460,170" ${stroke} stroke-opacity="0.85"/>`;
    case 'markets': // candlesticks
      return [
        [60, 220, 320],
        [150, 160, 300],
        [240, 240, 380],
        [330, 110, 260],
        [420, 60, 200],
      ]
        .map(
          ([x, top, bottom]) =>
            `<line x1="${x}" y1="${top - 40}" x2="${x}" y2="${bottom + 40}" stroke="${accent}" stroke-opacity="0.6" stroke-width="8"/><rect x="${x - 28}" y="${top}" width="56" height="${bottom - top}" rx="6" fill="${accent}" fill-opacity="0.45"/>`,
        )
        .join('');
    case 'banking': // a bank's pediment and columns
      return `<polygon points="240,40 460,150 20,150" fill="${accent}" fill-opacity="0.35"/>${[
        70, 170, 310, 410,
      ]
        .map(
          (x) =>
            `<rect x="${x - 22}" y="180" width="44" height="200" rx="8" fill="${accent}" fill-opacity="0.3"/>`,
        )
        .join(
          '',
        )}<rect x="20" y="400" width="440" height="36" rx="8" fill="${accent}" fill-opacity="0.45"/>`;
    case 'cars': // a car's profile on a road
      return `<path d="M40 320 L100 220 Q120 190 160 190 L320 190 Q360 190 385 220 L440 290 L440 340 L40 340 Z" fill="${accent}" fill-opacity="0.3"/><circle cx="130" cy="350" r="48" ${stroke} stroke-opacity="0.7"/><circle cx="360" cy="350" r="48" ${stroke} stroke-opacity="0.7"/><line x1="0" y1="440" x2="480" y2="440" stroke="${accent}" stroke-opacity="0.5" stroke-width="10" stroke-dasharray="50 30"/>`;
    case 'housing': // a skyline
      return [
        [20, 200, 110],
        [140, 90, 90],
        [240, 150, 100],
        [350, 40, 110],
      ]
        .map(
          ([x, y, w]) =>
            `<rect x="${x}" y="${y}" width="${w}" height="${460 - y}" rx="8" fill="${accent}" fill-opacity="${0.2 + (y % 3) * 0.08}"/>${Array.from({length: Math.floor((400 - y) / 70)}, (_, row) => `<rect x="${x + 20}" y="${y + 30 + row * 70}" width="${w - 40}" height="26" rx="4" fill="${accent}" fill-opacity="0.35"/>`).join('')}`,
        )
        .join('');
    case 'energy': // an oil drop over a barrel
      return `<path d="M240 30 C300 130 360 190 360 260 A120 120 0 0 1 120 260 C120 190 180 130 240 30 Z" fill="${accent}" fill-opacity="0.35"/><rect x="110" y="330" width="260" height="130" rx="20" ${stroke} stroke-opacity="0.55"/><line x1="110" y1="395" x2="370" y2="395" stroke="${accent}" stroke-opacity="0.55" stroke-width="10"/>`;
    case 'food': // a shopping basket with its groceries
      return `<circle cx="170" cy="190" r="62" fill="${accent}" fill-opacity="0.35"/><circle cx="290" cy="170" r="54" fill="${accent}" fill-opacity="0.25"/><rect x="330" y="110" width="70" height="130" rx="14" fill="${accent}" fill-opacity="0.3"/><path d="M110 240 Q240 60 370 240" ${stroke} stroke-opacity="0.45"/><path d="M40 240 L440 240 L395 440 L85 440 Z" fill="${accent}" fill-opacity="0.22"/><path d="M40 240 L440 240 L395 440 L85 440 Z" ${stroke} stroke-opacity="0.6"/>${[150, 240, 330].map((x) => `<line x1="${x}" y1="270" x2="${x + (x - 240) * 0.1}" y2="410" stroke="${accent}" stroke-opacity="0.45" stroke-width="10" stroke-linecap="round"/>`).join('')}`;
    default: // a newspaper's columns
      return `<rect x="40" y="60" width="400" height="380" rx="20" ${stroke} stroke-opacity="0.5"/>${[
        130, 190, 250, 310, 370,
      ]
        .map(
          (y) =>
            `<rect x="90" y="${y}" width="${y === 130 ? 300 : 240}" height="22" rx="6" fill="${accent}" fill-opacity="0.4"/>`,
        )
        .join('')}`;
  }
}
