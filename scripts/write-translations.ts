/**
 * `npm run write-translations`: Docusaurus's `write-translations`, once per locale. Unlike `build`
 * and `start`, that command does not tell the site config which locale it loads for
 * (src/config/locales.ts reads it), so the locale is set here for each run.
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {LOCALES} from '../src/config/locales';
import {
  CURRENT_LOCALE_ENV,
  docusaurusCli,
} from '../src/docusaurus-internals/node/env';

const ROOT = path.resolve(import.meta.dirname, '..');

for (const locale of LOCALES) {
  const result = spawnSync(
    process.execPath,
    [docusaurusCli(), 'write-translations', '--locale', locale],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: {...process.env, [CURRENT_LOCALE_ENV]: locale},
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
