/**
 * Which Chromium the end-to-end tests drive. Playwright cannot download browsers here, so Debian's
 * are used where installed, Playwright's own otherwise.
 */
import {existsSync} from 'node:fs';
import type {LaunchOptions} from '@playwright/test';

const firstInstalled = (files: Array<string | undefined>) =>
  files.find((file) => file && existsSync(file));

const args = [
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The headless shell first: the same Blink without the full browser's UI processes, a third faster
 * per page on a 2-core machine (Playwright's own headless runs use it too).
 */
export const shellBrowser: LaunchOptions = {
  executablePath: firstInstalled([
    process.env.E2E_CHROMIUM,
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
  ]),
  args,
};

/**
 * The full browser, for the specs about what boots the app: under phone emulation the headless shell
 * moves a synthetic mouse over the page as it loads (pointermove, mouseover), an input a phone never
 * sends and one that boots the app before the test has acted.
 */
export const fullBrowser: LaunchOptions = {
  executablePath: firstInstalled([
    process.env.E2E_CHROMIUM,
    '/usr/bin/chromium',
    '/usr/bin/chromium-headless-shell',
  ]),
  args,
};
