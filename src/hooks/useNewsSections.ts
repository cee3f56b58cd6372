import {usePluginData} from '@docusaurus/useGlobalData';
import type {Section} from '@site/src/config/sections';

/** The main sections in the current locale (src/config/sections.ts, resolved by the news-sections plugin). */
export default function useNewsSections(): Section[] {
  return (usePluginData('nerkhnama-news-sections') as {sections: Section[]})
    .sections;
}
