/**
 * schema.org `Dataset` mark-up of the prices pages (https://schema.org/Dataset): what the
 * figures are, the period they cover and who publishes them, so search engines can describe them.
 */
import {brand} from '../../config/brand';
import type {InstrumentPageView, PricesPageView} from './view';

interface Options {
  title: string;
  description: string;
  siteUrl: string;
  inLanguage: string;
}

function base(
  url: string,
  {title, description, inLanguage}: Options,
  from: string,
  to: string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Dataset',
    name: title,
    description,
    url,
    inLanguage,
    temporalCoverage: `${from}/${to}`,
    isAccessibleForFree: true,
    creator: {'@type': 'Organization', name: brand.name.en, url: brand.siteUrl},
  };
}

export function pricesDataset(
  view: PricesPageView,
  options: Options,
): Record<string, unknown> {
  const first = view.groups[0]?.items[0];
  const url = first
    ? `${options.siteUrl}${first.href.replace(/\/[^/]+$/, '')}`
    : options.siteUrl;
  return {
    ...base(url, options, view.from, view.to),
    dateModified: view.timeIso,
    variableMeasured: view.groups.flatMap((g) =>
      g.items.map((q) => ({
        '@type': 'PropertyValue',
        name: q.name,
        value: q.value,
        unitText: q.unit === 'usd' ? 'USD' : 'IRT',
      })),
    ),
  };
}

export function instrumentDataset(
  view: InstrumentPageView,
  options: Options,
): Record<string, unknown> {
  return {
    ...base(
      `${options.siteUrl}${view.quote.href}`,
      options,
      view.from,
      view.to,
    ),
    dateModified: view.quote.timeIso,
    variableMeasured: {
      '@type': 'PropertyValue',
      name: view.quote.name,
      unitText: view.quote.unit === 'usd' ? 'USD' : 'IRT',
      value: view.quote.value,
    },
  };
}
