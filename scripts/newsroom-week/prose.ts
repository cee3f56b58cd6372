/**
 * The newsroom-week test's stories: a headline, a description and a body in Persian and in
 * English, written from a small bank of sentences about the markets and the figures of the day.
 * Every long sentence names its subject and carries a figure or the day, so the same sentence
 * appears in at most the three stories a subject gets in a day (the corpus test's rule against
 * boilerplate), and the Persian figures are the day's closes in the form the price test reads
 * («۱۱۲ هزار و ۴۰۰ تومان»).
 */
import {formatLongDate, toPersianDigits} from '../../src/lib/format';
import {TRUNCATE_MARKER} from '../../src/plugins/news-guard/schema';
import type {DayFigures} from './market';

export type Lang = 'fa' | 'en';

export interface Text {
  title: string;
  description: string;
  body: string;
}

export type Story = Record<Lang, Text>;

// ---------------------------------------------------------------- numbers and days

/** 112400 → «۱۱۲ هزار و ۴۰۰ تومان»; 108200000 → «۱۰۸ میلیون و ۲۰۰ هزار تومان». */
export function faAmount(value: number, unit = 'تومان'): string {
  const n = Math.round(value);
  const part = (whole: number, rest: string) =>
    toPersianDigits(`${whole}`) + rest;
  let text: string;
  if (n >= 1e9) {
    const millions = Math.round((n % 1e9) / 1e6);
    text = part(
      Math.floor(n / 1e9),
      millions
        ? ` میلیارد و ${toPersianDigits(`${millions}`)} میلیون`
        : ' میلیارد',
    );
  } else if (n >= 1e6) {
    const thousands = Math.round((n % 1e6) / 1e3);
    text = part(
      Math.floor(n / 1e6),
      thousands
        ? ` میلیون و ${toPersianDigits(`${thousands}`)} هزار`
        : ' میلیون',
    );
  } else if (n >= 1e3) {
    const rest = n % 1e3;
    text = part(
      Math.floor(n / 1e3),
      rest ? ` هزار و ${toPersianDigits(`${rest}`)}` : ' هزار',
    );
  } else {
    text = toPersianDigits(`${n}`);
  }
  return `${text} ${unit}`;
}

/** 112400 → "112,400 tomans"; 108200000 → "108.2 million tomans". */
export function enAmount(value: number, unit = 'tomans'): string {
  const scaled = (divisor: number, word: string) =>
    `${Number((value / divisor).toFixed(value / divisor >= 100 ? 1 : 2))} ${word}`;
  if (value >= 1e9) return `${scaled(1e9, 'billion')} ${unit}`;
  if (value >= 1e7) return `${scaled(1e6, 'million')} ${unit}`;
  return `${Math.round(value).toLocaleString('en-US')} ${unit}`;
}

/** 1.234 → «۱٫۲ درصد» / "1.2%" (no sign: the verb says which way). */
export const faPercent = (p: number) =>
  `${toPersianDigits(Math.abs(p).toFixed(1)).replace('.', '٫')} درصد`;
export const enPercent = (p: number) => `${Math.abs(p).toFixed(1)}%`;

export const change = (now: number, before: number) =>
  ((now - before) / before) * 100;

/** The day's names: «دوشنبه»، «۷ مهر» / "Monday", "29 September". */
export function dayNames(date: string) {
  const noon = `${date}T12:00:00+03:30`;
  const [faWeekday, faDay, faMonth] = formatLongDate(noon, 'fa').split(' ');
  const [enWeekday, enRest] = formatLongDate(noon, 'en').split(', ');
  return {
    fa: {weekday: faWeekday, day: `${faDay} ${faMonth}`},
    en: {weekday: enWeekday, day: enRest.replace(/ \d{4}$/, '')},
  };
}

/** Picks from a bank by a number (a day, an angle), so neighbouring stories differ. */
const cap = (text: string) => text[0].toUpperCase() + text.slice(1);

const pick = <T>(bank: readonly T[], n: number): T => bank[n % bank.length];

function body(
  lead: string,
  sections: Array<[heading: string, paragraph: string]>,
): string {
  const [first, ...rest] = sections;
  return [
    lead,
    TRUNCATE_MARKER,
    `## ${first[0]}`,
    first[1],
    ...rest.flatMap(([heading, paragraph], i) => [
      `${i === 0 ? '###' : '##'} ${heading}`,
      paragraph,
    ]),
  ].join('\n\n');
}

// ---------------------------------------------------------------- the subjects

type Group = 'currency' | 'gold' | 'world' | 'crypto';

/** An instrument of the prices pages the newsroom writes about every day. */
export interface PriceSubject {
  kind: 'price';
  key: string;
  group: Group;
  /** In a headline («دلار»), as a sentence's subject («قیمت دلار آمریکا در بازار آزاد»). */
  fa: {name: string; subject: string};
  /** In English, `inline` is the name inside a sentence («the dollar», «bitcoin»). */
  en: {name: string; subject: string; inline: string};
  /** Prices in US dollars (world markets) rather than toman. */
  usd?: boolean;
  tags: string[];
  author: string;
}

const price = (
  key: string,
  group: Group,
  fa: [string, string],
  en: [string, string, string],
  tags: string[],
  usd = false,
): PriceSubject => ({
  kind: 'price',
  key,
  group,
  fa: {name: fa[0], subject: fa[1]},
  en: {name: en[0], subject: en[1], inline: en[2]},
  usd,
  tags,
  author: group === 'currency' || group === 'gold' ? 'sara-ahmadi' : 'newsroom',
});

export const PRICE_SUBJECTS: PriceSubject[] = [
  price(
    'usd',
    'currency',
    ['دلار', 'دلار آمریکا در بازار آزاد تهران'],
    ['Dollar', "The US dollar on Tehran's open market", 'the dollar'],
    ['dollar', 'currency', 'free-market'],
  ),
  price(
    'eur',
    'currency',
    ['یورو', 'یورو در صرافی‌های تهران'],
    ['Euro', "The euro in Tehran's exchange shops", 'the euro'],
    ['euro', 'currency'],
  ),
  price(
    'gbp',
    'currency',
    ['پوند', 'پوند انگلیس در بازار آزاد'],
    ['Pound', 'The British pound on the open market', 'the pound'],
    ['pound', 'currency'],
  ),
  price(
    'aed',
    'currency',
    ['درهم', 'درهم امارات در بازار تهران'],
    ['Dirham', 'The UAE dirham in Tehran', 'the dirham'],
    ['dirham', 'currency', 'uae'],
  ),
  price(
    'try',
    'currency',
    ['لیر ترکیه', 'لیر ترکیه در صرافی‌ها'],
    ['Turkish lira', 'The Turkish lira in the exchange shops', 'the lira'],
    ['lira', 'currency', 'turkey'],
  ),
  price(
    'cny',
    'currency',
    ['یوان', 'یوان چین در بازار ارز'],
    ['Yuan', 'The Chinese yuan on the currency market', 'the yuan'],
    ['yuan', 'currency', 'china'],
  ),
  price(
    'usd-exchange-centre',
    'currency',
    ['دلار مرکز مبادله', 'نرخ توافقی دلار در مرکز مبادله'],
    [
      'Exchange Centre dollar',
      "The dollar's negotiated rate at the Exchange Centre",
      'the Exchange Centre dollar',
    ],
    ['exchange-center', 'forex-policy'],
  ),
  price(
    'gold-18k',
    'gold',
    ['طلای ۱۸ عیار', 'هر گرم طلای ۱۸ عیار'],
    ['18-carat gold', 'A gram of 18-carat gold', '18-carat gold'],
    ['gold', 'jewelry'],
  ),
  price(
    'melted-gold-mithqal',
    'gold',
    ['طلای آب‌شده', 'هر مثقال طلای آب‌شده'],
    ['Melted gold', 'A mithqal of melted gold', 'melted gold'],
    ['melted-gold', 'gold'],
  ),
  price(
    'emami-coin',
    'gold',
    ['سکه امامی', 'سکه امامی'],
    ['Emami coin', 'The Emami coin', 'the Emami coin'],
    ['emami-coin', 'coin', 'coin-bubble'],
  ),
  price(
    'bahar-azadi-coin',
    'gold',
    ['سکه بهار آزادی', 'سکه بهار آزادی طرح قدیم'],
    [
      'Bahar Azadi coin',
      'The old-design Bahar Azadi coin',
      'the Bahar Azadi coin',
    ],
    ['bahar-coin', 'coin'],
  ),
  price(
    'half-coin',
    'gold',
    ['نیم‌سکه', 'نیم‌سکه'],
    ['Half coin', 'The half coin', 'the half coin'],
    ['half-coin', 'coin'],
  ),
  price(
    'quarter-coin',
    'gold',
    ['ربع‌سکه', 'ربع‌سکه'],
    ['Quarter coin', 'The quarter coin', 'the quarter coin'],
    ['quarter-coin', 'coin'],
  ),
  price(
    'gram-coin',
    'gold',
    ['سکه گرمی', 'سکه گرمی'],
    ['Gram coin', 'The gram coin', 'the gram coin'],
    ['gram-coin', 'coin'],
  ),
  price(
    'gold-ounce',
    'world',
    ['انس طلا', 'انس جهانی طلا'],
    ['Gold ounce', 'Gold on world markets', 'gold'],
    ['gold-ounce', 'gold'],
    true,
  ),
  price(
    'silver-gram',
    'world',
    ['نقره', 'هر گرم نقره در بازار تهران'],
    ['Silver', 'A gram of silver in Tehran', 'silver'],
    ['silver'],
  ),
  price(
    'copper',
    'world',
    ['مس', 'هر تن مس در بورس فلزات لندن'],
    ['Copper', 'A tonne of copper on the London Metal Exchange', 'copper'],
    ['copper', 'mining'],
    true,
  ),
  price(
    'bitcoin-usd',
    'crypto',
    ['بیت‌کوین', 'بیت‌کوین در صرافی‌های جهانی'],
    ['Bitcoin', 'Bitcoin on the world exchanges', 'bitcoin'],
    ['bitcoin', 'crypto'],
    true,
  ),
  price(
    'tether',
    'crypto',
    ['تتر', 'تتر در صرافی‌های رمزارز داخلی'],
    ['Tether', "Tether on Iran's crypto exchanges", 'Tether'],
    ['tether', 'crypto'],
  ),
];

/** Markets the price pages do not track: the stories carry their own figures. */
export type OtherSubject =
  | {kind: 'bourse'; key: 'bourse'; tags: string[]; author: string}
  | {kind: 'housing'; key: 'housing'; tags: string[]; author: string}
  | {kind: 'interbank'; key: 'interbank'; tags: string[]; author: string}
  | {
      kind: 'car';
      key: string;
      fa: string;
      en: string;
      maker: {fa: string; en: string};
      tags: string[];
      author: string;
    };

export type Subject = PriceSubject | OtherSubject;

/** The car reporter who joins during the week (news/authors.yml and its English twin). */
export const NEW_AUTHOR = {
  key: 'neda-moradi',
  fa: {
    name: 'ندا مرادی',
    title: 'خبرنگار بازار خودرو',
    /** Her line on the editorial team page (info/editorial-team.md). */
    team: '- **ندا مرادی**، خبرنگار بازار خودرو: قیمت خودرو در بازار آزاد و کارخانه، عرضه در بورس کالا و تحویل خودروسازان.',
  },
  en: {
    name: 'Neda Moradi',
    title: 'Car market reporter',
    team: "- **Neda Moradi**, car market reporter: open-market and factory car prices, offerings on the commodity exchange and the carmakers' deliveries.",
  },
};

/** The tag the desk adds during the week, in the gold family (news/tags.yml and its English twin). */
export const NEW_TAG = {
  key: 'gold-bars',
  family: 'gold',
  fa: {
    label: 'شمش طلا',
    description:
      'شمش طلا در بازار تهران و مرکز مبادله، حراج‌های بانک مرکزی و تقاضای پس‌اندازکنندگان برای طلای استاندارد.',
  },
  en: {
    label: 'Gold bars',
    description:
      'Gold bars in Tehran and at the Exchange Centre, the central bank’s auctions and savers’ demand for standard bullion.',
  },
};

const car = (
  key: string,
  fa: string,
  en: string,
  maker: 'iran-khodro' | 'saipa',
): OtherSubject => ({
  kind: 'car',
  key,
  fa,
  en,
  maker:
    maker === 'saipa'
      ? {fa: 'سایپا', en: 'Saipa'}
      : {fa: 'ایران‌خودرو', en: 'Iran Khodro'},
  tags: ['car-prices', 'car', maker],
  author: NEW_AUTHOR.key,
});

export const OTHER_SUBJECTS: OtherSubject[] = [
  {
    kind: 'bourse',
    key: 'bourse',
    tags: ['stock', 'index', 'trading-value'],
    author: 'reza-karimi',
  },
  {
    kind: 'housing',
    key: 'housing',
    tags: ['housing', 'tehran-housing'],
    author: 'maryam-hosseini',
  },
  {
    kind: 'interbank',
    key: 'interbank',
    tags: ['interbank', 'central-bank', 'interest-rate'],
    author: 'ali-rezaei',
  },
  car(
    'peugeot-207',
    'پژو ۲۰۷ دنده‌ای',
    'The manual Peugeot 207',
    'iran-khodro',
  ),
  car('tara', 'تارا', 'The Tara', 'iran-khodro'),
  car('dena-plus', 'دنا پلاس', 'The Dena Plus', 'iran-khodro'),
  car('shahin', 'شاهین', 'The Shahin', 'saipa'),
  car('quick', 'کوییک', 'The Quick', 'saipa'),
];

/** Three ways to tell a day's price, two for the other markets. */
export const ANGLES = ['close', 'desk', 'week'] as const;
export type Angle = (typeof ANGLES)[number];
export const anglesOf = (subject: Subject): readonly Angle[] =>
  subject.kind === 'price'
    ? ANGLES
    : subject.kind === 'car'
      ? ['close']
      : ['close', 'desk'];

// ---------------------------------------------------------------- the sentence bank

const PLACES: Record<Group, Array<{fa: string; en: string}>> = {
  currency: [
    {fa: 'خیابان فردوسی', en: 'Ferdowsi Street'},
    {
      fa: 'صرافی‌های میدان منوچهری',
      en: 'the exchange shops of Manouchehri Square',
    },
    {fa: 'بازار ارز سبزه‌میدان', en: 'the Sabzeh Meydan currency market'},
  ],
  gold: [
    {fa: 'بازار طلای تهران', en: "Tehran's gold bazaar"},
    {
      fa: 'راسته طلافروشان خیابان جمهوری',
      en: "Jomhouri Street's row of goldsmiths",
    },
    {
      fa: 'تالار معاملات سکه در سبزه‌میدان',
      en: 'the coin trading hall in Sabzeh Meydan',
    },
  ],
  world: [
    {fa: 'بازارهای جهانی', en: 'world markets'},
    {
      fa: 'تالارهای معاملاتی لندن و نیویورک',
      en: 'the trading floors of London and New York',
    },
    {fa: 'بازار فلزات آسیا', en: 'the Asian metals market'},
  ],
  crypto: [
    {fa: 'صرافی‌های رمزارز داخلی', en: "Iran's crypto exchanges"},
    {fa: 'بازارهای جهانی رمزارز', en: 'the world crypto markets'},
    {fa: 'گروه‌های معامله‌گران رمزارز', en: 'the crypto traders’ groups'},
  ],
};

const ACTORS: Record<Group, Array<{fa: string; en: string}>> = {
  currency: [
    {fa: 'یک صراف قدیمی', en: 'A veteran money changer'},
    {fa: 'یک فعال بازار ارز', en: 'A currency dealer'},
    {fa: 'مدیر یک صرافی مجاز', en: 'The manager of a licensed exchange shop'},
  ],
  gold: [
    {fa: 'یک طلافروش', en: 'A goldsmith'},
    {fa: 'یک فعال بازار سکه', en: 'A coin dealer'},
    {fa: 'عضو اتحادیهٔ طلا و جواهر', en: "A member of the goldsmiths' union"},
  ],
  world: [
    {fa: 'یک تحلیلگر بازار فلزات', en: 'A metals analyst'},
    {fa: 'یک کارشناس بازارهای جهانی', en: 'A world-markets analyst'},
    {fa: 'یک معامله‌گر کالا', en: 'A commodities trader'},
  ],
  crypto: [
    {fa: 'مدیر یک صرافی رمزارز', en: 'The manager of a crypto exchange'},
    {fa: 'یک معامله‌گر رمزارز', en: 'A crypto trader'},
    {fa: 'یک تحلیلگر بازار رمزارز', en: 'A crypto analyst'},
  ],
};

const REASONS: Record<Group, Array<{fa: string; en: string}>> = {
  currency: [
    {
      fa: 'خبرهای تحریم هنوز بر بازار سایه انداخته است',
      en: 'news of the sanctions still hangs over the market',
    },
    {
      fa: 'تقاضای مسافران و دانشجویان کم نشده است',
      en: 'demand from travellers and students has not eased',
    },
    {
      fa: 'عرضهٔ ارز صادرکنندگان کمتر از نیاز بازار است',
      en: "exporters' supply of currency falls short of demand",
    },
  ],
  gold: [
    {
      fa: 'خریداران طلا را پناهگاه پس‌انداز خود می‌دانند',
      en: 'buyers see gold as a shelter for their savings',
    },
    {
      fa: 'دلار بازار آزاد عقب‌نشینی نکرده است',
      en: 'the open-market dollar has not retreated',
    },
    {
      fa: 'حباب سکه هنوز از هفت درصد بالاتر است',
      en: 'the coin premium is still above seven percent',
    },
  ],
  world: [
    {
      fa: 'بازارها منتظر تصمیم بعدی فدرال رزرو هستند',
      en: 'markets are waiting for the Federal Reserve’s next decision',
    },
    {
      fa: 'تقاضای کارخانه‌های چین دوباره بالا رفته است',
      en: "demand from China's factories has picked up again",
    },
    {
      fa: 'ارزش دلار در برابر ارزهای دیگر ضعیف مانده است',
      en: 'the dollar has stayed weak against other currencies',
    },
  ],
  crypto: [
    {
      fa: 'سرمایه‌گذاران بزرگ دوباره به بازار بازگشته‌اند',
      en: 'large investors have come back to the market',
    },
    {
      fa: 'قیمت تتر همپای دلار آزاد حرکت می‌کند',
      en: 'Tether moves in step with the open-market dollar',
    },
    {
      fa: 'محدودیت‌های بانکی خرید رمزارز را کند کرده است',
      en: 'banking restrictions have slowed crypto purchases',
    },
  ],
};

interface Figures {
  now: number;
  before: number;
  weekStart: number;
}

/** A price subject's figures of the day, in its unit. */
function priceFigures(subject: PriceSubject, day: DayFigures): Figures {
  return {
    now: day.close[subject.key],
    before: day.previous[subject.key],
    weekStart: day.weekStart[subject.key],
  };
}

const amount = (subject: PriceSubject, value: number, lang: Lang) =>
  lang === 'fa'
    ? faAmount(value, subject.usd ? 'دلار' : 'تومان')
    : enAmount(value, subject.usd ? 'dollars' : 'tomans');

function priceStory(
  subject: PriceSubject,
  angle: Angle,
  day: DayFigures,
  n: number,
): Story {
  const f = priceFigures(subject, day);
  const c = change(f.now, f.before);
  const w = change(f.now, f.weekStart);
  const names = dayNames(day.date);
  const place = pick(PLACES[subject.group], n);
  const actor = pick(ACTORS[subject.group], n + 1);
  const reason = pick(REASONS[subject.group], n + 2);
  const fa = subject.fa;
  const en = subject.en;
  const P = amount(subject, f.now, 'fa');
  const PP = amount(subject, f.before, 'fa');
  const WP = amount(subject, f.weekStart, 'fa');
  const eP = amount(subject, f.now, 'en');
  const ePP = amount(subject, f.before, 'en');
  const eWP = amount(subject, f.weekStart, 'en');
  const {weekday, day: dm} = names.fa;
  const {weekday: eWeekday, day: eDm} = names.en;
  const flat = Math.abs(c) < 0.05;
  const up = c > 0;
  const faMove = flat
    ? 'بدون تغییر'
    : `${faPercent(c)} ${up ? 'افزایش' : 'کاهش'}`;
  const enMove = flat ? 'unchanged' : `${up ? 'up' : 'down'} ${enPercent(c)}`;
  const flatWeek = Math.abs(w) < 0.05;
  const faWeek = flatWeek
    ? 'بدون تغییر'
    : `${faPercent(w)} ${w > 0 ? 'افزایش' : 'کاهش'}`;
  const enWeek = flatWeek
    ? 'unchanged'
    : `${w > 0 ? 'up' : 'down'} ${enPercent(w)}`;

  if (angle === 'close') {
    const faTitle = flat
      ? `${fa.name} در ${weekday} ${dm} روی ${P} ماند`
      : up
        ? `${fa.name} با ${faPercent(c)} رشد به ${P} رسید`
        : `${fa.name} ${faPercent(c)} ارزان شد و به ${P} رسید`;
    const enTitle = flat
      ? `${en.name} holds at ${eP} on ${eWeekday} ${eDm}`
      : up
        ? `${en.name} rises ${enPercent(c)} to ${eP}`
        : `${en.name} falls ${enPercent(c)} to ${eP}`;
    return {
      fa: {
        title: faTitle,
        description: `${fa.subject} در پایان معاملات ${weekday} ${dm} به ${P} رسید؛ ${faMove} نسبت به روز پیش.`,
        body: body(
          `${fa.subject} معاملات ${weekday} را با ${P} به پایان برد که ${flat ? 'همان قیمت روز پیش است' : `${faPercent(c)} ${up ? 'بالاتر' : 'پایین‌تر'} از روز پیش است`}.`,
          [
            [
              `قیمت پایانی ${weekday}`,
              `${fa.name} روز پیش ${PP} قیمت داشت. ${flatWeek ? `از آغاز هفته تا پایان ${weekday}، ${fa.name} در همان ${P} مانده است.` : `از آغاز هفته تا پایان ${weekday}، ${fa.name} ${faWeek} داشته و از ${WP} به ${P} رسیده است.`}`,
            ],
            [
              'آنچه بازار را حرکت داد',
              `به گفتهٔ ${actor.fa} در ${place.fa}، ${reason.fa} و همین ${fa.name} را در ${weekday} ${dm} ${up ? 'بالا برد' : 'در همین محدوده نگه داشت'}.`,
            ],
          ],
        ),
      },
      en: {
        title: enTitle,
        description: `${en.subject} closed ${eWeekday}, ${eDm} at ${eP}, ${enMove} on the day before.`,
        body: body(
          `${en.subject} ended ${eWeekday}'s trading at ${eP}, ${flat ? 'the same as the day before' : `${enPercent(c)} ${up ? 'above' : 'below'} the day before`}.`,
          [
            [
              `${eWeekday}'s closing price`,
              `The day before, ${en.inline} stood at ${ePP}. ${flatWeek ? `Since the start of the week it has held at ${eP}.` : `Since the start of the week it is ${enWeek}, from ${eWP} to ${eP} at ${eWeekday}'s close.`}`,
            ],
            [
              'What moved the market',
              `${actor.en} in ${place.en} said ${reason.en}, and that ${up ? 'pushed' : 'kept'} ${en.inline} ${up ? 'higher' : 'in its range'} on ${eWeekday}, ${eDm}.`,
            ],
          ],
        ),
      },
    };
  }
  if (angle === 'desk') {
    const moodFa = flat
      ? 'بازار در انتظار ماند'
      : up
        ? c > 1
          ? 'خریداران دست بالا را داشتند'
          : 'رشد آرام در معاملات کم‌حجم'
        : 'فروشندگان میدان‌دار شدند';
    const moodEn = flat
      ? 'a market on hold'
      : up
        ? c > 1
          ? 'buyers had the upper hand'
          : 'a quiet rise on thin trade'
        : 'sellers took over';
    return {
      fa: {
        title: `بازار ${fa.name} در ${weekday} ${dm}: ${moodFa}`,
        description: `گزارشی از ${place.fa} در ${weekday} ${dm}: ${fa.name} با ${P} دادوستد شد و ${actor.fa} از حال‌وهوای بازار می‌گوید.`,
        body: body(
          `در ${place.fa}، ${weekday} ${dm} روزی ${flat ? 'آرام' : up ? 'پرتقاضا' : 'پرعرضه'} برای ${fa.name} بود و معاملات با ${P} به پایان رسید.`,
          [
            [
              `در ${place.fa}`,
              `${actor.fa} به نرخ‌نما گفت بیشتر مشتریان ${fa.name} در ${weekday} ${up ? 'خریدار بودند و کمتر کسی برای فروش آمد' : 'برای فروش آمده بودند و خریدار کمتر بود'}. به گفتهٔ او، فاصلهٔ نرخ خرید و فروش ${fa.name} در ساعت‌های پایانی ${weekday} کمتر شد.`,
            ],
            [
              'پیش‌بینی فعالان بازار',
              `${actor.fa} می‌گوید تا وقتی ${reason.fa}، ${fa.name} به آسانی از ${P} پایین‌تر نمی‌آید. به باور او معاملات ${fa.name} در روزهای پس از ${dm} هم به خبرها حساس می‌ماند.`,
            ],
          ],
        ),
      },
      en: {
        title: `${en.name} market on ${eWeekday} ${eDm}: ${moodEn}`,
        description: `A report from ${place.en} on ${eWeekday}, ${eDm}: ${en.inline} traded at ${eP}, and dealers describe the mood.`,
        body: body(
          `In ${place.en}, ${eWeekday}, ${eDm} was a ${flat ? 'quiet' : up ? 'busy buying' : 'heavy selling'} day for ${en.inline}, which ended trading at ${eP}.`,
          [
            [
              `In ${place.en}`,
              `${actor.en} told Nerkhnama that most customers for ${en.inline} on ${eWeekday} ${up ? 'came to buy, and few came to sell' : 'came to sell, and buyers were scarce'}. The gap between ${en.inline}'s buying and selling rates narrowed in ${eWeekday}'s last hours, he said.`,
            ],
            [
              'What dealers expect',
              `As long as ${reason.en}, ${en.inline} will not easily fall below ${eP}, in the dealer's view. Trading in ${en.inline} after ${eDm} will stay sensitive to the news, dealers believe.`,
            ],
          ],
        ),
      },
    };
  }
  // week
  return {
    fa: {
      title: `کارنامهٔ ${fa.name} از آغاز هفته تا ${weekday} ${dm}: ${faWeek}`,
      description: `${fa.subject} از ${WP} در آغاز هفته به ${P} در پایان ${weekday} رسید؛ مروری بر روزهای هفته و چشم‌انداز بازار.`,
      body: body(
        `${fa.subject} از ${WP} در آغاز هفته به ${P} در پایان ${weekday} ${dm} رسیده است؛ ${faWeek} در چند روز.`,
        [
          [
            `${fa.name} در روزهای هفته`,
            `${fa.name} که در روز پیش از ${weekday} ${PP} قیمت داشت، در ${weekday} ${flat ? 'تغییری نکرد' : `${faPercent(c)} ${up ? 'گران‌تر' : 'ارزان‌تر'} شد`}. بیشترین نوسان ${fa.name} این هفته در روزهای نزدیک به ${dm} دیده شد.`,
          ],
          [
            'چشم‌انداز هفتهٔ آینده',
            `${actor.fa} می‌گوید روند ${fa.name} پس از ${weekday} ${dm} به این بستگی دارد که آیا ${reason.fa} یا نه.`,
          ],
        ],
      ),
    },
    en: {
      title: `${cap(en.inline)}'s week to ${eWeekday} ${eDm}: ${enWeek}`,
      description: `${en.subject} went from ${eWP} at the start of the week to ${eP} at ${eWeekday}'s close: a look back at the week and ahead.`,
      body: body(
        `${en.subject} has gone from ${eWP} at the start of the week to ${eP} at the close on ${eWeekday}, ${eDm}: ${enWeek} in a few days.`,
        [
          [
            `${cap(en.inline)} through the week`,
            `${cap(en.inline)}, which cost ${ePP} the day before ${eWeekday}, ${flat ? 'did not move' : `got ${enPercent(c)} ${up ? 'dearer' : 'cheaper'}`} on ${eWeekday}. ${cap(en.inline)}'s widest swings this week came in the days around ${eDm}.`,
          ],
          [
            'The week ahead',
            `Where ${en.inline} goes after ${eWeekday}, ${eDm} depends on whether ${reason.en}, says ${actor.en.replace(/^A /, 'a ').replace(/^The /, 'the ')}.`,
          ],
        ],
      ),
    },
  };
}

function bourseStory(angle: Angle, day: DayFigures): Story {
  const {weekday, day: dm} = dayNames(day.date).fa;
  const {weekday: eWeekday, day: eDm} = dayNames(day.date).en;
  const faIndex = faAmount(day.index, 'واحد');
  const enIndex = `${day.index.toLocaleString('en-US')} points`;
  const c = change(day.index, day.previousIndex);
  const up = c >= 0;
  if (!day.bourseOpen) {
    const text: Story = {
      fa: {
        title:
          angle === 'close'
            ? `بورس تهران در ${weekday} ${dm} تعطیل است؛ شاخص روی ${faIndex}`
            : `سهامداران در تعطیلی ${weekday} ${dm} چشم به بازگشایی شنبه دارند`,
        description: `بازار سهام تهران ${weekday} ${dm} معامله ندارد؛ شاخص کل در آخرین جلسه روی ${faIndex} ایستاد.`,
        body: body(
          `بورس تهران و فرابورس ${weekday} ${dm} تعطیل‌اند و شاخص کل در آخرین جلسهٔ هفته روی ${faIndex} ماند.`,
          [
            [
              `تعطیلی ${weekday}`,
              `کارگزاران در ${weekday} ${dm} سفارش تازه‌ای به هسته معاملات نمی‌فرستند. ${angle === 'close' ? `سفارش‌هایی که پیش از ${weekday} ${dm} ثبت شده‌اند تا بازگشایی بازار در صف می‌مانند.` : `سهامداران حقیقی در تعطیلی ${weekday} ${dm} خبرهای ارز و طلا را دنبال می‌کنند.`}`,
            ],
            [
              'نگاه به جلسهٔ بعد',
              `یک کارشناس بازار سرمایه می‌گوید جهت شاخص پس از ${weekday} ${dm} به دلار و خبرهای تحریم گره خورده است.`,
            ],
          ],
        ),
      },
      en: {
        title:
          angle === 'close'
            ? `Tehran bourse closed on ${eWeekday} ${eDm}, index at ${enIndex}`
            : `Shareholders look to Saturday's reopening over the ${eWeekday} ${eDm} break`,
        description: `The Tehran stock market does not trade on ${eWeekday}, ${eDm}; the main index stood at ${enIndex} at the last session.`,
        body: body(
          `The Tehran Stock Exchange and Farabourse are closed on ${eWeekday}, ${eDm}, with the main index at ${enIndex} after the week's last session.`,
          [
            [
              `${eWeekday}'s break`,
              `Brokers send no new orders to the trading engine on ${eWeekday}, ${eDm}. ${angle === 'close' ? `Orders placed before ${eWeekday}, ${eDm} wait in the queue until the market reopens.` : `Retail shareholders spend the ${eWeekday} ${eDm} break following the currency and gold news.`}`,
            ],
            [
              'Looking to the next session',
              `Where the index goes after ${eWeekday}, ${eDm} is tied to the dollar and the sanctions news, a capital-market analyst says.`,
            ],
          ],
        ),
      },
    };
    return text;
  }
  if (angle === 'close') {
    return {
      fa: {
        title: `شاخص کل بورس تهران با ${faPercent(c)} ${up ? 'رشد' : 'افت'} به ${faIndex} رسید`,
        description: `شاخص کل بورس تهران ${weekday} ${dm} با ${faPercent(c)} ${up ? 'افزایش' : 'کاهش'} به ${faIndex} رسید و ارزش معاملات ${toPersianDigits(day.tradingValue.toLocaleString('en-US').replace(/,/g, '٬'))} میلیارد تومان بود.`,
        body: body(
          `شاخص کل بورس تهران در جلسهٔ ${weekday} ${dm} با ${faPercent(c)} ${up ? 'افزایش' : 'کاهش'} به ${faIndex} رسید.`,
          [
            [
              `جلسهٔ ${weekday}`,
              `ارزش معاملات سهام و حق‌تقدم در جلسهٔ ${weekday} ${dm} به ${toPersianDigits(`${day.tradingValue}`)} میلیارد تومان رسید. شاخص کل پیش از ${weekday} روی ${faAmount(day.previousIndex, 'واحد')} بود.`,
            ],
            [
              'گروه‌های پیشرو',
              `${up ? 'نمادهای پتروشیمی و فلزی' : 'نمادهای بانکی و خودرویی'} در جلسهٔ ${weekday} ${dm} بیشترین اثر را بر شاخص کل داشتند.`,
            ],
          ],
        ),
      },
      en: {
        title: `Tehran's main index ${up ? 'gains' : 'loses'} ${enPercent(c)} to ${enIndex}`,
        description: `Tehran's main stock index ${up ? 'rose' : 'fell'} ${enPercent(c)} on ${eWeekday}, ${eDm} to ${enIndex}, on trading of ${day.tradingValue.toLocaleString('en-US')} billion tomans.`,
        body: body(
          `The main index of the Tehran Stock Exchange ${up ? 'rose' : 'fell'} ${enPercent(c)} in ${eWeekday}'s session on ${eDm}, to ${enIndex}.`,
          [
            [
              `${eWeekday}'s session`,
              `Shares and rights worth ${day.tradingValue.toLocaleString('en-US')} billion tomans changed hands in ${eWeekday}'s session on ${eDm}. Before ${eWeekday} the index stood at ${day.previousIndex.toLocaleString('en-US')} points.`,
            ],
            [
              'Leading groups',
              `${up ? 'Petrochemical and metals stocks' : 'Bank and car-maker stocks'} weighed most on the main index in the ${eWeekday} ${eDm} session.`,
            ],
          ],
        ),
      },
    };
  }
  return {
    fa: {
      title: `سهامداران حقیقی در ${weekday} ${dm}: ${up ? 'بازگشت آرام خریداران' : 'ادامهٔ خروج پول'}`,
      description: `رفتار سهامداران حقیقی در جلسهٔ ${weekday} ${dm} بورس تهران، وقتی شاخص کل به ${faIndex} رسید.`,
      body: body(
        `سهامداران حقیقی در جلسهٔ ${weekday} ${dm} ${up ? 'بیش از آنچه فروختند خریدند' : 'بیش از آنچه خریدند فروختند'} و شاخص کل به ${faIndex} رسید.`,
        [
          [
            'پول حقیقی',
            `یک کارگزار به نرخ‌نما گفت در ${weekday} ${dm} ${up ? 'صف‌های خرید در نمادهای کوچک بیشتر شد' : 'صف‌های فروش در نمادهای کوچک طولانی‌تر شد'}. به گفتهٔ او، سهامداران حقیقی در روزهای پیش از ${dm} بیشتر به صندوق‌های درآمد ثابت رفته بودند.`,
          ],
          [
            'صندوق‌ها',
            `مدیر یک صندوق سهامی می‌گوید اگر شاخص کل بالای ${faIndex} بماند، پول حقیقی پس از ${weekday} ${dm} به بازار برمی‌گردد.`,
          ],
        ],
      ),
    },
    en: {
      title: `Retail shareholders on ${eWeekday} ${eDm}: ${up ? 'buyers slowly return' : 'money keeps leaving'}`,
      description: `How retail investors traded on the Tehran bourse on ${eWeekday}, ${eDm}, as the main index reached ${enIndex}.`,
      body: body(
        `Retail shareholders ${up ? 'bought more than they sold' : 'sold more than they bought'} in the ${eWeekday} ${eDm} session, as the main index reached ${enIndex}.`,
        [
          [
            'Retail money',
            `A broker told Nerkhnama that on ${eWeekday}, ${eDm} ${up ? 'buy queues lengthened in small stocks' : 'sell queues lengthened in small stocks'}. In the days before ${eDm}, retail investors had been moving into fixed-income funds, he said.`,
          ],
          [
            'The funds',
            `If the index stays above ${enIndex}, retail money will return after ${eWeekday}, ${eDm}, says the manager of an equity fund.`,
          ],
        ],
      ),
    },
  };
}

function housingStory(angle: Angle, day: DayFigures): Story {
  const {weekday, day: dm} = dayNames(day.date).fa;
  const {weekday: eWeekday, day: eDm} = dayNames(day.date).en;
  const H = faAmount(day.housing);
  const eH = enAmount(day.housing);
  if (angle === 'close') {
    return {
      fa: {
        title: `متوسط قیمت هر متر آپارتمان در تهران ${weekday} ${dm}: ${H}`,
        description: `مشاوران املاک تهران ${weekday} ${dm} میانگین قیمت پیشنهادی هر متر آپارتمان را ${H} اعلام کردند.`,
        body: body(
          `میانگین قیمت پیشنهادی هر متر آپارتمان در تهران در آگهی‌های ${weekday} ${dm} به ${H} رسید.`,
          [
            [
              'قیمت‌های پیشنهادی',
              `یک مشاور املاک در غرب تهران می‌گوید فروشندگان در ${weekday} ${dm} قیمت‌ها را با نگاه به دلار بالا برده‌اند. به گفتهٔ او، شمار قراردادهای ${weekday} ${dm} کمتر از روزهای مشابه ماه پیش بود.`,
            ],
            [
              'منطقه‌های شمالی و جنوبی',
              `فاصلهٔ قیمت هر متر در شمال و جنوب تهران در آگهی‌های ${weekday} ${dm} بیش از چهار برابر بود.`,
            ],
          ],
        ),
      },
      en: {
        title: `Tehran flats average ${eH} a square metre on ${eWeekday} ${eDm}`,
        description: `Tehran estate agents put the average asking price of a square metre at ${eH} on ${eWeekday}, ${eDm}.`,
        body: body(
          `The average asking price of a square metre of flat in Tehran reached ${eH} in the listings of ${eWeekday}, ${eDm}.`,
          [
            [
              'Asking prices',
              `Sellers raised their prices with an eye on the dollar on ${eWeekday}, ${eDm}, says an estate agent in western Tehran. Fewer contracts were signed on ${eWeekday}, ${eDm} than on similar days last month, he says.`,
            ],
            [
              'North and south',
              `In the ${eWeekday} ${eDm} listings, a square metre in northern Tehran asked more than four times as much as one in the south.`,
            ],
          ],
        ),
      },
    };
  }
  return {
    fa: {
      title: `بازار اجاره در ${weekday} ${dm}: مستأجران با تمدیدهای گران‌تر روبه‌رو هستند`,
      description: `مستأجران تهرانی در ${weekday} ${dm} برای تمدید قرارداد با افزایش اجاره‌ای نزدیک به یک‌سوم روبه‌رو شدند؛ قیمت هر متر خرید ${H} است.`,
      body: body(
        `مستأجرانی که در ${weekday} ${dm} قرارداد خود را تمدید کردند، به‌طور میانگین حدود ۳۵ درصد بیشتر از پارسال اجاره پرداختند.`,
        [
          [
            'تمدیدها',
            `یک مشاور املاک در شرق تهران می‌گوید در ${weekday} ${dm} بیشتر مراجعه‌کنندگان مستأجرانی بودند که پول پیش کافی نداشتند. به گفتهٔ او، وقتی هر متر خرید به ${H} رسیده، تقاضای اجاره در ${weekday} ${dm} بیشتر شده است.`,
          ],
          [
            'سقف افزایش اجاره',
            `سقف مصوب افزایش اجاره‌بها در قراردادهای ${weekday} ${dm} کمتر از نرخی بود که بازار پیشنهاد می‌داد.`,
          ],
        ],
      ),
    },
    en: {
      title: `Renting in Tehran on ${eWeekday} ${eDm}: tenants face dearer renewals`,
      description: `Tehran tenants renewing on ${eWeekday}, ${eDm} faced rent rises of nearly a third, with a square metre selling for ${eH}.`,
      body: body(
        `Tenants who renewed their leases on ${eWeekday}, ${eDm} paid on average about 35% more than last year.`,
        [
          [
            'Renewals',
            `Most visitors on ${eWeekday}, ${eDm} were tenants without enough deposit, says an estate agent in eastern Tehran. With a square metre selling for ${eH}, demand to rent rose on ${eWeekday}, ${eDm}, he says.`,
          ],
          [
            'The cap on rent rises',
            `The official cap on rent rises in the contracts of ${eWeekday}, ${eDm} was below what the market asked.`,
          ],
        ],
      ),
    },
  };
}

function interbankStory(angle: Angle, day: DayFigures): Story {
  const {weekday, day: dm} = dayNames(day.date).fa;
  const {weekday: eWeekday, day: eDm} = dayNames(day.date).en;
  const faRate = toPersianDigits(day.interbank.toFixed(2)).replace('.', '٫');
  const enRate = day.interbank.toFixed(2);
  if (angle === 'close') {
    return {
      fa: {
        title: `نرخ سود بازار بین‌بانکی در ${weekday} ${dm} به ${faRate} درصد رسید`,
        description: `نرخ سود شبانه در بازار بین‌بانکی ریالی ${weekday} ${dm} به ${faRate} درصد رسید؛ بانک مرکزی در بازار باز فعال بود.`,
        body: body(
          `نرخ سود شبانه در بازار بین‌بانکی ریالی ${weekday} ${dm} به ${faRate} درصد رسید.`,
          [
            [
              'بازار بین‌بانکی',
              `بانک مرکزی در ${weekday} ${dm} با عملیات بازار باز به بانک‌هایی که کسری نقدینگی داشتند منابع داد. نرخ ${faRate} درصدی ${weekday} نزدیک به سقف دالان نرخ سود است.`,
            ],
            [
              'اثر بر سپرده‌ها',
              `یک کارشناس پولی می‌گوید نرخ بین‌بانکی ${faRate} درصد در ${weekday} ${dm} فشار بانک‌ها برای جذب سپرده را نشان می‌دهد.`,
            ],
          ],
        ),
      },
      en: {
        title: `Interbank rate reaches ${enRate}% on ${eWeekday} ${eDm}`,
        description: `The overnight rate on the rial interbank market reached ${enRate}% on ${eWeekday}, ${eDm}, with the central bank active in open-market operations.`,
        body: body(
          `The overnight rate on the rial interbank market reached ${enRate}% on ${eWeekday}, ${eDm}.`,
          [
            [
              'The interbank market',
              `On ${eWeekday}, ${eDm}, the central bank lent to banks short of liquidity through open-market operations. ${eWeekday}'s rate of ${enRate}% is close to the top of the policy corridor.`,
            ],
            [
              'What it means for deposits',
              `An interbank rate of ${enRate}% on ${eWeekday}, ${eDm} shows how hard banks are pushing for deposits, a monetary economist says.`,
            ],
          ],
        ),
      },
    };
  }
  return {
    fa: {
      title: `بانک مرکزی در ${weekday} ${dm}: سقف سود سپرده و نرخ ${faRate} درصدی بین‌بانکی`,
      description: `بانک مرکزی ${weekday} ${dm} بر سقف ۲۳ درصدی سود سپرده یک‌ساله تأکید کرد؛ نرخ بین‌بانکی ${faRate} درصد بود.`,
      body: body(
        `بانک مرکزی ${weekday} ${dm} در بخشنامه‌ای به بانک‌ها یادآوری کرد که سود سپردهٔ یک‌ساله نباید از ۲۳ درصد بالاتر برود.`,
        [
          [
            'بخشنامهٔ تازه',
            `بخشنامهٔ ${weekday} ${dm} بانک‌هایی را که سود بیشتری پیشنهاد کنند به محدودیت در بازار بین‌بانکی تهدید می‌کند. نرخ بین‌بانکی در همان ${weekday} ${faRate} درصد بود.`,
          ],
          [
            'واکنش بانک‌ها',
            `مدیر شعبهٔ یک بانک خصوصی می‌گوید با نرخ ${faRate} درصدی بین‌بانکی، نگه داشتن سپرده‌ها پس از ${weekday} ${dm} دشوارتر شده است.`,
          ],
        ],
      ),
    },
    en: {
      title: `Central bank on ${eWeekday} ${eDm}: deposit cap holds, interbank at ${enRate}%`,
      description: `The central bank restated the 23% cap on one-year deposits on ${eWeekday}, ${eDm}; the interbank rate was ${enRate}%.`,
      body: body(
        `In a circular on ${eWeekday}, ${eDm}, the central bank reminded banks that one-year deposits may not pay more than 23%.`,
        [
          [
            'The new circular',
            `The ${eWeekday} ${eDm} circular threatens banks that offer more with limits on the interbank market. The interbank rate that ${eWeekday} was ${enRate}%.`,
          ],
          [
            "The banks' response",
            `With the interbank rate at ${enRate}%, keeping deposits has become harder since ${eWeekday}, ${eDm}, says a private bank's branch manager.`,
          ],
        ],
      ),
    },
  };
}

function carStory(
  subject: Extract<OtherSubject, {kind: 'car'}>,
  day: DayFigures,
): Story {
  const {weekday, day: dm} = dayNames(day.date).fa;
  const {weekday: eWeekday, day: eDm} = dayNames(day.date).en;
  const now = day.cars[subject.key];
  const P = faAmount(now);
  const eP = enAmount(now);
  const factory = Math.round((now * 0.6) / 1e6) * 1e6;
  return {
    fa: {
      title: `${subject.fa} در بازار آزاد ${weekday} ${dm}: ${P}`,
      description: `${subject.fa} ${weekday} ${dm} در بازار آزاد خودرو ${P} قیمت خورد؛ قیمت کارخانه حدود ${faAmount(factory)} است.`,
      body: body(
        `${subject.fa} در بازار آزاد خودروی تهران ${weekday} ${dm} با قیمت ${P} دادوستد شد.`,
        [
          [
            'بازار آزاد و قیمت کارخانه',
            `قیمت کارخانهٔ ${subject.fa} حدود ${faAmount(factory)} است و فاصلهٔ آن با بازار آزاد در ${weekday} ${dm} نزدیک به ۴۰ درصد بود. نمایندگی‌های ${subject.maker.fa} در ${weekday} ${dm} تحویل تازه‌ای از ${subject.fa} نداشتند.`,
          ],
          [
            'خریداران',
            `یک نمایشگاه‌دار در بزرگراه شهید همت می‌گوید خریداران ${subject.fa} در ${weekday} ${dm} بیشتر کسانی بودند که پول خود را از بازار سهام بیرون کشیده‌اند.`,
          ],
        ],
      ),
    },
    en: {
      title: `${cap(subject.en.replace(/^The /, ''))} on the open market on ${eWeekday} ${eDm}: ${eP}`,
      description: `${subject.en} sold for ${eP} on Tehran's open car market on ${eWeekday}, ${eDm}; its factory price is about ${enAmount(factory)}.`,
      body: body(
        `${subject.en} changed hands for ${eP} on Tehran's open car market on ${eWeekday}, ${eDm}.`,
        [
          [
            'Open market and factory price',
            `The factory price of ${subject.en.replace(/^The /, 'the ')} is about ${enAmount(factory)}, some 40% below the open market on ${eWeekday}, ${eDm}. ${subject.maker.en} dealers had no new deliveries of ${subject.en.replace(/^The /, 'the ')} on ${eWeekday}, ${eDm}.`,
          ],
          [
            'The buyers',
            `Most buyers of ${subject.en.replace(/^The /, 'the ')} on ${eWeekday}, ${eDm} had pulled their money out of the stock market, says a dealer on the Hemmat expressway.`,
          ],
        ],
      ),
    },
  };
}

/** The story a subject's angle tells about a day; `n` varies the voices and places. */
export function writeStory(
  subject: Subject,
  angle: Angle,
  day: DayFigures,
  n: number,
): Story {
  switch (subject.kind) {
    case 'price':
      return priceStory(subject, angle, day, n);
    case 'bourse':
      return bourseStory(angle, day);
    case 'housing':
      return housingStory(angle, day);
    case 'interbank':
      return interbankStory(angle, day);
    case 'car':
      return carStory(subject, day);
  }
}

/** A story of the week about a coming event (the scheduled one) or a longer read (the draft): no day's figures. */
export function writeFeature(kind: 'scheduled' | 'draft', date: string): Story {
  const {weekday, day: dm} = dayNames(date).fa;
  const {weekday: eWeekday, day: eDm} = dayNames(date).en;
  if (kind === 'scheduled') {
    return {
      fa: {
        title: `حراج شمش و سکه بهار آزادی ${weekday} ${dm} در مرکز مبادله برگزار می‌شود`,
        description: `مرکز مبادله ارز و طلای ایران ${weekday} ${dm} حراج تازه‌ای از شمش طلا و سکه بهار آزادی برگزار می‌کند؛ شرایط شرکت و سقف خرید.`,
        body: body(
          `مرکز مبادله ارز و طلای ایران ${weekday} ${dm} حراج تازه‌ای از شمش طلا و سکه بهار آزادی برگزار می‌کند.`,
          [
            [
              'شرایط شرکت',
              `خریداران حقیقی با کد بورسی فعال می‌توانند در حراج ${weekday} ${dm} شرکت کنند. سقف خرید هر کد ملی در این حراج دو قطعه سکه و یک شمش ده‌گرمی است.`,
            ],
            [
              'تحویل',
              `سکه‌ها و شمش‌های حراج ${weekday} ${dm} پس از تسویه، از شعبه‌های منتخب بانک ملی تحویل داده می‌شوند.`,
            ],
          ],
        ),
      },
      en: {
        title: `Exchange Centre to auction gold bars and Bahar Azadi coins on ${eWeekday} ${eDm}`,
        description: `Iran's Exchange Centre holds a new auction of gold bars and Bahar Azadi coins on ${eWeekday}, ${eDm}: who may take part and how much they may buy.`,
        body: body(
          `Iran's Centre for Currency and Gold Exchange holds a new auction of gold bars and Bahar Azadi coins on ${eWeekday}, ${eDm}.`,
          [
            [
              'Who may take part',
              `Individual buyers with an active trading code may bid in the ${eWeekday} ${eDm} auction. Each national ID may buy at most two coins and one ten-gram bar at this auction.`,
            ],
            [
              'Delivery',
              `Coins and bars bought at the ${eWeekday} ${eDm} auction are delivered after settlement at selected branches of Bank Melli.`,
            ],
          ],
        ),
      },
    };
  }
  return {
    fa: {
      title: `گزارش ویژه: سود بانکی و بازار مسکن در پاییز ${weekday} ${dm}`,
      description: `پیش‌نویس گزارش ویژهٔ نرخ‌نما دربارهٔ اثر سقف سود بانکی بر بازار مسکن و وام خرید خانه، نوشته‌شده در ${weekday} ${dm}.`,
      body: body(
        `سقف سود بانکی و وام‌های کوچک خرید مسکن، خریداران خانه را در پاییز امسال به کجا برده است؟ این گزارش در ${weekday} ${dm} نوشته شد.`,
        [
          [
            'وام خرید',
            `سقف وام خرید مسکن در تهران در ${weekday} ${dm} برای خرید حتی ده متر آپارتمان هم کافی نبود.`,
          ],
          [
            'پس‌انداز',
            `خانواده‌هایی که تا ${weekday} ${dm} برای خرید خانه پس‌انداز کرده بودند، بخشی از پول خود را به طلا و ارز برده‌اند.`,
          ],
        ],
      ),
    },
    en: {
      title: `Special report: bank rates and housing this autumn, ${eWeekday} ${eDm}`,
      description: `Draft of a Nerkhnama special report on how the cap on bank rates weighs on housing and home loans, written on ${eWeekday}, ${eDm}.`,
      body: body(
        `Where have the cap on bank rates and small home loans left buyers this autumn? This report was written on ${eWeekday}, ${eDm}.`,
        [
          [
            'Home loans',
            `On ${eWeekday}, ${eDm}, the home-loan ceiling in Tehran did not pay for even ten square metres of flat.`,
          ],
          [
            'Savings',
            `Families who had saved for a home until ${eWeekday}, ${eDm} have moved part of their money into gold and currency.`,
          ],
        ],
      ),
    },
  };
}

type DayName = ReturnType<typeof dayNames>[Lang];

/** What an editor writes in image_alt, image_caption and image_credit for each of the repository's photos. */
export const PHOTO_TEXT: Record<
  'exchange-street' | 'rate-board' | 'gold-coins',
  Record<Lang, {alt: string; caption: (day: DayName) => string; credit: string}>
> = {
  'exchange-street': {
    fa: {
      alt: 'ردیف صرافی‌های خیابان فردوسی تهران در غروب با تابلوهای روشن و رهگذرانی که جلوی مغازه‌ها ایستاده‌اند',
      caption: (day) =>
        `صرافی‌های خیابان فردوسی تهران در غروب ${day.weekday} ${day.day}.`,
      credit: 'تحریریهٔ نرخ‌نما',
    },
    en: {
      alt: "A row of exchange shops on Tehran's Ferdowsi Street at dusk, their signs lit, with passers-by outside",
      caption: (day) =>
        `Exchange shops on Tehran's Ferdowsi Street at dusk on ${day.weekday}, ${day.day}.`,
      credit: 'Nerkhnama newsroom',
    },
  },
  'rate-board': {
    fa: {
      alt: 'تابلوی نرخ ارز یک صرافی با نرخ خرید و فروش دلار، یورو، درهم، لیر و پوند',
      caption: (day) =>
        `تابلوی نرخ یک صرافی در مرکز تهران، ${day.weekday} ${day.day}.`,
      credit: 'تحریریهٔ نرخ‌نما',
    },
    en: {
      alt: "An exchange shop's rate board with buying and selling rates for the dollar, euro, dirham, lira and pound",
      caption: (day) =>
        `An exchange shop's rate board in central Tehran, ${day.weekday}, ${day.day}.`,
      credit: 'Nerkhnama newsroom',
    },
  },
  'gold-coins': {
    fa: {
      alt: 'سکه‌های طلای بهار آزادی روی پارچهٔ مخمل زرشکی، یک ستون سکه در پیش‌زمینه',
      caption: (day) =>
        `سکه‌های بهار آزادی در ویترین یک طلافروشی در بازار تهران، ${day.weekday} ${day.day}.`,
      credit: 'تحریریهٔ نرخ‌نما',
    },
    en: {
      alt: 'Bahar Azadi gold coins on crimson velvet, a stack of coins in the foreground',
      caption: (day) =>
        `Bahar Azadi coins in a goldsmith's window in Tehran's bazaar, ${day.weekday}, ${day.day}.`,
      credit: 'Nerkhnama newsroom',
    },
  },
};
