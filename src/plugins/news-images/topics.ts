/**
 * The cover design families: an article's main tag (its first) picks a palette and a motif, so a
 * reader scanning a list tells gold from housing news by colour and shape before reading.
 */
export type Topic = 'gold' | 'currency' | 'markets' | 'banking' | 'cars' | 'housing' | 'energy' | 'general';

/** Tag keys (news/tags.yml) of each family; any other key is `general`. */
const FAMILY: Record<Exclude<Topic, 'general'>, readonly string[]> = {
  gold: ['gold', 'coin', 'emami-coin', 'bahar-coin', 'half-coin', 'quarter-coin', 'gram-coin', 'melted-gold', 'gold-ounce', 'jewelry', 'coin-bubble', 'gold-funds', 'coin-certificates', 'coin-auction', 'silver', 'copper', 'goldsmiths'],
  currency: ['dollar', 'currency', 'euro', 'pound', 'dirham', 'lira', 'yuan', 'iraqi-dinar', 'ruble', 'exchange-center', 'free-market', 'forex-remittance', 'export-forex', 'exchange-shops', 'forex-policy', 'rial', 'redenomination', 'crypto', 'fed'],
  markets: ['stock', 'index', 'equal-weight-index', 'farabourse', 'ipo', 'etf', 'fixed-income-funds', 'petrochemicals', 'refineries', 'steel', 'bank-stocks', 'auto-stocks', 'trading-value', 'retail-investors', 'sec', 'commodity-exchange', 'energy-exchange', 'dividends', 'stabilization-fund', 'debt-securities', 'treasury-bills', 'capital-raising'],
  banking: ['central-bank', 'interest-rate', 'monetary-policy', 'liquidity', 'monetary-base', 'interbank', 'open-market', 'reserve-requirement', 'banks', 'loans', 'marriage-loan', 'digital-rial', 'cheques', 'bank-imbalance', 'deposits', 'economy', 'inflation', 'growth', 'gdp', 'budget', 'tax', 'statistical-centre', 'cpi', 'ppi', 'pmi', 'unemployment', 'wages', 'pensions', 'subsidies', 'privatization', 'investment', 'kalabarg', 'food-prices'],
  cars: ['car', 'automaker', 'iran-khodro', 'saipa', 'car-imports', 'car-prices', 'car-sales-system', 'used-cars', 'auto-parts', 'electric-cars', 'car-exchange-offering', 'competition-council'],
  housing: ['housing', 'rent', 'tehran-housing', 'mortgage', 'national-housing', 'construction', 'building-permits', 'building-materials', 'cement', 'land', 'realtors', 'vacant-homes-tax'],
  energy: ['oil', 'oil-exports', 'brent', 'opec', 'gasoline', 'electricity', 'gas', 'exports', 'imports', 'industry', 'trade', 'customs'],
};

export function topicOf(tagKey: string | undefined): Topic {
  if (!tagKey) return 'general';
  for (const [topic, keys] of Object.entries(FAMILY)) if (keys.includes(tagKey)) return topic as Topic;
  return 'general';
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
        .map((i) => `<ellipse cx="${200 + i * 70}" cy="${300 - i * 80}" rx="150" ry="150" fill="${accent}" fill-opacity="${0.18 + i * 0.1}"/><circle cx="${200 + i * 70}" cy="${300 - i * 80}" r="105" ${stroke} stroke-opacity="0.5"/>`)
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
        .map(([x, top, bottom]) => `<line x1="${x}" y1="${top - 40}" x2="${x}" y2="${bottom + 40}" stroke="${accent}" stroke-opacity="0.6" stroke-width="8"/><rect x="${x - 28}" y="${top}" width="56" height="${bottom - top}" rx="6" fill="${accent}" fill-opacity="0.45"/>`)
        .join('');
    case 'banking': // a bank's pediment and columns
      return `<polygon points="240,40 460,150 20,150" fill="${accent}" fill-opacity="0.35"/>${[70, 170, 310, 410]
        .map((x) => `<rect x="${x - 22}" y="180" width="44" height="200" rx="8" fill="${accent}" fill-opacity="0.3"/>`)
        .join('')}<rect x="20" y="400" width="440" height="36" rx="8" fill="${accent}" fill-opacity="0.45"/>`;
    case 'cars': // a car's profile on a road
      return `<path d="M40 320 L100 220 Q120 190 160 190 L320 190 Q360 190 385 220 L440 290 L440 340 L40 340 Z" fill="${accent}" fill-opacity="0.3"/><circle cx="130" cy="350" r="48" ${stroke} stroke-opacity="0.7"/><circle cx="360" cy="350" r="48" ${stroke} stroke-opacity="0.7"/><line x1="0" y1="440" x2="480" y2="440" stroke="${accent}" stroke-opacity="0.5" stroke-width="10" stroke-dasharray="50 30"/>`;
    case 'housing': // a skyline
      return [
        [20, 200, 110],
        [140, 90, 90],
        [240, 150, 100],
        [350, 40, 110],
      ]
        .map(([x, y, w]) => `<rect x="${x}" y="${y}" width="${w}" height="${460 - y}" rx="8" fill="${accent}" fill-opacity="${0.2 + (y % 3) * 0.08}"/>${Array.from({length: Math.floor((400 - y) / 70)}, (_, row) => `<rect x="${x + 20}" y="${y + 30 + row * 70}" width="${w - 40}" height="26" rx="4" fill="${accent}" fill-opacity="0.35"/>`).join('')}`)
        .join('');
    case 'energy': // an oil drop over a barrel
      return `<path d="M240 30 C300 130 360 190 360 260 A120 120 0 0 1 120 260 C120 190 180 130 240 30 Z" fill="${accent}" fill-opacity="0.35"/><rect x="110" y="330" width="260" height="130" rx="20" ${stroke} stroke-opacity="0.55"/><line x1="110" y1="395" x2="370" y2="395" stroke="${accent}" stroke-opacity="0.55" stroke-width="10"/>`;
    default: // a newspaper's columns
      return `<rect x="40" y="60" width="400" height="380" rx="20" ${stroke} stroke-opacity="0.5"/>${[130, 190, 250, 310, 370]
        .map((y) => `<rect x="90" y="${y}" width="${y === 130 ? 300 : 240}" height="22" rx="6" fill="${accent}" fill-opacity="0.4"/>`)
        .join('')}`;
  }
}
