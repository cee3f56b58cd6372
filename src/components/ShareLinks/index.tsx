import {useEffect, useRef, useState, type MouseEvent} from 'react';
import Translate from '@docusaurus/Translate';
import {COPIED_ATTRIBUTE, COPY_ATTRIBUTE} from '@site/src/lib/earlyMarks';
import {shareUrl, type ShareTarget} from '@site/src/lib/share';
import styles from './styles.module.css';

const TARGETS: Array<{target: ShareTarget; name: string}> = [
  {target: 'telegram', name: 'Telegram'},
  {target: 'whatsapp', name: 'WhatsApp'},
  {target: 'x', name: 'X'},
];

/**
 * Telegram, WhatsApp and X as plain links, and "copy link" as a link to the canonical URL itself
 * (copied to the clipboard when scripts run, followed like any link when they do not). Before the app
 * hydrates, the page's inline bootstrap copies it (client-routing/lazyBoot.ts) and marks the link
 * `data-copied`, which shows the copied label through CSS; the component adopts that mark on mount.
 */
export default function ShareLinks({url, title}: {url: string; title: string}) {
  const [copied, setCopied] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (link.current?.hasAttribute(COPIED_ATTRIBUTE)) setCopied(true);
  }, []);
  const copy = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!navigator.clipboard) return; // no clipboard: the link is followed instead
    event.preventDefault();
    navigator.clipboard.writeText(url).then(
      () => setCopied(true),
      () => window.location.assign(url),
    );
  };
  return (
    <section className={styles.share} aria-labelledby="share-heading">
      <h2 id="share-heading" className={styles.heading}>
        <Translate id="nerkhnama.share.heading" description="Heading of the article's share links">Share</Translate>
      </h2>
      <ul className={styles.list}>
        {TARGETS.map(({target, name}) => (
          <li key={target}>
            <a className={styles.link} data-share={target} href={shareUrl(target, url, title)} target="_blank" rel="noopener noreferrer">
              {name}
            </a>
          </li>
        ))}
        <li>
          <a
            ref={link}
            className={styles.link}
            data-share="copy"
            {...{[COPY_ATTRIBUTE]: 'href', [COPIED_ATTRIBUTE]: copied ? '' : undefined}}
            href={url}
            onClick={copy}
            aria-live="polite">
            {/* Both labels are in the HTML; CSS shows one, so the bootstrap's copy changes no text. */}
            <span className={styles.idle}>
              <Translate id="nerkhnama.share.copy" description="Link that copies the article's URL">Copy link</Translate>
            </span>
            <span className={styles.done}>
              <Translate id="nerkhnama.share.copied" description="Shown after the article's link was copied">Link copied</Translate>
            </span>
          </a>
        </li>
      </ul>
    </section>
  );
}
