// The search page boots the app as soon as it is parsed: its results are the page's content, so
// they must not wait for the reader's first interaction (src/plugins/client-routing/bootstrap/boot.ts).
if (window.__nnBoot) window.__nnBoot();
