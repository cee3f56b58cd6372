import {
  COPIED_ATTRIBUTE,
  COPIED_MS,
  COPY_ATTRIBUTE,
} from '../../../lib/earlyMarks';

/**
 * A copy control copies what it names (`data-nn-copy`: the block's code, or the link's href) and shows its
 * copied state; a code block's button drops it after COPIED_MS unless the app has taken over meanwhile. A link
 * whose copy fails is followed instead. True when it answered (only where the clipboard API exists).
 */
export function copyClick(
  event: Event,
  target: Element,
  w: Window,
  live: () => boolean,
): boolean {
  const control = target.closest(`[${COPY_ATTRIBUTE}]`);
  if (!control || !w.navigator.clipboard) return false;
  event.preventDefault();
  const href = control.getAttribute(COPY_ATTRIBUTE) === 'href';
  const text = href
    ? (control.getAttribute('href') ?? '')
    : (control.parentElement?.querySelector('code')?.textContent ?? '');
  w.navigator.clipboard.writeText(text).then(
    () => {
      control.setAttribute(COPIED_ATTRIBUTE, '');
      if (!href) {
        w.setTimeout(() => {
          if (!live()) control.removeAttribute(COPIED_ATTRIBUTE);
        }, COPIED_MS);
      }
    },
    () => {
      if (href) w.location.href = text;
    },
  );
  return true;
}
