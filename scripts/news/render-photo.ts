/**
 * Renders the launch articles' photos, photo-like scenes drawn with sharp (SVG shapes, then lens
 * blur, film grain and a vignette): the newsroom owns them outright, so nothing is hot-linked or
 * licensed. Also used by the tests that need a real photo of a given size.
 *
 *   npx tsx scripts/news/render-photo.ts exchange-street static/img/photos/exchange-street.jpg [2400x1600]
 *
 * Scenes: exchange-street (a row of exchange shops at dusk), gold-coins (coins on velvet),
 * rate-board (an exchange shop's LED rate board).
 */
import path from 'node:path';
import sharp from 'sharp';
import {seededRandom} from '../../src/plugins/news-images/cover';
import {selectBundledFont} from '../../src/plugins/news-images/render';
import {IMAGE_CACHE_DIR} from '../../src/plugins/news-images/cacheFiles';

export const SCENES = ['exchange-street', 'gold-coins', 'rate-board'] as const;
export type Scene = (typeof SCENES)[number];

/** Drawn in a 1200×800 box and scaled: the scene looks the same at any size. */
const W = 1200;
const H = 800;

function exchangeStreet(random: () => number): string {
  const shops = ['صرافی', 'تبدیل ارز', 'صرافی ملی', 'ارز و سکه', 'صرافی'];
  const facades = shops.map((name, i) => {
    // Left side of the street, receding towards the vanishing point at (760, 360).
    const x0 = 40 + i * 150 - i * i * 9;
    const w = 150 - i * 22;
    const top = 120 + i * 38;
    const bottom = 700 - i * 55;
    const sign =
      `<rect x="${x0 + 6}" y="${top + 20}" width="${w - 12}" height="${34 - i * 4}" rx="3" fill="${i % 2 ? '#0f6b3f' : '#173f8a'}"/>` +
      `<text x="${x0 + w / 2}" y="${top + 44 - i * 2}" font-family="Vazirmatn" font-weight="700" font-size="${22 - i * 3}" fill="#f4f1e6" text-anchor="middle" direction="rtl">${name}</text>`;
    const window = `<rect x="${x0 + 12}" y="${top + 70}" width="${w - 24}" height="${bottom - top - 110}" fill="url(#shopLight)" opacity="${0.75 + random() * 0.25}"/>`;
    const frame = `<rect x="${x0}" y="${top}" width="${w}" height="${bottom - top}" fill="#3a3430"/>`;
    return frame + window + sign;
  });
  const people = Array.from({length: 9}, () => {
    const x = 120 + random() * 620;
    const depth = (x - 100) / 700; // further right is further away
    const h = 190 - depth * 110;
    const y = 720 - depth * 260;
    return `<g fill="#14110f" opacity="0.92"><rect x="${x}" y="${y - h}" width="${h * 0.28}" height="${h * 0.82}" rx="${h * 0.1}"/><circle cx="${x + h * 0.14}" cy="${y - h - h * 0.1}" r="${h * 0.11}"/></g>`;
  });
  const lights = Array.from({length: 26}, () => {
    const x = 640 + random() * 520;
    const y = 330 + random() * 120;
    const r = 4 + random() * 14;
    const warm = random() > 0.4;
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${warm ? '#ffcf7a' : '#ff5a4a'}" opacity="${0.35 + random() * 0.5}"/>`;
  });
  return [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1b2a4a"/><stop offset="0.55" stop-color="#6b5a7a"/><stop offset="1" stop-color="#e59a5c"/></linearGradient>`,
    `<linearGradient id="road" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4a4440"/><stop offset="1" stop-color="#1c1a19"/></linearGradient>`,
    `<linearGradient id="shopLight" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff2c4"/><stop offset="1" stop-color="#d98a3a"/></linearGradient>`,
    `<filter id="soft"><feGaussianBlur stdDeviation="6"/></filter><filter id="bokeh"><feGaussianBlur stdDeviation="5"/></filter></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    // Far buildings on the right side and the skyline.
    `<g filter="url(#soft)">${Array.from({length: 8}, (_, i) => `<rect x="${700 + i * 62}" y="${180 + (i % 3) * 40}" width="58" height="${260 - (i % 3) * 40}" fill="#2c2a33"/>`).join('')}</g>`,
    `<polygon points="0,800 1200,800 1200,560 760,380 640,380" fill="url(#road)"/>`,
    `<g opacity="0.35" filter="url(#soft)"><polygon points="520,800 600,800 720,400 700,400" fill="#d9c9a3"/></g>`,
    `<g filter="url(#bokeh)">${lights.join('')}</g>`,
    ...facades,
    `<g filter="url(#soft)" opacity="0.55"><rect x="0" y="690" width="700" height="110" fill="#d98a3a" opacity="0.25"/></g>`,
    ...people,
  ].join('');
}

function goldCoins(random: () => number): string {
  const coin = (cx: number, cy: number, r: number, tilt: number) => {
    const ry = r * tilt;
    return [
      `<ellipse cx="${cx}" cy="${cy + ry * 0.16}" rx="${r}" ry="${ry}" fill="#5c3d06"/>`,
      `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${ry}" fill="url(#gold)"/>`,
      `<ellipse cx="${cx}" cy="${cy}" rx="${r * 0.8}" ry="${ry * 0.8}" fill="none" stroke="#8a6410" stroke-width="${r * 0.05}" opacity="0.8"/>`,
      `<ellipse cx="${cx - r * 0.05}" cy="${cy - ry * 0.05}" rx="${r * 0.45}" ry="${ry * 0.42}" fill="#f6d77a" opacity="0.35"/>`,
      `<path d="M ${cx - r * 0.75} ${cy - ry * 0.3} A ${r * 0.8} ${ry * 0.8} 0 0 1 ${cx + r * 0.3} ${cy - ry * 0.78}" stroke="#fff6d8" stroke-width="${r * 0.05}" fill="none" opacity="0.7"/>`,
    ].join('');
  };
  const back = Array.from({length: 14}, () =>
    coin(
      80 + random() * 1040,
      120 + random() * 260,
      60 + random() * 40,
      0.45 + random() * 0.2,
    ),
  );
  const front: string[] = [];
  // A stack in front, then loose coins.
  for (let i = 0; i < 7; i++) front.push(coin(420, 640 - i * 26, 170, 0.42));
  for (let i = 0; i < 6; i++) {
    front.push(
      coin(
        160 + random() * 900,
        470 + random() * 260,
        110 + random() * 50,
        0.4 + random() * 0.25,
      ),
    );
  }
  return [
    `<defs><radialGradient id="velvet" cx="0.5" cy="0.45" r="0.8"><stop offset="0" stop-color="#5a1220"/><stop offset="1" stop-color="#12040a"/></radialGradient>`,
    `<radialGradient id="gold" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="#fff1b0"/><stop offset="0.35" stop-color="#f2c14e"/><stop offset="0.75" stop-color="#b8860b"/><stop offset="1" stop-color="#6b4a06"/></radialGradient>`,
    `<filter id="far"><feGaussianBlur stdDeviation="9"/></filter><filter id="near"><feGaussianBlur stdDeviation="1.2"/></filter></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#velvet)"/>`,
    `<g filter="url(#far)" opacity="0.85">${back.join('')}</g>`,
    `<g filter="url(#near)">${front.join('')}</g>`,
  ].join('');
}

function rateBoard(random: () => number): string {
  const rows: Array<[string, string, string]> = [
    ['دلار آمریکا', '۱۱۲٬۴۰۰', '۱۱۳٬۱۰۰'],
    ['یورو', '۱۳۱٬۲۰۰', '۱۳۲٬۰۰۰'],
    ['درهم امارات', '۳۰٬۶۰۰', '۳۰٬۸۵۰'],
    ['لیر ترکیه', '۲٬۷۰۰', '۲٬۷۶۰'],
    ['پوند انگلیس', '۱۵۰٬۹۰۰', '۱۵۱٬۸۰۰'],
  ];
  const text = rows
    .map(([name, buy, sell], i) => {
      const y = 250 + i * 92;
      return (
        `<text x="1010" y="${y}" font-family="Vazirmatn" font-size="46" font-weight="700" fill="#f5e9c8" direction="rtl" text-anchor="start">${name}</text>` +
        `<text x="560" y="${y}" font-family="Vazirmatn" font-size="50" font-weight="700" fill="#4cff7a" text-anchor="middle">${buy}</text>` +
        `<text x="300" y="${y}" font-family="Vazirmatn" font-size="50" font-weight="700" fill="#ff4d4d" text-anchor="middle">${sell}</text>`
      );
    })
    .join('');
  const header = `<text x="560" y="150" font-family="Vazirmatn" font-size="40" fill="#c9c2b0" text-anchor="middle">خرید</text><text x="300" y="150" font-family="Vazirmatn" font-size="40" fill="#c9c2b0" text-anchor="middle">فروش</text>`;
  const dust = Array.from(
    {length: 40},
    () =>
      `<circle cx="${random() * W}" cy="${random() * H}" r="${1 + random() * 3}" fill="#fff" opacity="${random() * 0.15}"/>`,
  ).join('');
  return [
    `<defs><linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2b2622"/><stop offset="1" stop-color="#0d0b0a"/></linearGradient>`,
    `<filter id="glow"><feGaussianBlur stdDeviation="7"/></filter></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#wall)"/>`,
    `<g transform="translate(60 40) skewY(-3)"><rect x="40" y="60" width="1030" height="600" rx="14" fill="#070707" stroke="#5a5046" stroke-width="10"/>`,
    `<g filter="url(#glow)" opacity="0.8">${text}${header}</g>${text}${header}</g>`,
    dust,
  ].join('');
}

const DRAW: Record<Scene, (random: () => number) => string> = {
  'exchange-street': exchangeStreet,
  'gold-coins': goldCoins,
  'rate-board': rateBoard,
};

/** A JPEG of the scene, `width`×`height` (3:2 drawings are filled into other proportions). */
export async function renderPhoto(
  scene: Scene,
  width: number,
  height: number,
  seed = 7,
): Promise<Buffer> {
  selectBundledFont(path.join(process.cwd(), IMAGE_CACHE_DIR));
  const random = seededRandom(seed);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">${DRAW[scene](random)}</svg>`;
  const base = await sharp(Buffer.from(svg))
    .removeAlpha()
    .blur(0.6)
    .raw()
    .toBuffer();
  // Film grain and a vignette, as a lens and a sensor leave them.
  const grain = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    const n = Math.round((random() + random() + random() - 1.5) * 22);
    grain[i * 3] = grain[i * 3 + 1] = grain[i * 3 + 2] = 128 + n;
  }
  const vignette = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><radialGradient id="v" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></radialGradient></defs><rect width="100%" height="100%" fill="url(#v)"/></svg>`;
  return sharp(base, {raw: {width, height, channels: 3}})
    .composite([
      {input: grain, raw: {width, height, channels: 3}, blend: 'soft-light'},
      {input: Buffer.from(vignette), blend: 'over'},
    ])
    .jpeg({quality: 84, mozjpeg: true})
    .toBuffer();
}

async function main() {
  const [scene, out, size = '2400x1600'] = process.argv.slice(2);
  if (!SCENES.includes(scene as Scene) || !out) {
    console.error(
      `Usage: npx tsx scripts/news/render-photo.ts <${SCENES.join('|')}> <out.jpg> [WIDTHxHEIGHT]`,
    );
    process.exit(1);
  }
  const [width, height] = size.split('x').map(Number);
  await sharp(await renderPhoto(scene as Scene, width, height)).toFile(out);
  console.log(`${out}: ${width}×${height}`);
}

if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(__filename)
) {
  void main();
}
