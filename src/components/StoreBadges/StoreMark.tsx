import type {ReactNode} from 'react';
import type {StoreBadge} from '@site/src/config/home';

/**
 * Each store's mark, drawn inline. Drawn as `<img>` files, the badges cost the main thread a
 * separate SVG document each (parsed, styled and laid out with its own font lookup) while the
 * page loaded, and their text could not use the page's font.
 */
const MARKS: Record<StoreBadge['id'], ReactNode> = {
  'app-store': (
    <path
      fill="#fff"
      d="M31.1 24.6c0-2.5 2-3.7 2.1-3.8-1.2-1.7-3-1.9-3.6-2-1.5-.2-3 .9-3.8.9s-2-.9-3.3-.9c-1.7 0-3.3 1-4.2 2.5-1.8 3.1-.5 7.7 1.3 10.2.9 1.2 1.9 2.6 3.2 2.6 1.3-.1 1.8-.8 3.3-.8s2 .8 3.3.8c1.4 0 2.3-1.2 3.1-2.5 1-1.4 1.4-2.8 1.4-2.9 0 0-2.7-1-2.8-4.1zM28.6 17.1c.7-.8 1.2-2 1-3.1-1 0-2.2.7-2.9 1.5-.6.7-1.2 1.9-1.1 3 1.1.1 2.3-.6 3-1.4z"
    />
  ),
  'google-play': (
    <>
      <path fill="#00d7fe" d="M13 12.5v23l12-11.5z" />
      <path
        fill="#ffce00"
        d="M29.5 28.3 25 24l4.5-4.3 5.2 3c1.4.8 1.4 1.8 0 2.6z"
      />
      <path fill="#ff3a44" d="M29.5 28.3 25 24 13 35.5c.5.5 1.2.5 2.1 0z" />
      <path
        fill="#00f076"
        d="M29.5 19.7 15.1 12.5c-.9-.5-1.6-.5-2.1 0L25 24z"
      />
    </>
  ),
  'cafe-bazaar': (
    <>
      <path
        fill="#43b649"
        d="M14 17h20l-1.6 15.2a2.4 2.4 0 0 1-2.4 2.1H18a2.4 2.4 0 0 1-2.4-2.1z"
      />
      <path
        fill="none"
        stroke="#43b649"
        strokeWidth="2.2"
        strokeLinecap="round"
        d="M19 17v-2a5 5 0 0 1 10 0v2"
      />
      <path
        fill="#fff"
        d="M19.5 24.5a4.5 4.5 0 0 0 9 0h-2.2a2.3 2.3 0 0 1-4.6 0z"
      />
    </>
  ),
  myket: (
    <>
      <rect x="13" y="13" width="22" height="22" rx="6" fill="#1c8cf2" />
      <path
        fill="#fff"
        d="M17.5 30V18.5h2.6l3.9 6 3.9-6h2.6V30h-2.6v-7.1l-3.9 5.8-3.9-5.8V30z"
      />
    </>
  ),
};

/** A store's mark, decorative: the badge's text names the store. */
export default function StoreMark({
  id,
  className,
}: {
  id: StoreBadge['id'];
  className?: string;
}) {
  return (
    <svg
      className={className}
      viewBox="10 10 28 28"
      width="28"
      height="28"
      aria-hidden="true"
      focusable="false">
      {MARKS[id]}
    </svg>
  );
}
