// The price strip's figures: the build's in the server bundle (and the dev server's), none in the
// browser's production bundle, which fetches the current ones (the market plugin aliases it per bundle).
declare module '@nerkhnama/price-strip' {
  import type {StripView} from '@site/src/lib/market/view';

  const strip: StripView | null;
  export default strip;
}
