/**
 * Every brand string, address and identifier in one place: an operator rebrands the site by
 * editing this file (and the per-locale copy in `localized-strings.json`). Nerkhnama is a sample brand.
 */
import type {Localized} from './locales';

export interface Brand {
  /** Canonical origin of the production site, no trailing slash. */
  siteUrl: string;
  /** Name in each locale; the Persian one uses a ZWNJ, as Persian spelling requires. */
  name: Localized;
  company: Localized;
  contactEmail: string;
  /** The newsroom: news tips, corrections, press releases. */
  newsroomEmail: string;
  /** Advertising and partnerships. */
  businessEmail: string;
  phone: string;
  /** The office, as a reader would write it on a letter. */
  address: Localized;
  /** The newsroom's channels, in the order readers are offered them: followed from the footer and after each article; the first is also in the navbar. */
  channels: ReadonlyArray<{
    key: 'telegram' | 'bale' | 'eitaa' | 'instagram';
    label: Localized;
    url: string;
  }>;
  stores: {
    appStore: string;
    googlePlay: string;
    cafeBazaar: string;
    myket: string;
  };
}

/** Harmless placeholder: Google ignores an unknown id, and tests stub the script anyway. */
export const PLACEHOLDER_GTAG_ID = 'G-XXXXXXXXXX';

/**
 * The analytics id: the Google tag id from the environment (GTAG_ID), or the placeholder. Read by
 * docusaurus.config.ts at build time only (this module is also bundled for the browser).
 */
export function gtagIdFrom(env: Record<string, string | undefined>): string {
  const id = env.GTAG_ID?.trim();
  if (!id) return PLACEHOLDER_GTAG_ID;
  if (!/^(G|UA|AW|DC)-[A-Z0-9-]+$/i.test(id)) {
    throw new Error(
      `GTAG_ID="${id}" is not a Google tag id: expected something like G-AB12CD34EF.`,
    );
  }
  return id;
}

export const brand: Brand = {
  siteUrl: 'https://nerkhnama.example',
  name: {fa: 'نرخ‌نما', en: 'Nerkhnama'},
  company: {
    fa: 'شرکت رسانه دیجیتال نرخ‌نما',
    en: 'Nerkhnama Digital Media Co.',
  },
  contactEmail: 'support@nerkhnama.example',
  newsroomEmail: 'newsroom@nerkhnama.example',
  businessEmail: 'ads@nerkhnama.example',
  phone: '+98 21 8879 4500',
  address: {
    fa: 'تهران، خیابان ولیعصر، بالاتر از میدان ونک، کوچهٔ نگار، پلاک ۱۲، طبقهٔ سوم؛ کد پستی ۱۹۹۶۸۳۵۱۱۳',
    en: '3rd floor, 12 Negar Alley, Vali-Asr Street, north of Vanak Square, Tehran 1996835113, Iran',
  },
  channels: [
    {
      key: 'telegram',
      label: {fa: 'کانال تلگرام', en: 'Telegram channel'},
      url: 'https://t.me/nerkhnama',
    },
    {
      key: 'bale',
      label: {fa: 'کانال بله', en: 'Bale channel'},
      url: 'https://ble.ir/nerkhnama',
    },
    {
      key: 'eitaa',
      label: {fa: 'کانال ایتا', en: 'Eitaa channel'},
      url: 'https://eitaa.com/nerkhnama',
    },
    {
      key: 'instagram',
      label: {fa: 'اینستاگرام', en: 'Instagram'},
      url: 'https://www.instagram.com/nerkhnama',
    },
  ],
  stores: {
    appStore: 'https://apps.apple.com/app/nerkhnama/id6449012345',
    googlePlay: 'https://play.google.com/store/apps/details?id=app.nerkhnama',
    // The Android stores most Iranian readers install from.
    cafeBazaar: 'https://cafebazaar.ir/app/app.nerkhnama',
    myket: 'https://myket.ir/app/app.nerkhnama',
  },
};
