/** What scripts/check-bundle-sides.ts compares between two builds of one locale, and how it reports. Pure. */
import {SHORT_LINKS_MAP} from '../deploy/rules';
import {isPublishFile} from './publish/state';

/** What the deploy step writes after a full build of every locale, which a one-locale build lacks. */
const DEPLOY_FILES = ['_headers', '_redirects', SHORT_LINKS_MAP];

/**
 * The files `docusaurus build` writes for the default locale: not the other locales' folders, nor
 * what `npm run build` adds after Docusaurus (scripts/deploy-config.ts: gzip copies, static-host rules, nginx's short links;
 * the publish state, scripts/publish/record.ts).
 */
export function comparedPath(
  relativePath: string,
  otherLocales: readonly string[],
): boolean {
  if (otherLocales.some((locale) => relativePath.startsWith(`${locale}/`))) {
    return false;
  }
  return (
    !relativePath.endsWith('.gz') &&
    !DEPLOY_FILES.includes(relativePath) &&
    !isPublishFile(relativePath)
  );
}

/** Files only in one build, then files in both whose contents differ, from path → content hash maps. */
export function siteDifferences(
  expected: ReadonlyMap<string, string>,
  actual: ReadonlyMap<string, string>,
): string[] {
  const out: string[] = [];
  for (const file of expected.keys()) {
    if (!actual.has(file)) out.push(`missing: ${file}`);
  }
  for (const file of actual.keys()) {
    if (!expected.has(file)) out.push(`extra: ${file}`);
  }
  for (const [file, hash] of expected) {
    if (actual.has(file) && actual.get(file) !== hash) {
      out.push(`differs: ${file}`);
    }
  }
  return out;
}
