// The search page with a query (`?q=`) boots the app as soon as it is parsed: its results are the
// page's content, so they must not wait for the reader's first interaction
// (src/plugins/client-routing/bootstrap/boot.ts). Without a query the page is a form like any other
// and boots as every page does: the reader's first focus or key in the box, or the idle moment.
// The bootstrap loads asynchronously: if it is not there yet, it boots as soon as it arrives.
(function () {
  const q = new URLSearchParams(window.location.search).get('q');
  if (!q || !q.trim()) return;
  if (window.__nnBoot) window.__nnBoot();
  else window.__nnBootNow = true;
})();
