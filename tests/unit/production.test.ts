import {describe, expect, it} from 'vitest';
import {brand, PLACEHOLDER_GTAG_ID} from '../../src/config/brand';
import {productionProblems} from '../../src/config/production';

const real = {
  ...brand,
  siteUrl: 'https://www.example-news.ir',
  name: {fa: 'خبرنامه', en: 'Khabarnameh'},
  contactEmail: 'support@example-news.ir',
  newsroomEmail: 'newsroom@example-news.ir',
  businessEmail: 'ads@example-news.ir',
};

describe('a production build', () => {
  it('refuses the launch placeholders, naming the file, the field and the fix', () => {
    const problems = productionProblems({
      brand,
      gtagId: PLACEHOLDER_GTAG_ID,
      marketSample: true,
    });
    expect(problems.map((p) => p.split(':')[0])).toEqual([
      'src/config/brand.ts › name',
      'src/config/brand.ts › siteUrl',
      'src/config/brand.ts › contactEmail',
      'src/config/brand.ts › newsroomEmail',
      'src/config/brand.ts › businessEmail',
      'GTAG_ID',
      'market/status.yml › sample',
    ]);
    for (const problem of problems) expect(problem).toMatch(/Fix: /);
  });

  it('lets a site with its own brand, addresses, analytics id and real prices through', () => {
    expect(
      productionProblems({
        brand: real,
        gtagId: 'G-AB12CD34EF',
        marketSample: false,
      }),
    ).toEqual([]);
  });
});
