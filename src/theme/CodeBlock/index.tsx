// Ejected from @docusaurus/theme-classic/lib/theme/CodeBlock: upstream imports Prism (~100 KB) into every news page's JavaScript; the news has no code, so a plain, unhighlighted block serves.
import type {ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import clsx from 'clsx';

/** A code block as readable, left-to-right text with its title, without syntax highlighting. */
export default function CodeBlock({children, className, title}: Props): ReactNode {
  return (
    <div className={clsx('theme-code-block', className)}>
      {title && <div className="code-block-title">{title}</div>}
      <pre dir="ltr" tabIndex={0}>
        <code>{children}</code>
      </pre>
    </div>
  );
}
