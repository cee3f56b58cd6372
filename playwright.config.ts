import {existsSync} from 'node:fs';
import {defineConfig, devices} from '@playwright/test';

/** Debian's Chromium where installed (Playwright cannot download browsers here), else Playwright's own. */
const systemChromium = '/usr/bin/chromium';
const executablePath = existsSync(systemChromium) ? systemChromium : undefined;

export const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['html', {open: 'never', outputFolder: 'playwright-report'}]],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {name: 'desktop', use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 900}, channel: undefined}},
    {name: 'phone', grepInvert: /@desktop-only/, use: {...devices['Pixel 5'], viewport: {width: 390, height: 844}, channel: undefined}},
  ],
  // The production build, served once for every spec. `npm test` builds before this runs.
  webServer: {
    command: `node scripts/preview-server.mjs --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
