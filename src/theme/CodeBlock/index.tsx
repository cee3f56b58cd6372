// Ejected from @docusaurus/theme-classic/lib/theme/CodeBlock: upstream imports Prism into every news page's
// JavaScript; the site's code blocks are texts a reader copies (messages on the gift-card pages), so a plain,
// unhighlighted block with a copy button serves.
// [1] No highlighting: the code as text, its title from the `title` prop or the metastring as upstream reads it.
// [2] Left-to-right for code; a `text` block (or one without a language) takes the direction of its first letters,
//     so a Persian message reads right to left.
// [3] The copy button (upstream's CodeBlock/Buttons/CopyButton needs Prism's context): the theme's translated
//     labels, always visible (phones have no hover), the copied state in a status region for screen readers. Before
//     the app hydrates the page's bootstrap copies the same text (src/plugins/client-routing/bootstrap/copy.ts) and
//     marks the button `data-copied`; the component adopts that mark on mount and from then on owns it: the
//     bootstrap's own timer leaves the mark alone once React is there, or it would remove it under a state
//     React still holds as copied, and the next press (the same state again) would render nothing.
// [4] A `text` block is a message a reader sends on (a gift card's), not code: it is set in the body font.
import {useEffect, useRef, useState, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {parseCodeBlockTitle} from '@site/src/docusaurus-internals/client/theme';
import {
  COPIED_ATTRIBUTE,
  COPY_ATTRIBUTE,
  COPIED_MS,
} from '@site/src/lib/earlyMarks';
import styles from './styles.module.css';

const language = (className?: string) =>
  /(?:^|\s)language-([\w-]+)/.exec(className ?? '')?.[1];

function CopyButton({code}: {code: React.RefObject<HTMLElement | null>}) {
  const button = useRef<HTMLButtonElement>(null);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Each copy shows the copied state for COPIED_MS from that copy, a second press within it included.
  const showCopied = () => {
    clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  };
  useEffect(() => {
    if (button.current?.hasAttribute(COPIED_ATTRIBUTE)) showCopied(); // [3] copied before hydration
    return () => clearTimeout(timer.current);
  }, []);
  const copy = () => {
    const text = code.current?.textContent ?? '';
    navigator.clipboard
      ?.writeText(text)
      .then(showCopied, () => setCopied(false));
  };
  const copiedLabel = translate({
    id: 'theme.CodeBlock.copied',
    message: 'Copied',
    description: 'The copied button label on code blocks',
  });
  return (
    <>
      <button
        ref={button}
        type="button"
        className={clsx('clean-btn', styles.copy)}
        {...{
          [COPY_ATTRIBUTE]: 'code',
          [COPIED_ATTRIBUTE]: copied ? '' : undefined,
        }}
        aria-label={translate({
          id: 'theme.CodeBlock.copyButtonAriaLabel',
          message: 'Copy code to clipboard',
          description: 'The ARIA label for copy code blocks button',
        })}
        onClick={copy}>
        <span className={styles.idle}>
          {translate({
            id: 'theme.CodeBlock.copy',
            message: 'Copy',
            description: 'The copy button label on code blocks',
          })}
        </span>
        <span className={styles.done} aria-hidden="true">
          {copiedLabel}
        </span>
      </button>
      {/* Shown (and so announced) only while the button is marked copied: see styles.module.css. */}
      <span role="status" className={styles.status}>
        <span className={styles.statusText}>{copiedLabel}</span>
      </span>
    </>
  );
}

/** A code block as readable text with its title and a copy button, without syntax highlighting. */
export default function CodeBlock({
  children,
  className,
  title,
  metastring,
}: Props): ReactNode {
  const code = useRef<HTMLElement>(null);
  const heading = title ?? parseCodeBlockTitle(metastring); // [1]
  const lang = language(className);
  const message = !lang || lang === 'text'; // [2] [4]
  return (
    <div className={clsx('theme-code-block', styles.block, className)}>
      {heading && (
        <div className={clsx('code-block-title', styles.title)}>{heading}</div>
      )}
      <div className={styles.body}>
        <pre
          dir={message ? 'auto' : 'ltr'}
          tabIndex={0}
          className={clsx(styles.pre, message && styles.message)}>
          <code ref={code}>{children}</code>
        </pre>
        <CopyButton code={code} />
      </div>
    </div>
  );
}
