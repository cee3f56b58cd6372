// The search page as soon as it is parsed, before the app boots: the query of `?q=` in the box
// and the heading, and the "searching…" status, so a reader on a slow link sees what is being
// searched. The static page cannot know the query; src/components/SearchPage renders the same once
// the app runs, and carries the texts this needs (the heading's template, the status's words).
(function () {
  const q = new URLSearchParams(window.location.search).get('q');
  const page = document.querySelector('[data-search-page]');
  if (!q || !q.trim() || !page) return;
  page.setAttribute('data-query', '');
  const input = page.querySelector('input[name="q"]');
  if (input) input.value = q;
  const heading = page.querySelector('[data-heading-template]');
  if (heading) {
    heading.textContent = heading
      .getAttribute('data-heading-template')
      .replace('{query}', q.trim());
  }
  const status = page.querySelector('[data-search-status]');
  if (status) {
    // Into the status's own text node (a span), which the app replaces with a new one per state.
    (status.firstElementChild || status).textContent =
      status.getAttribute('data-loading-text');
    status.setAttribute('data-search-status', 'loading');
  }
})();
