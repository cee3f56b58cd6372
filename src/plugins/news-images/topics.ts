/**
 * The cover design families: an article's main tag (its first) picks a palette and a motif, so a
 * reader scanning a list tells gold from housing news by colour and shape before reading. Which
 * tag is in which family is written in news/tags.yml.
 */
const TOPICS = [
  'gold',
  'currency',
  'markets',
  'banking',
  'cars',
  'housing',
  'energy',
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
