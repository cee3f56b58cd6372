/**
 * What a production build (SITE_ENV=production) refuses to ship: the launch placeholders this
 * repository carries on purpose (the sample brand, `.example` addresses, the placeholder analytics
 * id) and market data marked as sample figures. scripts/build.ts runs this before building
 * anything; each problem names the file, the field and the fix.
 */
import {PLACEHOLDER_GTAG_ID, type Brand} from './brand';

/** The sample brand of this repository (an operator renames it). */
const SAMPLE_BRAND_NAME = 'Nerkhnama';
/** A reserved domain (RFC 2606): never a real site or mailbox. */
const PLACEHOLDER_DOMAIN = /(^|[.@/])[^.@/]+\.example(\/|$)/i;

export const PRODUCTION_ENV = 'SITE_ENV';

export function productionProblems({
  brand,
  gtagId,
  marketSample,
}: {
  brand: Brand;
  gtagId: string;
  marketSample: boolean;
}): string[] {
  const problems: string[] = [];
  const brandFile = 'src/config/brand.ts';
  if (brand.name.en === SAMPLE_BRAND_NAME) {
    problems.push(
      `${brandFile} › name: "${SAMPLE_BRAND_NAME}" is the sample brand. Fix: write the site's own name (and its company, contacts and store links) in ${brandFile} and src/config/localized-strings.json.`,
    );
  }
  if (PLACEHOLDER_DOMAIN.test(brand.siteUrl)) {
    problems.push(
      `${brandFile} › siteUrl: ${brand.siteUrl} is a placeholder domain. Fix: write the production origin, e.g. https://www.your-domain.ir.`,
    );
  }
  for (const field of [
    'contactEmail',
    'newsroomEmail',
    'businessEmail',
  ] as const) {
    if (PLACEHOLDER_DOMAIN.test(brand[field])) {
      problems.push(
        `${brandFile} › ${field}: ${brand[field]} is a placeholder address. Fix: write a mailbox someone reads.`,
      );
    }
  }
  if (gtagId === PLACEHOLDER_GTAG_ID) {
    problems.push(
      `GTAG_ID: not set, so the analytics id is the placeholder ${PLACEHOLDER_GTAG_ID}. Fix: build with GTAG_ID=G-… (the site's Google tag id).`,
    );
  }
  if (marketSample) {
    problems.push(
      'market/status.yml › sample: the prices are marked as sample figures. Fix: put real closing prices in market/days/ and set `sample: false`.',
    );
  }
  return problems;
}
