/**
 * The editors' desk (/admin) in Chromium, against the local back end (decap-server in git mode)
 * writing to a temporary copy of the repository: a reporter writes a story in Persian and English
 * with a photo; the desk refuses it while the news check fails (no alternative text) and writes
 * Arabic letters as Persian ones; the story is saved, sent through the workflow and published; the
 * files it wrote pass `news:check` and build into a page with the photo; an edit adds `updated` and
 * a correction. Desktop project only: one story, one repository.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
} from 'node:fs';
import path from 'node:path';
import type {Page, Route} from '@playwright/test';
import {test, expect, DESKTOP_ONLY, type Diagnostics} from './fixtures';
import {freePort} from '../../deploy/localNginx';
import {LOCAL_PROXY} from '../../src/plugins/editors-desk';
import {EN_NEWS_DIR, NEWS_DIR} from '../../src/plugins/news-guard/article';
import {copySite, removeSiteCopy, ROOT} from './siteCopy';

const PHOTO = 'static/img/photos/exchange-street.jpg';
/** Typed with an Arabic keyboard: ي and ك, which the site writes as ی and ک. */
const TITLE_TYPED = 'دلار در بازار تهران يك ركورد تازه ثبت كرد';
/** How long a save may take on a loaded runner (a quiet one saves in a few seconds). */
const SAVE_TIMEOUT_MS = 90_000;
/** How long one request to the back end may take: less than a save, so a hung one fails the save with its story. */
const BACK_END_TIMEOUT_MS = 75_000;
const TITLE_SAVED = 'دلار در بازار تهران یک رکورد تازه ثبت کرد';
const git = (repo: string, ...args: string[]) =>
  spawnSync('git', args, {cwd: repo, encoding: 'utf8'});

let repo: string;
let server: ChildProcess;
let serverPort: number;
/** What the back end logged and each request it did not answer with success: a failed save's story. */
const backEndTrouble: string[] = [];

test.describe.configure({mode: 'serial'});

test.beforeAll(async () => {
  repo = copySite('editors-desk-');
  git(repo, 'init', '-q', '-b', 'main');
  git(repo, 'add', '-A');
  git(
    repo,
    '-c',
    'user.name=Desk test',
    '-c',
    'user.email=desk@example.test',
    'commit',
    '-qm',
    'site',
  );
  serverPort = await freePort();
  server = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/decap-server/dist/index.js')],
    {
      env: {
        ...process.env,
        MODE: 'git',
        GIT_REPO_DIRECTORY: repo,
        PORT: String(serverPort),
        BIND_HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  for (const stream of [server.stdout, server.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (text: string) => backEndTrouble.push(text.trim()));
  }
  await expect
    .poll(
      async () =>
        (
          await fetch(`http://127.0.0.1:${serverPort}/api/v1`, {
            method: 'POST',
            headers: {'Content-Type': 'application/json'},
            body: '{"action":"info"}',
          }).catch(() => undefined)
        )?.ok ?? false,
      {timeout: 20_000},
    )
    .toBe(true);
});

test.afterAll(() => {
  server?.kill();
  removeSiteCopy(repo);
});

/**
 * The desk's request sent on to the test's back end. A connection the back end drops before any
 * answer (`socket hang up`) is a kept-alive socket it was closing as the request went out (Node
 * closes idle ones after 5 s; a loaded runner leaves such gaps, as while news:check runs): the
 * request never reached it, so it is sent again once.
 */
async function fetchOnce(route: Route, url: string) {
  try {
    return await route.fetch({url, timeout: BACK_END_TIMEOUT_MS});
  } catch (error) {
    if (!/ECONNRESET|socket hang up/.test(String(error))) throw error;
    return route.fetch({url, timeout: BACK_END_TIMEOUT_MS});
  }
}

/** The desk asks for the local back end at its usual address; the test's server listens elsewhere. */
async function openDesk(page: Page) {
  const proxyOrigin = new URL(LOCAL_PROXY).origin;
  await page.route(`${proxyOrigin}/**`, async (route) => {
    const url = route
      .request()
      .url()
      .replace(proxyOrigin, `http://127.0.0.1:${serverPort}`);
    try {
      // By default route.fetch gives up after 30 s, and the desk's request would stay unanswered: a
      // save that never ends, with no error to read.
      const response = await fetchOnce(route, url);
      if (!response.ok()) {
        const action = /"action":"(\w+)"/.exec(
          route.request().postData() ?? '',
        )?.[1];
        backEndTrouble.push(
          `${action ?? route.request().method()} → ${response.status()} ${await response.text()}`,
        );
      }
      await route.fulfill({response});
    } catch (error) {
      // A request the desk still had in flight when the test closed its page or ended: nobody
      // waits for it (Playwright says "Test ended" when the test finished first).
      if (/disposed|closed|Test ended/.test(String(error))) return;
      // Anything else fails the request, so the desk shows its error toast instead of waiting.
      backEndTrouble.push(
        `${route.request().postData()?.slice(0, 80)}: ${String(error)}`,
      );
      await route.abort().catch(() => undefined);
      throw error;
    }
  });
  // Publishing asks "are you sure?": the editor says yes.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/admin');
  await page.getByRole('button', {name: 'وارد شدن'}).click();
}

/**
 * What Decap itself logs on the way: the back end answers 404 when asked whether a story not yet
 * in the workflow is there (its way of saying "no"), and a refused save rejects a promise Decap
 * leaves unhandled (the refusal is the toast the tests read).
 */
function expectDecapNoise(diagnostics: Diagnostics) {
  diagnostics.expect(/status of 404 \(Not Found\)/);
  diagnostics.expect(/^pageerror: Object$/);
}

/** The Persian (first) and English (second) control of a field. */
const control = (page: Page, field: string, locale: 'fa' | 'en') =>
  page.locator(`[id^="${field}-field-"]`).nth(locale === 'fa' ? 0 : 1);

async function pick(page: Page, field: string, text: string) {
  await control(page, field, 'fa').fill(text);
  await page.keyboard.press('Enter');
}

/** Replaces the Markdown body of one language, line by line (the raw editor makes each Enter a line). */
async function writeBody(
  page: Page,
  locale: 'fa' | 'en',
  lines: readonly string[],
) {
  const editor = page
    .locator('[data-slate-editor="true"]')
    .nth(locale === 'fa' ? 0 : 1);
  // The body starts from the desk's template. On a busy machine the editor has taken the keys
  // before it had selected it all, leaving the template's preview marker beside the typed one: clear
  // it until it is gone.
  await expect(async () => {
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await expect(editor).not.toContainText('truncate', {timeout: 1_000});
  }).toPass();
  for (const [i, line] of lines.entries()) {
    if (i > 0) await page.keyboard.press('Enter');
    if (line) await page.keyboard.insertText(line);
  }
}

const toast = (page: Page) => page.locator('.Toastify__toast');

async function save(page: Page) {
  await page.getByRole('button', {name: 'ذخیره', exact: true}).click();
}

/**
 * Waits for the save's answer, either one: a refused or failed save fails the test at once with the
 * desk's message and what the back end said, not after the whole wait. A save runs the pre-flight
 * check and commits on the story's branch: beside another spec's build on a 2-core runner it has
 * taken over 30 s.
 */
async function expectSaved(page: Page) {
  const answer = toast(page).filter({hasText: /ذخیره (نشد|شد)/});
  await expect(answer.first()).toBeVisible({timeout: SAVE_TIMEOUT_MS});
  const text = (await answer.allTextContents()).join('\n');
  expect(
    text,
    `the desk did not save; the back end said:\n${backEndTrouble.join('\n')}`,
  ).not.toContain('ذخیره نشد');
}

/** Moves the story to "ready" and publishes it: the editor's steps. */
async function publish(page: Page) {
  await page.getByRole('button', {name: /^وضعیت: /}).click();
  await page.getByRole('menuitem', {name: 'آمادهٔ انتشار'}).click();
  await expect(
    page.getByRole('button', {name: 'وضعیت: آمادهٔ انتشار'}),
  ).toBeVisible();
  await page.getByRole('button', {name: 'انتشار', exact: true}).click();
  await page.getByRole('menuitem', {name: 'همین حالا منتشر شود'}).click();
  await expect(toast(page).filter({hasText: 'منتشر شد'})).toBeVisible({
    timeout: 30_000,
  });
}

/** The story's file name on main (one new file in news/ since the copy was made). */
function storyFile(): string {
  const names = readdirSync(path.join(repo, NEWS_DIR)).filter((n) =>
    /\.md$/.test(n),
  );
  const before = new Set(readdirSync(path.join(ROOT, NEWS_DIR)));
  const added = names.filter((n) => !before.has(n));
  expect(added).toHaveLength(1);
  return added[0];
}

function newsCheck(): {status: number | null; output: string} {
  const result = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'),
      'scripts/news/check.ts',
      '--site',
      repo,
    ],
    {cwd: ROOT, encoding: 'utf8'},
  );
  return {status: result.status, output: `${result.stdout}${result.stderr}`};
}

test(`a reporter writes a story with a photo in both languages; the desk refuses it until the check passes, then it is published ${DESKTOP_ONLY}`, async ({
  page,
  diagnostics,
}, testInfo) => {
  test.setTimeout(240_000);
  expectDecapNoise(diagnostics);
  const opened = Date.now();
  await openDesk(page);
  await page.getByRole('link', {name: 'ایجاد ورودی از نوع خبر'}).click();

  await control(page, 'title', 'fa').fill(TITLE_TYPED);
  await control(page, 'description', 'fa').fill(
    'دلار آزاد در بازار تهران امروز به بالاترین نرخ خود در این هفته رسید و معامله‌گران از تقاضای تازه می‌گویند.',
  );
  await pick(page, 'authors', 'سارا');
  await pick(page, 'tags', 'دلار');
  await page
    .getByRole('button', {name: 'یک تصویر را انتخاب کنید'})
    .first()
    .click();
  await page
    .locator('.ReactModalPortal input[type=file]')
    .setInputFiles(path.join(ROOT, PHOTO));
  await page.getByRole('button', {name: 'گذاشتن عکس انتخاب‌شده'}).click();
  await control(page, 'image_caption', 'fa').fill(
    'صرافی‌های خیابان فردوسی تهران، عصر امروز.',
  );
  await control(page, 'image_credit', 'fa').fill('تحریریهٔ نرخ‌نما');
  await writeBody(page, 'fa', [
    'نرخ دلار آزاد در بازار تهران امروز بالا رفت.',
    '',
    '{/* truncate */}',
    '',
    '## آنچه معامله‌گران می‌گویند',
    '',
    'به گفتهٔ صرافان خیابان فردوسی، تقاضا از صبح بیشتر از روزهای پیش بود.',
  ]);

  await control(page, 'title', 'en').fill(
    'The dollar sets a new record in Tehran',
  );
  await control(page, 'description', 'en').fill(
    'The open-market dollar reached its highest rate of the week in Tehran today, dealers said.',
  );
  await control(page, 'image_caption', 'en').fill(
    'Exchange shops on Ferdowsi Street, Tehran, this afternoon.',
  );
  await control(page, 'image_credit', 'en').fill('Nerkhnama newsroom');
  await writeBody(page, 'en', [
    'The open-market dollar rose in Tehran today.',
    '',
    '{/* truncate */}',
    '',
    '## What dealers say',
    '',
    'Exchange dealers on Ferdowsi Street said demand was higher than on the days before.',
  ]);

  // No alternative text: the check refuses the save, with its own message, and nothing is written.
  await save(page);
  const refusal = toast(page).filter({hasText: 'ذخیره نشد'});
  await expect(refusal).toContainText(
    'image_alt: missing: a photo needs a text alternative',
  );
  await expect(refusal).toContainText(`${NEWS_DIR}/`);
  expect(git(repo, 'branch', '--list', 'cms/*').stdout.trim()).toBe('');
  // The editor reads it and closes it (a click on a notice closes it), so the next save's answer is its own.
  await refusal.click();
  await expect(refusal).toHaveCount(0);

  await control(page, 'image_alt', 'fa').fill(
    'ردیف صرافی‌های خیابان فردوسی تهران با تابلوهای روشن در غروب',
  );
  await control(page, 'image_alt', 'en').fill(
    'A row of exchange shops on Ferdowsi Street in Tehran with lit signs at dusk',
  );
  await save(page);
  // The figure an editor lives is logged below.
  await expectSaved(page);
  const saved = Date.now();
  // Saved as a draft on its own branch: main has nothing yet.
  expect(git(repo, 'branch', '--list', 'cms/*').stdout).toMatch(
    /cms\/news\/\d{4}-\d{2}-\d{2}-\d{6}/,
  );

  await publish(page);
  const name = storyFile();
  const fa = readFileSync(path.join(repo, NEWS_DIR, name), 'utf8');
  const en = readFileSync(path.join(repo, EN_NEWS_DIR, name), 'utf8');
  const slug = /^slug: (.+)$/m.exec(fa)![1];
  // Written once from the next free id and the headline as saved, as news:new writes it.
  expect(slug).toMatch(
    /^\/\d{6}\/دلار-در-بازار-تهران-یک-رکورد-تازه-ثبت-کرد-[0-9a-f]{6}$/,
  );
  expect(name).toBe(
    `${/^date: (.{10})/m.exec(fa)![1]}-${slug.split('/')[1]}.md`,
  );
  expect(fa).toContain(`title: "${TITLE_SAVED}"`);
  expect(fa).toMatch(/^date: \d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+03:30$/m);
  expect(fa).toMatch(/^image: \.\/img\/exchange-street\.jpg$/m);
  expect(en).toMatch(
    /^image: \.\.\/\.\.\/\.\.\/news\/img\/exchange-street\.jpg$/m,
  );
  expect(en).toContain(`slug: ${slug}`);
  expect(
    readFileSync(path.join(repo, NEWS_DIR, 'img/exchange-street.jpg')),
  ).toEqual(readFileSync(path.join(ROOT, PHOTO)));

  const check = newsCheck();
  expect(check.output).toContain('are valid');
  expect(check.status).toBe(0);
  const figures = `desk opened → story saved (the desk's check passed): ${((saved - opened) / 1000).toFixed(1)} s; → published and news:check passed: ${((Date.now() - opened) / 1000).toFixed(1)} s`;
  console.log(figures);
  await testInfo.attach('timing', {body: figures});
  // The files one story produced, kept for a person to read (test-results/ is not committed).
  const kept = path.join(ROOT, 'test-results', 'desk', 'story');
  for (const file of [
    `${NEWS_DIR}/${name}`,
    `${EN_NEWS_DIR}/${name}`,
    `${NEWS_DIR}/img/exchange-street.jpg`,
  ]) {
    mkdirSync(path.dirname(path.join(kept, file)), {recursive: true});
    cpSync(path.join(repo, file), path.join(kept, file));
  }
  await testInfo.attach('files', {
    body: `${NEWS_DIR}/${name}\n${fa}\n${EN_NEWS_DIR}/${name}\n${en}\n${NEWS_DIR}/img/exchange-street.jpg`,
  });
});

test(`an edit adds the time of the update and a correction in both languages ${DESKTOP_ONLY}`, async ({
  page,
  diagnostics,
}) => {
  test.setTimeout(180_000);
  expectDecapNoise(diagnostics);
  const name = storyFile();
  await openDesk(page);
  await page.goto(
    `/admin#/collections/news/entries/${name.replace(/\.md$/, '')}`,
  );
  await expect(control(page, 'title', 'fa')).toHaveValue(TITLE_SAVED);
  await page
    .locator('[data-nn-time]')
    .nth(1)
    .getByRole('button', {name: 'اکنون'})
    .click();
  await page.getByRole('button', {name: 'افزودن اصلاحیه'}).first().click();
  await control(page, 'text', 'fa').fill(
    'در نسخهٔ پیشین این خبر نام خیابان اشتباه آمده بود؛ صرافی‌ها در خیابان فردوسی‌اند.',
  );
  await page.getByRole('button', {name: 'افزودن اصلاحیه'}).nth(1).click();
  await control(page, 'text', 'en').fill(
    'An earlier version of this story gave the wrong street; the shops are on Ferdowsi Street.',
  );
  await save(page);
  await expectSaved(page);
  await publish(page);

  const fa = readFileSync(path.join(repo, NEWS_DIR, name), 'utf8');
  const en = readFileSync(path.join(repo, EN_NEWS_DIR, name), 'utf8');
  const updated = /^updated: (.+)$/m.exec(fa)?.[1];
  expect(updated).toMatch(/\+03:30$/);
  expect(en).toContain(`updated: ${updated}`);
  const correctionDate = /^ {2}- date: (.+)$/m.exec(fa)?.[1];
  expect(correctionDate).toMatch(/\+03:30$/);
  expect(en).toContain(`  - date: ${correctionDate}`);
  expect(en).toContain('gave the wrong street');
  const check = newsCheck();
  expect(check.status, check.output).toBe(0);
});

test(`the published story builds into a page with its photo ${DESKTOP_ONLY}`, () => {
  test.setTimeout(900_000);
  const name = storyFile();
  const slug = /^slug: (.+)$/m.exec(
    readFileSync(path.join(repo, NEWS_DIR, name), 'utf8'),
  )![1];
  const result = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'),
      'scripts/build.ts',
      '--locale',
      'fa',
    ],
    {
      cwd: repo,
      encoding: 'utf8',
      env: {...process.env, NODE_ENV: 'production'},
    },
  );
  expect(
    result.status,
    `${result.stdout.slice(-2000)}\n${result.stderr.slice(-2000)}`,
  ).toBe(0);
  const page = path.join(repo, 'build', 'news', `${slug.slice(1)}.html`);
  expect(existsSync(page)).toBe(true);
  const html = readFileSync(page, 'utf8');
  expect(html).toContain(TITLE_SAVED);
  expect(html).toContain(
    'ردیف صرافی‌های خیابان فردوسی تهران با تابلوهای روشن در غروب',
  );
  expect(html).toMatch(/<picture|<img[^>]+srcset=/);
});

test(`the desk and its preview in Persian, at 390 and 1280 px (screenshots in test-results/desk/) ${DESKTOP_ONLY}`, async ({
  page,
  diagnostics,
}) => {
  expectDecapNoise(diagnostics);
  await openDesk(page);
  const dir = path.join(ROOT, 'test-results', 'desk');
  mkdirSync(dir, {recursive: true});
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ]) {
    await page.setViewportSize({width, height});
    await page.goto(
      `/admin#/collections/news/entries/${storyFile().replace(/\.md$/, '')}`,
    );
    await expect(control(page, 'title', 'fa')).toHaveValue(TITLE_SAVED);
    await page.screenshot({path: path.join(dir, `story-${width}.png`)});
    if (width > 800) {
      // The preview: the site's look, and the check's verdict above the story.
      await page.getByTitle('پیش‌نمایش').click();
      const preview = page.frameLocator('#preview-pane');
      await expect(preview.locator('[data-nn-check="ok"]')).toBeVisible();
      await expect(preview.locator('figcaption')).toContainText(
        'عکس: تحریریهٔ نرخ‌نما',
      );
      await expect(preview.locator('time').first()).toHaveText(/[۰-۹]{4}/);
      await page.screenshot({path: path.join(dir, `preview-${width}.png`)});
    }
    await page.goto('/admin#/collections/news');
    await expect(page.getByText(TITLE_SAVED)).toBeVisible();
    await page.screenshot({path: path.join(dir, `list-${width}.png`)});
  }
});
