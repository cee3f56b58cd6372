// The day the pages are rendered on: the build's in the server bundle, none in the browser's (the
// home-page plugin aliases it per bundle).
declare module '@nerkhnama/built-day' {
  import type {BuiltDay} from '@site/src/plugins/home-page/frontPage';

  const builtDay: BuiltDay;
  export default builtDay;
}
