import {useEffect, useRef, useState, type MouseEvent} from 'react';
import {COPIED_ATTRIBUTE, COPY_ATTRIBUTE} from '@site/src/lib/earlyMarks';

/**
 * A link that copies `url` to the clipboard: a link to the URL itself, so it is followed where there is no
 * clipboard (or the clipboard refuses). Before the app hydrates, the page's bootstrap copies it
 * (client-routing/bootstrap/copy.ts) and marks the link `data-copied`, which the hook adopts on mount;
 * both labels are in the HTML and CSS shows one, so copying changes no text.
 */
export default function useCopyLink(url: string) {
  const [copied, setCopied] = useState(false);
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (ref.current?.hasAttribute(COPIED_ATTRIBUTE)) setCopied(true);
  }, []);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!navigator.clipboard) return;
    event.preventDefault();
    navigator.clipboard.writeText(url).then(
      () => setCopied(true),
      () => window.location.assign(url),
    );
  };
  return {
    ref,
    href: url,
    onClick,
    [COPY_ATTRIBUTE]: 'href',
    [COPIED_ATTRIBUTE]: copied ? '' : undefined,
  };
}
