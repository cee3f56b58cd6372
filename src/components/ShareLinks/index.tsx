import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useCopyLink from '@site/src/hooks/useCopyLink';
import {SHARE_TARGETS, shareUrl, type ShareTarget} from '@site/src/lib/share';
import styles from './styles.module.css';

/** Each messenger's name in the reader's language. */
function useTargetName(): (target: ShareTarget) => string {
  const names: Record<ShareTarget, string> = {
    telegram: translate({
      id: 'nerkhnama.share.telegram',
      message: 'Telegram',
      description: 'Share link: the Telegram messenger',
    }),
    whatsapp: translate({
      id: 'nerkhnama.share.whatsapp',
      message: 'WhatsApp',
      description: 'Share link: the WhatsApp messenger',
    }),
    eitaa: translate({
      id: 'nerkhnama.share.eitaa',
      message: 'Eitaa',
      description: 'Share link: the Eitaa messenger',
    }),
    bale: translate({
      id: 'nerkhnama.share.bale',
      message: 'Bale',
      description: 'Share link: the Bale messenger',
    }),
    x: translate({
      id: 'nerkhnama.share.x',
      message: 'X',
      description: 'Share link: X (formerly Twitter)',
    }),
  };
  return (target) => names[target];
}

/** Small monochrome marks beside the names (decorative: the name is the link's text). */
const ICONS: Record<ShareTarget | 'copy', ReactNode> = {
  telegram: (
    <path d="M21.5 3.6 2.9 10.8c-1.3.5-1.3 1.2-.2 1.5l4.8 1.5 1.8 5.6c.2.6.1.9.8.9.5 0 .7-.2 1-.5l2.3-2.2 4.8 3.5c.9.5 1.5.2 1.7-.8l3.1-14.8c.3-1.3-.5-1.9-1.5-1.4ZM8.9 13.4l9.3-5.9c.5-.3.9-.1.5.2l-7.9 7.2-.3 3.3-1.6-4.8Z" />
  ),
  whatsapp: (
    <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.4.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.2-.2-.5-.3Z" />
  ),
  eitaa: (
    <path d="M12 2a10 10 0 1 0 5.6 18.3l-1.1-1.7A8 8 0 1 1 20 12v.8c0 1.1-.7 1.9-1.6 1.9s-1.4-.6-1.4-1.6V12a5 5 0 1 0-1.6 3.7 3.3 3.3 0 0 0 3 1.8c2 0 3.6-1.6 3.6-4.7V12A10 10 0 0 0 12 2Zm0 13a3 3 0 1 1 0-6 3 3 0 0 1 0 6Z" />
  ),
  bale: (
    <path d="M12 2a10 10 0 0 0-9.9 11.3L2 22l7.9-.3A10 10 0 1 0 12 2Zm4.7 7.6-5.4 6a1 1 0 0 1-1.4.1l-2.7-2.3 1.3-1.5 2 1.6 4.7-5.2 1.5 1.3Z" />
  ),
  x: (
    <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z" />
  ),
  copy: (
    <path d="M10.6 13.4a1 1 0 0 1 0-1.4l3.5-3.5a3 3 0 1 1 4.2 4.2l-2 2-1.4-1.4 2-2a1 1 0 1 0-1.4-1.4L12 13.4a1 1 0 0 1-1.4 0Zm2.8-2.8a1 1 0 0 1 0 1.4l-3.5 3.5a3 3 0 1 1-4.2-4.2l2-2 1.4 1.4-2 2a1 1 0 1 0 1.4 1.4l3.5-3.5a1 1 0 0 1 1.4 0Z" />
  ),
};

function Icon({name}: {name: ShareTarget | 'copy'}) {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
      fill="currentColor">
      {ICONS[name]}
    </svg>
  );
}

/**
 * Telegram, WhatsApp, Eitaa, Bale and X as plain links, named in the reader's language, and "copy link" as a link to the canonical URL itself
 * (copied to the clipboard when scripts run, followed like any link when they do not). Before the app
 * hydrates, the page's bootstrap copies it (client-routing/bootstrap/copy.ts) and marks the link
 * `data-copied`, which shows the copied label through CSS; the component adopts that mark on mount.
 */
export default function ShareLinks({url, title}: {url: string; title: string}) {
  const copyLink = useCopyLink(url);
  const nameOf = useTargetName();
  return (
    <section className={styles.share} aria-labelledby="share-heading">
      <h2 id="share-heading" className={styles.heading}>
        <Translate
          id="nerkhnama.share.heading"
          description="Heading of the article's share links">
          Share
        </Translate>
      </h2>
      <ul className={styles.list}>
        {SHARE_TARGETS.map((target) => (
          <li key={target}>
            <a
              className={styles.link}
              data-share={target}
              href={shareUrl(target, url, title)}
              target="_blank"
              rel="noopener noreferrer">
              <Icon name={target} />
              {nameOf(target)}
            </a>
          </li>
        ))}
        <li>
          <a
            className={styles.link}
            data-share="copy"
            aria-live="polite"
            {...copyLink}>
            <Icon name="copy" />
            {/* Both labels are in the HTML; CSS shows one, so the bootstrap's copy changes no text. */}
            <span className={styles.idle}>
              <Translate
                id="nerkhnama.share.copy"
                description="Link that copies the article's URL">
                Copy link
              </Translate>
            </span>
            <span className={styles.done}>
              <Translate
                id="nerkhnama.share.copied"
                description="Shown after the article's link was copied">
                Link copied
              </Translate>
            </span>
          </a>
        </li>
      </ul>
    </section>
  );
}
