import {defineConfig, devices} from '@playwright/test';
import {findNginx} from './deploy/localNginx';
import {shellBrowser} from './tests/e2e/browser';

export const PORT = Number(process.env.E2E_PORT ?? 4173);

/** The shipped nginx config's checks need nginx: left out loudly where it is missing, failing in CI. */
const NGINX_SPEC = /nginx\.spec\.ts$/;
/**
 * The publish spec is one serial chain of builds and publishes, about a third of the suite's time.
 * Playwright hands out tests in the order of the projects, so it is a project of its own, listed
 * first: started last, it ran on alone for minutes at the end of the run while the other worker
 * sat idle; started first, the other worker runs everything else beside it.
 */
const PUBLISH_SPEC = /publish\.spec\.ts$/;
const PHONE_SPECS =
  /\/(chrome|first-tap|frontpage|lagging-regions|lazy-boot|market|navigation|portal|reader-links|theme)\.spec\.ts$/;
/** A 1280×900 desktop; no channel, so the Chromium that shellBrowser picks runs it. */
const DESKTOP = {
  ...devices['Desktop Chrome'],
  viewport: {width: 1280, height: 900},
  channel: undefined,
};
const runNginxProject = !!findNginx() || !!process.env.CI;
if (!runNginxProject) {
  console.warn(
    '\n!! nginx is not installed: tests/e2e/nginx.spec.ts (the production server config) is NOT run. `apt-get install nginx` to run it.\n',
  );
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [
    ['list'],
    ['html', {open: 'never', outputFolder: 'playwright-report'}],
  ],
  timeout: 60_000,
  // Client navigation fetches route data and chunks; on a loaded 2-core CI machine that can pass 5 s.
  expect: {timeout: 10_000},
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A CI run keeps nothing but its log (the clone is thrown away), and recording a trace of every test
    // costs a quarter of the run's time (routes + theme specs: 163 s with traces, 122 s without).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: shellBrowser,
  },
  projects: [
    {
      name: 'publish',
      testMatch: PUBLISH_SPEC,
      use: DESKTOP,
    },
    {
      name: 'desktop',
      testIgnore: [NGINX_SPEC, PUBLISH_SPEC],
      use: DESKTOP,
    },
    // The phone repeats the specs whose subject a phone changes (layout, touch, the menu and search
    // overlay, the boot on first input); routes, feeds, search results, SEO and the desk's output are
    // the same HTML at any width and run once.
    {
      name: 'phone',
      testMatch: PHONE_SPECS,
      grepInvert: /@desktop-only/,
      use: {
        ...devices['Pixel 5'],
        viewport: {width: 390, height: 844},
        channel: undefined,
      },
    },
    // Starts its own nginx (deploy/localNginx.ts) over build/ with the shipped deploy/nginx.conf.
    ...(runNginxProject
      ? [
          {
            name: 'nginx',
            testMatch: NGINX_SPEC,
            use: DESKTOP,
          },
        ]
      : []),
  ],
  // The production build, served once for every spec. `npm test` builds before this runs.
  webServer: {
    command: `node --import tsx scripts/preview-server.ts --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
