import {HYDRATED_ATTRIBUTE} from '../../../docusaurus-internals/names';

/**
 * A button pressed before the app is there and not answered by the bootstrap is pressed again once the page has
 * hydrated, when React listens; the last such press only. Links need nothing: they work natively meanwhile.
 */
export function replayAfterHydration(w: Window): (target: Element) => void {
  let pending: Element | null = null;
  const root = w.document.documentElement;
  const {MutationObserver} = w as Window & typeof globalThis;
  new MutationObserver((_, observer) => {
    if (root.getAttribute(HYDRATED_ATTRIBUTE) !== 'true') return;
    observer.disconnect();
    const button = pending as HTMLElement | null;
    pending = null;
    if (button?.isConnected) w.setTimeout(() => button.click(), 0);
  }).observe(root, {attributes: true, attributeFilter: [HYDRATED_ATTRIBUTE]});
  return (target) => {
    pending = target.closest('button,[role="button"]') ?? pending;
  };
}
