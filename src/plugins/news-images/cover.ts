/**
 * The SVGs of an article's images, 1200×630 each:
 * - the art (`artSvg`): the topic's gradient and motif, varied per article, with no text, for the
 *   cards, the lead story and the article page, where the headline is already printed beside it;
 * - the sharing card (`coverSvg`): the same art with the kicker, the headline and the brand, for
 *   Open Graph, where the image travels alone.
 * Pure string building so it can be unit-tested; rendering and encoding live in render.ts.
 */
import {motifSvg, PALETTES, type Topic} from './topics';
import {escapeXml} from '../../lib/escapeXml';

const COVER_WIDTH = 1200;
const COVER_HEIGHT = 630;
const MARGIN = 72;
const HEADLINE_SIZE = 60;
const HEADLINE_LINE_HEIGHT = 92;
const MAX_LINES = 3;

export interface CoverInput {
  title: string;
  /** Label of the article's main tag, shown in the pill. */
  kicker: string;
  topic: Topic;
  direction: 'rtl' | 'ltr';
  brand: string;
}

/**
 * Rough advance width of a character in em for Vazirmatn Bold, measured loosely and rounded up,
 * so wrapped lines never overflow the cover (SVG has no automatic line breaking).
 */
function charWidth(char: string): number {
  if (char === ' ' || char === '\u200c') return char === ' ' ? 0.28 : 0;
  if (/[\u0600-\u06FF]/.test(char)) return /[۰-۹٫٬]/.test(char) ? 0.56 : 0.52;
  if (/[A-Z]/.test(char)) return 0.68;
  if (/[0-9]/.test(char)) return 0.58;
  if (/[a-z]/.test(char)) return 0.54;
  return 0.4;
}

export function textWidthEm(text: string): number {
  return [...text].reduce((sum, char) => sum + charWidth(char), 0);
}

/**
 * Greedy word wrap into at most `maxLines` lines of `maxEm` em; a headline that does not fit ends
 * its last line with an ellipsis.
 */
export function wrapHeadline(
  title: string,
  maxEm: number,
  maxLines: number,
): string[] {
  const words = title.trim().split(/\s+/);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (textWidthEm(candidate) <= maxEm || !current) {
      current = candidate;
    } else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1];
  while (textWidthEm(`${last} …`) > maxEm && last.includes(' ')) {
    last = last.slice(0, last.lastIndexOf(' '));
  }
  kept[maxLines - 1] = `${last} …`;
  return kept;
}

/** A small deterministic generator (mulberry32), so an article's art is the same on every build. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The composition of an article's art: its topic's motif alone, as a pattern, or beside a chart. */
export type ArtLayout = 'motif' | 'pattern' | 'chart';
const LAYOUTS: readonly ArtLayout[] = ['motif', 'pattern', 'chart'];

/**
 * The background and motif, varied by `seed` so neighbouring articles of one section do not look
 * alike: the composition (one motif, a pattern of small ones, or a motif beside a price chart),
 * the gradient's angle, placement, size, tilt and faint rings. No text. The sharing card always
 * uses the single motif at the top, clear of the headline.
 */
function artLayers(
  {topic, direction}: Pick<CoverInput, 'topic' | 'direction'>,
  seed: number,
  withShade: boolean,
): string {
  const palette = PALETTES[topic];
  const rtl = direction === 'rtl';
  const random = seededRandom(seed);
  const layout = withShade ? 'motif' : artLayoutOf(seed);
  const motif = motifSvg(topic, palette.accent);
  const place = (
    scale: number,
    x: number,
    y: number,
    tilt: number,
    opacity = 1,
  ) =>
    `<g opacity="${opacity.toFixed(2)}" transform="translate(${Math.round(x)} ${Math.round(y)}) rotate(${tilt} ${Math.round(240 * scale)} ${Math.round(240 * scale)}) scale(${scale.toFixed(3)})">${motif}</g>`;
  const angle = random();
  const rings = Array.from({length: 4}, () => {
    const cx = Math.round(random() * COVER_WIDTH);
    const cy = Math.round(random() * COVER_HEIGHT);
    const r = Math.round(60 + random() * 220);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${palette.accent}" stroke-opacity="0.12" stroke-width="3"/>`;
  }).join('');
  let art: string;
  if (layout === 'pattern') {
    // Three to five small motifs scattered along a diagonal band.
    const count = 3 + Math.floor(random() * 3);
    art = Array.from({length: count}, (_, i) => {
      const scale = 0.32 + random() * 0.22;
      const x = (i / count) * COVER_WIDTH + random() * 80 - 40;
      const y = 40 + random() * (COVER_HEIGHT - 480 * scale - 80);
      return place(
        scale,
        rtl ? COVER_WIDTH - x - 480 * scale : x,
        y,
        Math.round((random() - 0.5) * 40),
        0.55 + random() * 0.45,
      );
    }).join('');
  } else if (layout === 'chart') {
    // A price line across the width (a random walk) over a faint grid, the motif small in a corner.
    const steps = 9;
    let level = 0.3 + random() * 0.4;
    const points = Array.from({length: steps + 1}, (_, i) => {
      level = Math.min(0.9, Math.max(0.1, level + (random() - 0.5) * 0.3));
      return `${Math.round((i / steps) * COVER_WIDTH)},${Math.round(COVER_HEIGHT * level)}`;
    }).join(' ');
    const grid = Array.from(
      {length: 5},
      (_, i) =>
        `<line x1="0" y1="${(i + 1) * 105}" x2="${COVER_WIDTH}" y2="${(i + 1) * 105}" stroke="${palette.accent}" stroke-opacity="0.1" stroke-width="2"/>`,
    ).join('');
    const scale = 0.45 + random() * 0.15;
    art = `${grid}<polyline points="${points}" fill="none" stroke="${palette.accent}" stroke-opacity="0.8" stroke-width="10" stroke-linejoin="round" stroke-linecap="round"/>${place(scale, rtl ? 60 : COVER_WIDTH - 60 - 480 * scale, 40, Math.round((random() - 0.5) * 12), 0.8)}`;
  } else {
    // On the sharing card the motif keeps to the top, clear of the headline.
    const scale = (0.95 + random() * 0.3) * (withShade ? 0.7 : 1);
    const tilt = Math.round((random() - 0.5) * 16);
    const size = 480 * scale;
    const x = rtl
      ? 90 + random() * 120
      : COVER_WIDTH - 90 - size - random() * 120;
    const y = withShade
      ? 24
      : (COVER_HEIGHT - size) / 2 + (random() - 0.5) * 60;
    art = place(scale, x, y, tilt);
  }
  const [x1, y1, x2, y2] =
    angle < 0.5 ? [rtl ? 1 : 0, 0, rtl ? 0 : 1, 1] : [0.5, 0, 0.5, 1];
  return [
    `<defs><linearGradient id="bg" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>`,
    `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.35" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></linearGradient></defs>`,
    `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#bg)"/>`,
    rings,
    art,
    withShade
      ? `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#shade)"/>`
      : '',
  ].join('');
}

/**
 * The composition of an article's art, from its id: consecutive ids take each composition in
 * turn, so a list of one section's stories alternates rather than repeating one picture.
 */
export function artLayoutOf(seed: number): ArtLayout {
  return LAYOUTS[Math.abs(Math.trunc(seed)) % LAYOUTS.length];
}

/** Darkens a photo from its middle down, so the white headline keeps its contrast on any picture. */
function photoShade(): string {
  return [
    `<defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.35"/>`,
    `<stop offset="0.3" stop-color="#000" stop-opacity="0.1"/><stop offset="0.55" stop-color="#000" stop-opacity="0.45"/>`,
    `<stop offset="1" stop-color="#000" stop-opacity="0.88"/></linearGradient></defs>`,
    `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#shade)"/>`,
  ].join('');
}

/** The text-free art of the cards and the article page. */
export function artSvg(
  input: Pick<CoverInput, 'topic' | 'direction'>,
  seed: number,
): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}">${artLayers(input, seed, false)}</svg>`;
}

/**
 * The sharing card: the art, dimmed at the bottom, under the kicker, the headline and the brand.
 * `overPhoto`: no art, a transparent SVG with a deeper shade, laid over the article's photo.
 */
export function coverSvg(
  {title, kicker, topic, direction, brand}: CoverInput,
  seed = 0,
  overPhoto = false,
): string {
  const palette = PALETTES[topic];
  const rtl = direction === 'rtl';
  // x of the inline-start edge; with direction="rtl", text-anchor="start" grows leftwards from it.
  const startX = rtl ? COVER_WIDTH - MARGIN : MARGIN;
  const endX = rtl ? MARGIN : COVER_WIDTH - MARGIN;
  const text = `direction="${direction}" text-anchor="start" font-family="Vazirmatn"`;
  const lines = wrapHeadline(
    title,
    (COVER_WIDTH - 2 * MARGIN) / HEADLINE_SIZE,
    MAX_LINES,
  );
  const firstBaseline =
    COVER_HEIGHT - 120 - (lines.length - 1) * HEADLINE_LINE_HEIGHT;
  const kickerWidth = Math.round(textWidthEm(kicker) * 34 + 56);
  const pillX = rtl ? startX - kickerWidth : startX;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}">`,
    overPhoto ? photoShade() : artLayers({topic, direction}, seed, true),
    `<rect x="${pillX}" y="${MARGIN - 8}" width="${kickerWidth}" height="60" rx="30" fill="${palette.accent}"/>`,
    `<text x="${rtl ? startX - 28 : startX + 28}" y="${MARGIN + 33}" ${text} font-size="34" font-weight="700" fill="#10151c">${escapeXml(kicker)}</text>`,
    ...lines.map(
      (line, i) =>
        `<text x="${startX}" y="${firstBaseline + i * HEADLINE_LINE_HEIGHT}" ${text} font-size="${HEADLINE_SIZE}" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    ),
    `<rect x="${rtl ? startX - 80 : startX}" y="${COVER_HEIGHT - 64}" width="80" height="8" rx="4" fill="${palette.accent}"/>`,
    `<text x="${endX}" y="${COVER_HEIGHT - 50}" direction="${direction}" text-anchor="end" font-family="Vazirmatn" font-size="30" font-weight="700" fill="#ffffff" fill-opacity="0.85">${escapeXml(brand)}</text>`,
    `</svg>`,
  ].join('');
}
