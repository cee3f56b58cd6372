/**
 * Page weight on a phone: what each page transfers on a 390×844 screen at 3× density when read to
 * the end, summed by kind from the bytes each response took on the wire. The budget covers the
 * page itself (HTML, CSS, fonts, every picture); the app's script and route data, which the first
 * scroll or tap boots, are shown apart.
 * The figures are against PAGE_WEIGHT_BUDGET_KB (lib.ts).
 */
import {existsSync} from 'node:fs';
import {chromium} from '@playwright/test';
import {sumWeights, weightKindOf, type WeightKind} from './lib';

export type PageWeight = Record<WeightKind | 'page', number>;

export async function measurePageWeights(
  origin: string,
  pages: ReadonlyArray<{name: string; path: string}>,
  chromiumPath: string,
): Promise<Array<{name: string; path: string; weight: PageWeight}>> {
  const browser = await chromium.launch({
    executablePath: existsSync(chromiumPath) ? chromiumPath : undefined,
    args: ['--no-sandbox'],
  });
  try {
    const out = [];
    for (const page of pages) {
      const context = await browser.newContext({
        viewport: {width: 390, height: 844},
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
      });
      const tab = await context.newPage();
      await tab.route(/googletagmanager|google-analytics/, (route) =>
        route.abort(),
      );
      const sizes: Array<Promise<{kind: WeightKind; bytes: number}>> = [];
      tab.on('requestfinished', (request) => {
        // `<link rel=prefetch>` hints for other pages are fetched when idle, not for this page.
        if (request.headers()['sec-purpose']?.includes('prefetch')) return;
        const kind = weightKindOf(request.resourceType());
        sizes.push(
          request.sizes().then(
            (s) => ({kind, bytes: s.responseBodySize + s.responseHeadersSize}),
            // Finished as the page closed, after the figures were taken.
            () => ({kind, bytes: 0}),
          ),
        );
      });
      await tab.goto(`${origin}${page.path}`, {waitUntil: 'load'});
      // Read to the end: every lazy picture comes in.
      await tab.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      });
      await tab.waitForTimeout(1500);
      out.push({...page, weight: sumWeights(await Promise.all(sizes))});
      await context.close();
    }
    return out;
  } finally {
    await browser.close();
  }
}
