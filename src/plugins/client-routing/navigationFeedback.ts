/**
 * While a route change waits for its code, show a spinner next to the theme's progress bar.
 * The theme's own client module (`@docusaurus/theme-classic/lib/nprogress`) starts the bar 200 ms
 * into a navigation and turns the spinner off; this module, loaded after it, turns the spinner
 * back on with valid markup (nprogress's default uses the non-existent ARIA roles "bar" and
 * "spinner"). Both stay hidden on navigations that finish within the 200 ms.
 */
import nprogress from 'nprogress';
import './navigationFeedback.css';

nprogress.configure({
  showSpinner: true,
  barSelector: '.bar',
  spinnerSelector: '.spinner',
  template:
    '<div class="bar"><div class="peg"></div></div><div class="spinner" aria-hidden="true"><div class="spinner-icon"></div></div>',
});

export {};
