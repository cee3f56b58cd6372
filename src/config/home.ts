/**
 * The home page's content: the app's pitch, its store badges, the prices it covers, its sections
 * and how much of the latest news to show. The page component renders exactly this.
 */
import {LOCALES, type Localized} from './locales';
import {brand} from './brand';

/** The five kinds of price the app shows, in the app's order. */
const PRICE_KINDS = ['gold', 'coin', 'silver', 'copper', 'currency'] as const;
type PriceKind = (typeof PRICE_KINDS)[number];

/** The app's sections, named as the app names them. */
const APP_SECTIONS = [
  'currencies',
  'price-details',
  'cryptocurrencies',
  'gold-silver',
] as const;
type AppSection = (typeof APP_SECTIONS)[number];

/** The app's stores: Apple's and Google's, and Cafe Bazaar and Myket, where most Iranian Android users install apps. */
const STORE_IDS = ['app-store', 'google-play', 'cafe-bazaar', 'myket'] as const;

/**
 * A store's badge, drawn in HTML (src/components/StoreBadges): the store's mark, then two lines of
 * text in the page's own font, which together are the link's name ("Get it on" + "Google Play").
 */
export interface StoreBadge {
  id: (typeof STORE_IDS)[number];
  href: string;
  /** The small line above the store's name: "Download on the", «دریافت از». */
  cta: Localized;
  /** The store's name as readers know it in each language. */
  name: Localized;
}

export interface HomeConfig {
  hero: {title: Localized; lead: Localized; downloadHeading: Localized};
  stores: StoreBadge[];
  prices: Array<{id: PriceKind; label: Localized; detail: Localized}>;
  sections: Array<{id: AppSection; title: Localized; detail: Localized}>;
  /** The top stories beside the lead story (src/plugins/home-page/frontPage.ts picks them). */
  topStories: {heading: Localized; count: number};
  latestNews: {heading: Localized; count: number; moreLabel: Localized};
  /** A block per main section (src/config/sections.ts) with its latest stories. */
  sectionBlocks: {
    heading: Localized;
    count: number;
    moreLabel: Localized;
    /** Hidden words that make the "More" link name its section: "More from Gold and coins". */
    moreFrom: Localized;
  };
  /** The tags with the most articles, linked from the home page. */
  topTags: {heading: Localized; count: number; moreLabel: Localized};
}

export const homeConfig: HomeConfig = {
  hero: {
    title: {
      fa: 'قیمت لحظه‌ای طلا، سکه و ارز، همیشه در جیب شما',
      en: 'Live gold, coin and currency prices, always in your pocket',
    },
    lead: {
      fa: 'نرخ‌نما قیمت طلا، سکه، نقره، مس و ارز را در بازار ایران لحظه‌به‌لحظه نشان می‌دهد و خبرهای مهم اقتصاد را کوتاه و دقیق به شما می‌رساند.',
      en: 'Nerkhnama shows gold, coin, silver, copper and currency prices in the Iranian market as they move, and brings you the economic news that matters, short and accurate.',
    },
    downloadHeading: {
      fa: 'دریافت اپلیکیشن نرخ‌نما',
      en: 'Get the Nerkhnama app',
    },
  },
  stores: [
    {
      id: 'app-store',
      href: brand.stores.appStore,
      cta: {fa: 'دریافت از', en: 'Download on the'},
      name: {fa: 'اپ استور', en: 'App Store'},
    },
    {
      id: 'google-play',
      href: brand.stores.googlePlay,
      cta: {fa: 'دریافت از', en: 'Get it on'},
      name: {fa: 'گوگل پلی', en: 'Google Play'},
    },
    {
      id: 'cafe-bazaar',
      href: brand.stores.cafeBazaar,
      cta: {fa: 'دریافت از', en: 'Get it on'},
      name: {fa: 'کافه‌بازار', en: 'Cafe Bazaar'},
    },
    {
      id: 'myket',
      href: brand.stores.myket,
      cta: {fa: 'دریافت از', en: 'Get it on'},
      name: {fa: 'مایکت', en: 'Myket'},
    },
  ],
  prices: [
    {
      id: 'gold',
      label: {fa: 'طلا', en: 'Gold'},
      detail: {
        fa: 'طلای ۱۸ عیار، آب‌شده و انس جهانی',
        en: '18-carat, melted gold and the world ounce',
      },
    },
    {
      id: 'coin',
      label: {fa: 'سکه', en: 'Coins'},
      detail: {
        fa: 'امامی، بهار آزادی، نیم، ربع و گرمی',
        en: 'Emami, Bahar Azadi, half, quarter and gram coins',
      },
    },
    {
      id: 'silver',
      label: {fa: 'نقره', en: 'Silver'},
      detail: {
        fa: 'نقرهٔ ۹۹۹ و ۹۲۵ و انس جهانی',
        en: '999 and 925 silver and the world ounce',
      },
    },
    {
      id: 'copper',
      label: {fa: 'مس', en: 'Copper'},
      detail: {
        fa: 'مس در بورس فلزات لندن و بازار داخلی',
        en: 'Copper on the London Metal Exchange and at home',
      },
    },
    {
      id: 'currency',
      label: {fa: 'ارز', en: 'Currencies'},
      detail: {
        fa: 'دلار، یورو، پوند، درهم، لیر و ده‌ها ارز دیگر',
        en: 'Dollar, euro, pound, dirham, lira and dozens more',
      },
    },
  ],
  sections: [
    {
      id: 'currencies',
      title: {fa: 'ارزها', en: 'Currencies'},
      detail: {
        fa: 'نرخ خرید و فروش ارزها در بازار آزاد و مرکز مبادله',
        en: 'Buying and selling rates on the open market and at the Exchange Centre',
      },
    },
    {
      id: 'price-details',
      title: {fa: 'جزئیات قیمت', en: 'Price details'},
      detail: {
        fa: 'نمودار، بیشترین و کمترین قیمت روز و تغییر نسبت به دیروز',
        en: 'Charts, the day’s high and low, and the change since yesterday',
      },
    },
    {
      id: 'cryptocurrencies',
      title: {fa: 'رمزارزها', en: 'Cryptocurrencies'},
      detail: {
        fa: 'بیت‌کوین، تتر و رمزارزهای پرمعامله به دلار و تومان',
        en: 'Bitcoin, Tether and the most traded coins in dollars and tomans',
      },
    },
    {
      id: 'gold-silver',
      title: {fa: 'طلا و نقره', en: 'Gold & Silver'},
      detail: {
        fa: 'طلا، سکه، نقره و حباب سکه در یک نگاه',
        en: 'Gold, coins, silver and the coin premium at a glance',
      },
    },
  ],
  topStories: {
    heading: {fa: 'خبرهای مهم', en: 'Top stories'},
    count: 4,
  },
  latestNews: {
    heading: {fa: 'تازه‌ترین خبرها', en: 'Latest news'},
    count: 8,
    moreLabel: {fa: 'همهٔ خبرها', en: 'All news'},
  },
  sectionBlocks: {
    heading: {fa: 'بخش‌های خبر', en: 'News by section'},
    count: 3,
    moreLabel: {fa: 'بیشتر', en: 'More'},
    moreFrom: {fa: 'از بخش', en: 'from'},
  },
  topTags: {
    heading: {fa: 'موضوع‌های پرخبر', en: 'Top topics'},
    count: 10,
    moreLabel: {fa: 'همهٔ برچسب‌ها', en: 'All tags'},
  },
};

function localizedProblems(value: unknown, where: string): string[] {
  if (typeof value !== 'object' || value === null) {
    return [`${where}: expected {fa, en}`];
  }
  const record = value as Record<string, unknown>;
  return LOCALES.filter(
    (l) => typeof record[l] !== 'string' || (record[l] as string).trim() === '',
  ).map((l) => `${where}.${l}: missing text`);
}

/** Every problem of a home config, so an operator sees them all at once. */
export function validateHomeConfig(config: HomeConfig): string[] {
  const problems: string[] = [];
  problems.push(...localizedProblems(config.hero.title, 'hero.title'));
  problems.push(...localizedProblems(config.hero.lead, 'hero.lead'));
  problems.push(
    ...localizedProblems(config.hero.downloadHeading, 'hero.downloadHeading'),
  );
  for (const [i, store] of config.stores.entries()) {
    if (!/^https:\/\/\S+$/.test(store.href)) {
      problems.push(
        `stores[${i}].href: must be an https URL, got "${store.href}"`,
      );
    }
    problems.push(...localizedProblems(store.cta, `stores[${i}].cta`));
    problems.push(...localizedProblems(store.name, `stores[${i}].name`));
  }
  const storeIds = config.stores.map((s) => s.id).join(',');
  if (storeIds !== STORE_IDS.join(',')) {
    problems.push(
      `stores: need one badge of each store, in this order: [${STORE_IDS.join(', ')}], got [${storeIds}]`,
    );
  }
  const kinds = config.prices.map((p) => p.id);
  if (kinds.join(',') !== PRICE_KINDS.join(',')) {
    problems.push(
      `prices: must list ${PRICE_KINDS.join(', ')} in that order, got [${kinds.join(', ')}]`,
    );
  }
  for (const [i, price] of config.prices.entries()) {
    problems.push(
      ...localizedProblems(price.label, `prices[${i}].label`),
      ...localizedProblems(price.detail, `prices[${i}].detail`),
    );
  }
  const sections = config.sections.map((s) => s.id);
  if (sections.join(',') !== APP_SECTIONS.join(',')) {
    problems.push(
      `sections: must list ${APP_SECTIONS.join(', ')} in that order, got [${sections.join(', ')}]`,
    );
  }
  for (const [i, section] of config.sections.entries()) {
    problems.push(
      ...localizedProblems(section.title, `sections[${i}].title`),
      ...localizedProblems(section.detail, `sections[${i}].detail`),
    );
  }
  const counts = {
    'topStories.count': config.topStories.count,
    'latestNews.count': config.latestNews.count,
    'sectionBlocks.count': config.sectionBlocks.count,
  };
  for (const [where, count] of Object.entries(counts)) {
    if (!Number.isInteger(count) || count < 1 || count > 12) {
      problems.push(`${where}: a whole number from 1 to 12, got ${count}`);
    }
  }
  problems.push(
    ...localizedProblems(config.topStories.heading, 'topStories.heading'),
  );
  problems.push(
    ...localizedProblems(config.latestNews.heading, 'latestNews.heading'),
    ...localizedProblems(config.latestNews.moreLabel, 'latestNews.moreLabel'),
  );
  problems.push(
    ...localizedProblems(config.sectionBlocks.heading, 'sectionBlocks.heading'),
    ...localizedProblems(
      config.sectionBlocks.moreLabel,
      'sectionBlocks.moreLabel',
    ),
    ...localizedProblems(
      config.sectionBlocks.moreFrom,
      'sectionBlocks.moreFrom',
    ),
  );
  const tagCount = config.topTags.count;
  if (!Number.isInteger(tagCount) || tagCount < 1 || tagCount > 30) {
    problems.push(
      `topTags.count: a whole number from 1 to 30, got ${tagCount}`,
    );
  }
  problems.push(
    ...localizedProblems(config.topTags.heading, 'topTags.heading'),
    ...localizedProblems(config.topTags.moreLabel, 'topTags.moreLabel'),
  );
  return problems;
}
