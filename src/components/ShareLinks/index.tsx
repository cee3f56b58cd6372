import {useState, type MouseEvent} from 'react';
import Translate from '@docusaurus/Translate';
import {shareUrl, type ShareTarget} from '@site/src/lib/share';
import styles from './styles.module.css';

const TARGETS: Array<{target: ShareTarget; name: string}> = [
  {target: 'telegram', name: 'Telegram'},
  {target: 'whatsapp', name: 'WhatsApp'},
  {target: 'x', name: 'X'},
];

/**
 * Telegram, WhatsApp and X as plain links, and "copy link" as a link to the canonical URL itself
 * (copied to the clipboard when scripts run, followed like any link when they do not).
 */
export default function ShareLinks({url, title}: {url: string; title: string}) {
  const [copied, setCopied] = useState(false);
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
          <a className={styles.link} data-share="copy" href={url} onClick={copy} aria-live="polite">
            {copied ? (
              <Translate id="nerkhnama.share.copied" description="Shown after the article's link was copied">Link copied</Translate>
            ) : (
              <Translate id="nerkhnama.share.copy" description="Link that copies the article's URL">Copy link</Translate>
            )}
          </a>
        </li>
      </ul>
    </section>
  );
}
