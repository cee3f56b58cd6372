/**
 * The editors' desk at /admin (Decap CMS): after the default locale's build, bundles the desk's
 * code (client/main.tsx) with esbuild into `build/admin/` and writes its page with the config
 * generated from the site's tags, authors and instruments. Nothing of it enters the readers'
 * bundles or pages; `tests/internals` checks that no reader's page names it.
 */
import {createHash} from 'node:crypto';
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {build} from 'esbuild';
import yaml from 'js-yaml';
import {fontFaceCss} from '../../config/fonts';
import {readMarket} from '../market/load';
import {EN_NEWS_DIR, NEWS_DIR} from '../news-guard/article';
import {deskConfig, gitHostFromEnv} from './config';
import {deskPage, DESK_PATH, PREVIEW_CSS} from './page';

/** Where `npm run desk:server` (decap-server) answers; the desk tries it only on 127.0.0.1 and localhost. */
export const LOCAL_PROXY = 'http://127.0.0.1:8081/api/v1';

const readYaml = (file: string) =>
  (yaml.load(readFileSync(file, 'utf8')) ?? {}) as Record<
    string,
    Record<string, unknown>
  >;

/** Bundles the desk: one minified file named by its content, so a deploy never serves a stale one. */
async function bundleDesk(outDir: string): Promise<string> {
  const result = await build({
    entryPoints: [path.join(__dirname, 'client/main.tsx')],
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: ['chrome110', 'firefox110', 'safari16'],
    write: false,
    legalComments: 'none',
    jsx: 'automatic',
    alias: {'node:crypto': path.join(__dirname, 'client/nodeCrypto.ts')},
    define: {
      'process.env.NODE_ENV': '"production"',
      global: 'globalThis',
    },
    logLevel: 'warning',
  });
  const code = result.outputFiles[0].contents;
  const name = `desk.${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;
  writeFileSync(path.join(outDir, name), code);
  return name;
}

export default function editorsDeskPlugin(context: LoadContext): Plugin {
  return {
    name: 'nerkhnama-editors-desk',
    async postBuild({outDir}) {
      // One desk for the site, at the default locale's /admin (its config covers both languages).
      if (context.i18n.currentLocale !== context.i18n.defaultLocale) return;
      const {siteDir} = context;
      const deskDir = path.join(outDir, DESK_PATH);
      rmSync(deskDir, {recursive: true, force: true});
      mkdirSync(deskDir, {recursive: true});
      const tags = readYaml(path.join(siteDir, NEWS_DIR, 'tags.yml'));
      const authors = readYaml(path.join(siteDir, NEWS_DIR, 'authors.yml'));
      const enAuthors = readYaml(
        path.join(siteDir, EN_NEWS_DIR, 'authors.yml'),
      );
      const {instruments} = readMarket(siteDir).data;
      const input = {
        tags: Object.entries(tags).map(([key, tag]) => ({
          key,
          label: String(tag.label ?? key),
        })),
        authors: Object.entries(authors).map(([key, author]) => ({
          key,
          name: `${String(author.name ?? key)} (${String(enAuthors[key]?.name ?? key)})`,
        })),
        instruments,
        host: gitHostFromEnv(process.env),
        localProxy: LOCAL_PROXY,
      };
      const script = await bundleDesk(deskDir);
      writeFileSync(
        path.join(deskDir, 'index.html'),
        deskPage({
          script: `/${DESK_PATH}/${script}`,
          data: {
            config: deskConfig(input),
            tagKeys: input.tags.map((t) => t.key),
            authorKeys: input.authors.map((a) => a.key),
            labels: {
              tags: Object.fromEntries(input.tags.map((t) => [t.key, t.label])),
              authors: Object.fromEntries(
                Object.entries(authors).map(([key, a]) => [
                  key,
                  String(a.name),
                ]),
              ),
            },
            instruments,
            previewCss: fontFaceCss() + PREVIEW_CSS,
          },
        }),
      );
    },
  };
}
