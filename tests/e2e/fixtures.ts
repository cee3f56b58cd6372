/**
 * Shared end-to-end fixture: analytics never reaches the network (the gtag script is replaced by
 * a stub), every console error or page error fails the test unless the test expects it, and
 * helpers wait for React hydration.
 */
import {test as base, expect, type Page} from '@playwright/test';

export const ANALYTICS_HOSTS =
  /https:\/\/(www\.googletagmanager\.com|www\.google-analytics\.com|[a-z0-9-]+\.google-analytics\.com)\//;

export interface Diagnostics {
  errors: string[];
  /** Console messages a test expects (e.g. an injected fault): matched ones are not failures. */
  expect(pattern: RegExp): void;
}

export const test = base.extend<{diagnostics: Diagnostics; autoBoot: boolean}>({
  /**
   * Boots the app as soon as the document is parsed, as the deferred scripts did before the build
   * moved the boot to the first interaction: specs then measure the app, not their own waiting.
   * lazy-boot.spec.ts turns it off to prove what a reader's input does.
   */
  autoBoot: [true, {option: true}],
  diagnostics: [
    async ({page, autoBoot}, use) => {
      if (autoBoot) {
        await page.addInitScript(() => {
          // The bootstrap loads async: if it has not arrived yet, it boots on arrival (as boot-now.js asks).
          document.addEventListener('DOMContentLoaded', () => {
            const w = window as unknown as {
              __nnBoot?: () => void;
              __nnBootNow?: boolean;
            };
            if (w.__nnBoot) w.__nnBoot();
            else w.__nnBootNow = true;
          });
        });
      }
      const expected: RegExp[] = [];
      const errors: string[] = [];
      await page.route(ANALYTICS_HOSTS, (route) =>
        route.fulfill({
          status: 200,
          contentType: 'text/javascript',
          body: '/* analytics stub */',
        }),
      );
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) =>
        errors.push(`pageerror: ${error.message}`),
      );
      await use({errors, expect: (pattern) => expected.push(pattern)});
      const unexpected = errors.filter(
        (text) => !expected.some((pattern) => pattern.test(text)),
      );
      expect(unexpected, 'console errors').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/**
 * Tag of tests that run in the desktop project only: they set their own viewport (so the phone
 * project would repeat them) or check desktop-only elements such as the news sidebar.
 */
export const DESKTOP_ONLY = '@desktop-only';

/**
 * Whether the layout specs save screenshots of each page at each width for a person to look at
 * (`E2E_SCREENSHOTS=1 npm run test:e2e`): a full-page capture is costly, and CI looks at none.
 */
export const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

/** Starts loading the app now, as a reader's first interaction would, without waiting for it. */
export async function startBoot(page: Page) {
  await page.evaluate(() =>
    (window as unknown as {__nnBoot?: () => void}).__nnBoot?.(),
  );
}

/**
 * Boots the app as a reader's first interaction would (the build defers it until then: see
 * src/plugins/client-routing/bootstrap/boot.ts) and waits until React has hydrated the page.
 * lazy-boot.spec.ts proves that real pointer, touch, key and scroll input does the same.
 */
export async function bootApp(page: Page) {
  await startBoot(page);
  await page
    .locator('html[data-has-hydrated="true"]')
    .waitFor({timeout: 20_000});
}

/** Loads a page, boots the app and waits until React has hydrated it. */
export async function visit(page: Page, url: string) {
  const response = await page.goto(url);
  await bootApp(page);
  return response;
}

/**
 * Layout shifts since the page started loading, leaving out those that follow the reader's own
 * input (those are expected): the summed score, and what moved (element, box before and after,
 * when), so a failure says which part of the page jumped. Waits 300 ms so that shifts from the
 * last frames are reported too.
 */
export async function layoutShift(
  page: Page,
): Promise<{score: number; moved: string}> {
  return page.evaluate(
    () =>
      new Promise<{score: number; moved: string}>((resolve) => {
        let score = 0;
        const moved: string[] = [];
        const box = (r: DOMRectReadOnly) =>
          `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Array<{
            value: number;
            hadRecentInput: boolean;
            startTime: number;
            sources?: Array<{
              node?: Node | null;
              previousRect: DOMRectReadOnly;
              currentRect: DOMRectReadOnly;
            }>;
          }>) {
            if (entry.hadRecentInput) continue;
            score += entry.value;
            for (const source of entry.sources ?? []) {
              const node = source.node as Element | null | undefined;
              const name = node
                ? `${node.nodeName.toLowerCase()}${node.className && typeof node.className === 'string' ? `.${node.className.split(/\s+/)[0]}` : ''}`
                : '(removed)';
              moved.push(
                `${name} ${box(source.previousRect)} → ${box(source.currentRect)} at ${Math.round(entry.startTime)} ms (${entry.value.toFixed(4)})`,
              );
            }
          }
        }).observe({type: 'layout-shift', buffered: true});
        setTimeout(() => resolve({score, moved: moved.join('; ')}), 300);
      }),
  );
}
