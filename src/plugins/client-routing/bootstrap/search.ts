import {warmEngine} from '../../../components/SearchBox/engineFiles';
import {
  SEARCH_ATTRIBUTE,
  SEARCH_BUNDLE_ATTRIBUTE,
  SEARCH_CLOSE_ATTRIBUTE,
  SEARCH_OPEN_ATTRIBUTE,
} from '../../../lib/earlyMarks';

/**
 * The search box before the app is there: focus opens its overlay (the phone's full-screen one) and starts
 * loading the engine, so that it downloads beside the app rather than after it; what is typed stays in the
 * native input, which the box searches when it mounts. Leaving the box, Escape or the close button close it.
 */

const boxOf = (target: EventTarget | null): Element | null =>
  (target as Element | null)?.closest?.(`[${SEARCH_ATTRIBUTE}]`) ?? null;

function setOpen(box: Element, open: boolean): void {
  if (open) box.setAttribute(SEARCH_OPEN_ATTRIBUTE, '');
  else box.removeAttribute(SEARCH_OPEN_ATTRIBUTE);
}

export function searchFocus(event: FocusEvent, doc: Document): void {
  const input = event.target as Element | null;
  if (!input?.matches?.(`[${SEARCH_ATTRIBUTE}] input`)) return;
  const box = boxOf(input)!;
  setOpen(box, true);
  const bundleUrl = box.getAttribute(SEARCH_BUNDLE_ATTRIBUTE);
  if (bundleUrl) warmEngine(bundleUrl, doc);
}

/** Focus leaving the box (not moving inside it) closes the overlay. */
export function searchBlur(event: FocusEvent): void {
  const box = boxOf(event.target);
  if (box && !box.contains(event.relatedTarget as Node | null)) {
    setOpen(box, false);
  }
}

export function searchEscape(event: KeyboardEvent): void {
  if (event.key !== 'Escape') return;
  const box = boxOf(event.target);
  if (!box) return;
  setOpen(box, false);
  (event.target as HTMLElement).blur();
}

/** The overlay's close button. True when it answered. */
export function searchCloseClick(target: Element): boolean {
  const close = target.closest(`[${SEARCH_CLOSE_ATTRIBUTE}]`);
  const box = close && boxOf(close);
  if (!box) return false;
  setOpen(box, false);
  box.querySelector('input')?.blur();
  return true;
}
