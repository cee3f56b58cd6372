// The not-found page's latest headlines: the build's list in the server bundle, an empty one in the
// browser's (the home-page plugin aliases it per bundle).
declare module '@nerkhnama/not-found-latest' {
  import type {Headline} from '@site/src/plugins/home-page/frontPage';

  const headlines: Headline[];
  export default headlines;
}
