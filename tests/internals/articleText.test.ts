// Each article's text as the browser gets it for a client-side navigation (route-data/{key}.body.json,
// written from the page by client-routing's articleBodyFile.ts), against the page the build left:
// the same text, and the table of contents the browser makes from it (client/articleModule.ts) is
// the one the server rendered from the article's MDX.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {Window} from 'happy-dom';
import {afterAll, describe, expect, it} from 'vitest';
import {localeBaseUrl} from '../../src/config/locales';
import {htmlFileOf} from '../../src/docusaurus-internals/node/buildOutput';
import {articleBodyOf} from '../../src/plugins/client-routing/articleBodyFile';
import {tocOf} from '../../src/plugins/client-routing/client/articleModule';
import {LOCALES, localeDir} from './build';

const window = new Window();
const doc = window.document as unknown as Document;
afterAll(() => window.happyDOM.close());

interface RouteData {
  path: string;
  modules: Record<string, object>;
}

/** Each entry of a table of contents: target, level and words. */
const entries = (items: {id: string; level: number; text: string}[]) =>
  items.map((item) => `#${item.id} ${item.level} ${item.text.trim()}`);

describe.each(LOCALES)('the %s articles', (locale) => {
  const dir = path.join(localeDir(locale), 'route-data');
  const routes = readdirSync(dir)
    .filter((file) => /^[0-9a-f]{16}\.json$/.test(file))
    .map((file) => ({
      file,
      data: JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as RouteData,
    }));
  const articles = routes.filter(({data}) =>
    Object.values(data.modules).some((module) => 'article' in module),
  );

  it('each have a text file beside their route data, and nothing else has one', () => {
    expect(articles.length).toBeGreaterThan(0);
    const bodies = readdirSync(dir).filter((f) => f.endsWith('.body.json'));
    expect(bodies.sort()).toEqual(
      articles.map(({file}) => file.replace(/\.json$/, '.body.json')).sort(),
    );
  });

  it('carry the text of their page, whose table of contents the browser makes again from it', () => {
    for (const {file, data} of articles) {
      const page = readFileSync(
        path.join(
          localeDir(locale),
          htmlFileOf(data.path, localeBaseUrl(locale)),
        ),
        'utf8',
      );
      const {html} = JSON.parse(
        readFileSync(
          path.join(dir, file.replace(/\.json$/, '.body.json')),
          'utf8',
        ),
      ) as {html: string};
      expect(html, data.path).toBe(articleBodyOf(page));
      // The page's table of contents: the theme shows levels 2 and 3 (its defaults).
      const shown = doc.createElement('template');
      shown.innerHTML =
        /<ul class="?table-of-contents[\s\S]*?<\/ul><\/div>/.exec(page)?.[0] ??
        '';
      const rendered = Array.from(
        shown.content.querySelectorAll<HTMLAnchorElement>('a'),
      ).map((a) => ({
        id: decodeURIComponent(a.getAttribute('href')!.slice(1)),
        level: a.closest('ul')!.parentElement?.closest('ul') ? 3 : 2,
        text: a.textContent ?? '',
      }));
      const made = tocOf(html, doc)
        .filter((item) => item.level <= 3)
        .map((item) => {
          const value = doc.createElement('template');
          value.innerHTML = item.value;
          return {...item, text: value.content.textContent ?? ''};
        });
      expect(entries(made), data.path).toEqual(entries(rendered));
    }
  });
});
