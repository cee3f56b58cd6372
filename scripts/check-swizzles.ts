/**
 * `npm run check:swizzles` (part of `npm test`): the swizzle registry (src/theme/README.md) against
 * the installed theme.
 * - Each ejected or replaced component is ejected again, by the swizzle command's own code, into a
 *   temporary site and compared with the upstream copy the site's file was made from
 *   (src/theme/.upstream/): after a Docusaurus upgrade the diff shows exactly what changed upstream,
 *   to port into the site's copy.
 * - Each wrapped component must still exist in the theme.
 * - The safety column must say what the theme's swizzle config says (a component it does not list
 *   is unsafe), and every component under src/theme/ must have its row, once.
 *
 *   npm run check:swizzles                # exits 1 with the diff when upstream changed
 *   npm run check:swizzles -- --write     # once the changes are ported: store the new upstream copies
 */
import {spawnSync} from 'node:child_process';
import {cpSync, mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {
  ejectComponent,
  themeComponents,
  type ThemeName,
} from '../src/docusaurus-internals/node/swizzle';
import {actionOf, componentOfFile, parseRegistry} from './swizzleRegistry';

const ROOT = path.resolve(import.meta.dirname, '..');
const THEME_DIR = path.join(ROOT, 'src/theme');
const UPSTREAM_DIR = path.join(THEME_DIR, '.upstream');
const write = process.argv.includes('--write');

const rows = parseRegistry(
  readFileSync(path.join(THEME_DIR, 'README.md'), 'utf8'),
);
const problems: string[] = [];

// Every component under src/theme/ has one row, and every row one component there.
const swizzled = new Set(
  readdirSync(THEME_DIR, {recursive: true, withFileTypes: true})
    .filter(
      (entry) =>
        entry.isFile() &&
        !path.relative(THEME_DIR, entry.parentPath).startsWith('.upstream'),
    )
    .map((entry) =>
      componentOfFile(
        path
          .relative(THEME_DIR, path.join(entry.parentPath, entry.name))
          .split(path.sep)
          .join('/'),
      ),
    )
    .filter((component): component is string => component !== null),
);
const seen = new Map<string, number>();
for (const row of rows) {
  for (const component of row.components) {
    if (seen.has(component)) {
      problems.push(
        `src/theme/README.md:${row.line}: ${component} has a row already (line ${seen.get(component)}).`,
      );
    }
    seen.set(component, row.line);
    if (!swizzled.has(component)) {
      problems.push(
        `src/theme/README.md:${row.line}: ${component} is not swizzled under src/theme/.`,
      );
    }
  }
}
for (const component of swizzled) {
  if (!seen.has(component)) {
    problems.push(
      `src/theme/${component}: no row in the registry (src/theme/README.md).`,
    );
  }
}

async function main() {
  // Safety as the swizzle command reports it; every component still in its theme.
  const themes = {
    'theme-classic': await themeComponents('theme-classic'),
    'core-fallback': await themeComponents('core-fallback'),
  };
  const ejected: Array<{theme: ThemeName; component: string}> = [];
  for (const row of rows) {
    for (const component of row.components) {
      const theme = themes[row.theme];
      if (!theme.all.includes(component)) {
        problems.push(
          `src/theme/README.md:${row.line}: ${component} is no longer a component of ${row.theme}.`,
        );
        continue;
      }
      const status = theme.getActionStatus(component, actionOf(row.kind));
      if (status !== row.safety) {
        problems.push(
          `src/theme/README.md:${row.line}: ${component} (${actionOf(row.kind)}) is "${status}" in ${row.theme}'s swizzle config, the registry says "${row.safety}".`,
        );
      }
      if (row.kind !== 'wrap') ejected.push({theme: row.theme, component});
    }
  }

  // The upstream copies, ejected afresh and compared with the stored ones.
  const site = mkdtempSync(path.join(tmpdir(), 'nerkhnama-swizzles-'));
  let diff = '';
  try {
    for (const {theme, component} of ejected) {
      await ejectComponent(theme, component, site);
    }
    const fresh = path.join(site, 'src/theme');
    if (write) {
      rmSync(UPSTREAM_DIR, {recursive: true, force: true});
      cpSync(fresh, UPSTREAM_DIR, {recursive: true});
    } else {
      const result = spawnSync(
        'diff',
        ['-ruN', path.relative(ROOT, UPSTREAM_DIR), fresh],
        {cwd: ROOT, encoding: 'utf8'},
      );
      if (result.error || (result.status !== 0 && result.status !== 1)) {
        throw new Error(
          `check-swizzles: diff failed: ${result.error?.message ?? result.stderr}`,
        );
      }
      diff = result.stdout.split(site).join('installed');
    }
  } finally {
    rmSync(site, {recursive: true, force: true});
  }

  if (diff) {
    problems.push(
      `upstream changed since the copies in src/theme/.upstream/ were taken (- stored, + installed):\n${diff}`,
    );
  }
  if (problems.length > 0) {
    console.error(`check-swizzles: ${problems.length} problem(s):`);
    for (const problem of problems) console.error(`- ${problem}`);
    console.error(
      "Port what changed upstream into the site's copy, then store the new copies: npm run check:swizzles -- --write.",
    );
    process.exit(1);
  }
  const wrapped = rows
    .filter((row) => row.kind === 'wrap')
    .flatMap((row) => row.components).length;
  console.log(
    `check-swizzles: ${write ? 'stored' : 'compared'} the upstream copies of ${ejected.length} ejected components; ${wrapped} wrapped components still in the theme; the safety column matches the swizzle config.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
