// The breaking bar's story: the build's in the server bundle (and the dev server's), none in the
// browser's production bundle, which fetches the current one (the home-page plugin aliases it per bundle).
declare module '@nerkhnama/breaking' {
  import type {BreakingNow} from '@site/src/lib/breakingFile';

  const breaking: BreakingNow | null;
  export default breaking;
}
