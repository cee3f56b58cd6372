/** Analytics: the stubbed gtag receives an anonymised config and one page_view per navigation. */
import {ANALYTICS_HOSTS, test, expect, visit} from './fixtures';

type DataLayerEntry = unknown[];
const dataLayer = (page: import('@playwright/test').Page) =>
  page.evaluate(
    () =>
      ((window as unknown as {dataLayer: IArguments[]}).dataLayer ?? []).map(
        (args) => Array.from(args),
      ) as unknown[][],
  );

test('config anonymises the IP and each client-side navigation sends one page_view', async ({
  page,
}) => {
  const offMachine: string[] = [];
  page.on('request', (request) => {
    if (
      !request.url().startsWith('http://127.0.0.1:') &&
      !ANALYTICS_HOSTS.test(request.url())
    ) {
      offMachine.push(request.url());
    }
  });
  const gtagScript = page.waitForRequest(
    /googletagmanager\.com\/gtag\/js\?id=G-/,
  );
  await visit(page, '/');
  const initial = await dataLayer(page);
  const config = initial.find((entry: DataLayerEntry) => entry[0] === 'config');
  expect(config?.[1]).toMatch(/^G-/);
  expect(config?.[2]).toEqual({anonymize_ip: true});
  const pageViews = async () =>
    (await dataLayer(page)).filter(
      (e) => e[0] === 'event' && e[1] === 'page_view',
    ).length;
  expect(await pageViews()).toBe(0); // the first view is gtag's own, from the config call

  await page.locator('main').getByRole('link', {name: 'همهٔ خبرها'}).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect.poll(pageViews).toBe(1);
  await page.locator('article h2 a').first().click();
  await expect(page.locator('article h1')).toBeVisible();
  await expect.poll(pageViews).toBe(2);
  const paths = (await dataLayer(page))
    .filter((e) => e[0] === 'set' && e[1] === 'page_path')
    .map((e) => decodeURI(String(e[2])));
  expect(paths[0]).toBe('/news');
  expect(paths[1]).toMatch(/^\/news\/\d+\//);
  // The gtag script was requested and answered by the stub; nothing else left the machine.
  expect((await (await gtagScript).response())?.status()).toBe(200);
  expect(offMachine).toEqual([]);
});
