// The search page boots the app as soon as it is parsed: its results are the page's content, so
// they must not wait for the reader's first interaction (src/plugins/client-routing/bootstrap/boot.ts).
// The bootstrap loads asynchronously: if it is not there yet, it boots as soon as it arrives.
if (window.__nnBoot) window.__nnBoot();
else window.__nnBootNow = true;
