/**
 * The breaking bar under the navbar: «فوری» and the headline of the fresh breaking story, linked.
 * The story is chosen when a page is rendered (src/lib/leadStory.ts) and is in its static HTML with
 * its final height.
 *
 * A region that may lag (StaticRegion): a publish copies a page whose only change would be the
 * bar, so a breaking story is live in the time of any other story, not of a whole-site render.
 * Once the app has fetched the current story (useBreaking) it draws it: in place of an older one;
 * none for one no longer fresh; and on a page that arrived without a bar, over the foot of the
 * screen rather than into the page, so nothing the reader is reading moves.
 */
import {useState} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import BreakingLabel from '@site/src/components/BreakingLabel';
import StaticRegion from '@site/src/components/StaticRegion';
import {
  BREAKING_BAR_ATTRIBUTE,
  breakingBarIn,
  type BreakingStory,
} from '@site/src/lib/breakingFile';
import {
  BREAKING_REGION,
  STATIC_REGION_ATTRIBUTE,
} from '@site/src/lib/staticRegion';
import useBreaking from './useBreaking';
import styles from './styles.module.css';

/**
 * The story of the bar the page arrived with, read once while the app hydrates it: null when the
 * page arrived without one, undefined where there is no arrived HTML (a client-side navigation,
 * the dev server).
 */
function arrivedStory(): BreakingStory | null | undefined {
  if (typeof document === 'undefined') return undefined;
  const region = document.querySelector(
    `[${STATIC_REGION_ATTRIBUTE}="${BREAKING_REGION}"]`,
  );
  return region ? (breakingBarIn(region.innerHTML) ?? null) : undefined;
}

const sameStory = (a: BreakingStory | null, b: BreakingStory | null) =>
  a?.permalink === b?.permalink && a?.title === b?.title;

export default function BreakingBar() {
  const now = useBreaking();
  const [arrived] = useState(arrivedStory);
  // The bar the page arrived with stays until the current story is known, and when it is that one.
  const current =
    now === undefined ||
    (arrived !== undefined && sameStory(arrived, now.breaking))
      ? undefined
      : now.breaking;
  return (
    <StaticRegion name={BREAKING_REGION}>
      {current === undefined ? undefined : current ? (
        <Bar story={current} overlay={arrived === null} />
      ) : null}
    </StaticRegion>
  );
}

function Bar({story, overlay}: {story: BreakingStory; overlay: boolean}) {
  return (
    <aside
      className={`${styles.bar}${overlay ? ` ${styles.overlay}` : ''}`}
      {...{[BREAKING_BAR_ATTRIBUTE]: true}}
      aria-label={translate({
        id: 'nerkhnama.breakingBar.label',
        message: 'خبر فوری',
        description:
          'Accessible name of the breaking-news bar under the navbar',
      })}>
      <div className={`container ${styles.inner}`}>
        <BreakingLabel className={styles.label} />
        <Link to={story.permalink} className={styles.link}>
          {story.title}
        </Link>
      </div>
    </aside>
  );
}
