/**
 * Navbar and footer. Labels are written in Persian, the default locale; their English versions
 * live in i18n/en/docusaurus-theme-classic/{navbar,footer}.json (`npm run write-translations`).
 */
import type * as Preset from '@docusaurus/preset-classic';
import {brand} from './brand';

type ThemeConfig = Preset.ThemeConfig;

export const navbar = {
  title: brand.name.fa,
  hideOnScroll: false,
  logo: {alt: 'نشان نرخ‌نما', src: 'img/logo.svg', width: 32, height: 32},
  items: [
    {
      to: '/news',
      label: 'اخبار',
      position: 'left',
      activeBaseRegex: '^(/en)?/news(/|$)',
    },
    // The prices pages: the market information the site is named for.
    {
      to: '/prices',
      label: 'قیمت‌ها',
      position: 'left',
      activeBaseRegex: '^(/en)?/prices(/|$)',
    },
    {to: '/gift-cards', label: 'کارت هدیه', position: 'left'},
    // The main news sections (src/config/sections.ts): in the phone menu only.
    {type: 'custom-newsSections', position: 'left'},
    // Today's date in the reader's calendar (desktop).
    {type: 'custom-today', position: 'right'},
    {type: 'localeDropdown', position: 'right'},
    {
      href: brand.channels[0].url,
      label: brand.channels[0].label.fa,
      position: 'right',
      className: 'navbar-social-link',
    },
  ],
} satisfies ThemeConfig['navbar'];

export const footer = {
  style: 'dark',
  // About, contact and the newsroom beside the legal pages: who publishes the news, and how to reach them.
  links: [
    {label: 'دربارهٔ ما', to: '/about'},
    {label: 'تماس با ما', to: '/contact'},
    {label: 'تحریریه', to: '/editorial-team'},
    {label: 'شرایط و قوانین', to: '/terms-and-conditions'},
    {label: 'حریم خصوصی', to: '/privacy-policy'},
  ],
} satisfies ThemeConfig['footer'];
