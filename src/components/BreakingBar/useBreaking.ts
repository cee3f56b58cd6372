/**
 * The breaking bar's story. The server renders the build's (the home-page plugin's module); the
 * browser fetches the current one from the build's file (StaticRegion/buildFile.ts): a page a
 * publish copied may show an older bar until then.
 */
import built from '@nerkhnama/breaking';
import {buildFile} from '@site/src/components/StaticRegion/buildFile';
import {BREAKING_FILE, type BreakingNow} from '@site/src/lib/breakingFile';

const file = buildFile<BreakingNow>(BREAKING_FILE);

export default function useBreaking(): BreakingNow | undefined {
  return file.useCurrent(built);
}
