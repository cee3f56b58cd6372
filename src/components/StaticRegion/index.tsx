/**
 * A region of a page that may be older than the rest of it. A publish copies a page from the last
 * build when nothing but such a region would change (the latest headlines beside an old article),
 * so the region's static HTML shows what was current when its page was rendered, until the next
 * full build (docs/scaling.md, "Regions that may lag").
 *
 * The app hydrates the region with the HTML it arrived with, whichever build wrote it, so the
 * page never mismatches; once hydrated it draws `children` from the data the app loaded, which is
 * current, and says so (CURRENT_REGION_ATTRIBUTE). After a client-side navigation, with no arrived
 * HTML, it draws `children` at once.
 * Without `children` (data the app does not load) the arrived HTML stays as it is.
 */
import {useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {
  CURRENT_REGION_ATTRIBUTE,
  STATIC_REGION_ATTRIBUTE,
} from '@site/src/lib/staticRegion';
import styles from './styles.module.css';

function arrivedHtml(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector(`[${STATIC_REGION_ATTRIBUTE}="${name}"]`)
    ?.innerHTML;
}

export default function StaticRegion({
  name,
  children,
}: {
  /** Unique on the page. */
  name: string;
  children?: ReactNode;
}): ReactNode {
  const hydrated = useIsBrowser();
  // Read once, at the first render: while hydrating, the DOM is still the HTML that arrived.
  const [arrived] = useState(() => (hydrated ? undefined : arrivedHtml(name)));
  const attributes = {
    [STATIC_REGION_ATTRIBUTE]: name,
    className: styles.region,
  };
  if (arrived !== undefined && (!hydrated || children === undefined)) {
    return <div {...attributes} dangerouslySetInnerHTML={{__html: arrived}} />;
  }
  return (
    <div
      {...attributes}
      {...(hydrated &&
        children !== undefined && {[CURRENT_REGION_ATTRIBUTE]: ''})}>
      {children}
    </div>
  );
}
