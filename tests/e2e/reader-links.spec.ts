/**
 * What a reader uses to come back and to quote a story: the newsroom's channels (brand config) in
 * the footer and after each article, today's date in the header in the reader's calendar, and an
 * article's «کد خبر» with its short link, which the server redirects to the article.
 */
import {test, expect, visit, DESKTOP_ONLY} from './fixtures';
import {articleUrl, listed} from './corpus';
import {brand} from '../../src/config/brand';
import {formatHeaderDate, toPersianDigits} from '../../src/lib/format';
import {tehranDay} from '../../src/lib/tehranTime';

const article = listed[0];
const id = /^\/(\d+)\//.exec(article.frontMatter.slug)![1];

for (const {locale, prefix, code} of [
  {locale: 'fa', prefix: '', code: `کد خبر: ${toPersianDigits(id)}`},
  {locale: 'en', prefix: '/en', code: `Article code: ${id}`},
] as const) {
  test(`${locale}: the footer and the end of an article link to every channel of the brand config`, async ({
    page,
  }) => {
    await visit(page, `${prefix}${articleUrl(article)}`);
    for (const where of ['footer.footer', 'article']) {
      const follow = page.locator(`${where} [data-follow]`);
      await expect(follow.locator('a')).toHaveCount(brand.channels.length);
      for (const channel of brand.channels) {
        await expect(
          follow.locator(`a[data-channel="${channel.key}"]`),
        ).toHaveAttribute('href', channel.url);
        await expect(
          follow.locator(`a[data-channel="${channel.key}"]`),
        ).toHaveText(channel.label[locale]);
      }
    }
  });

  test(
    `${locale}: today's date in the header, in the reader's calendar`,
    {tag: DESKTOP_ONLY},
    async ({page}) => {
      await page.setViewportSize({width: 1280, height: 900});
      await visit(page, prefix || '/');
      const today = page.locator('nav.navbar [data-today]');
      const day = tehranDay(new Date());
      await expect(today).toHaveAttribute('datetime', day);
      await expect(today).toHaveText(
        formatHeaderDate(`${day}T12:00:00+03:30`, locale),
      );
      if (locale === 'fa') await expect(today).toHaveText(/ \/ .*[۰-۹]{4}$/);
    },
  );

  test(`${locale}: the article shows its code, and its short link leads to it`, async ({
    page,
    context,
    request,
  }) => {
    await visit(page, `${prefix}${articleUrl(article)}`);
    const line = page.locator(`article [data-news-code="${id}"]`);
    await expect(line).toContainText(code);
    const copy = line.locator('a');
    await expect(copy).toHaveAttribute(
      'href',
      `${brand.siteUrl}${prefix}/news/${id}`,
    );
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await copy.click();
    await expect(copy).toHaveAttribute('data-copied', '');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${brand.siteUrl}${prefix}/news/${id}`,
    );
    const reply = await request.get(`${prefix}/news/${id}`, {maxRedirects: 0});
    expect(reply.status()).toBe(301);
    expect(decodeURI(reply.headers().location)).toBe(
      `${prefix}${articleUrl(article)}`,
    );
  });
}
