/**
 * The breaking bar under the navbar of every page: «فوری» and the headline of the fresh breaking
 * story, linked. The story is chosen at build time (src/lib/leadStory.ts) and comes as the home-page
 * plugin's global data, so the bar is in the static HTML with its final height: nothing moves when
 * the app boots. It leaves with the first rebuild after the story stops being fresh.
 */
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {usePluginData} from '@docusaurus/useGlobalData';
import BreakingLabel from '@site/src/components/BreakingLabel';
import type {HomePageGlobalData} from '@site/src/plugins/home-page/frontPage';
import styles from './styles.module.css';

const HOME_PAGE_PLUGIN = 'nerkhnama-home-page';

export default function BreakingBar() {
  const data = usePluginData(HOME_PAGE_PLUGIN, undefined, {failfast: false}) as
    HomePageGlobalData | undefined;
  const story = data?.breaking;
  if (!story) return null;
  return (
    <aside
      className={styles.bar}
      data-breaking-bar
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
