import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {usePluginData} from '@docusaurus/useGlobalData';
import Heading from '@theme/Heading';
import NewsDate from '@site/src/components/NewsDate';
import NewsTime from '@site/src/components/NewsTime';
import useSiteLocale from '@site/src/hooks/useSiteLocale';
import {META_SEPARATOR} from '@site/src/lib/format';
import type {HomePageGlobalData} from '@site/src/plugins/home-page/frontPage';
import styles from './styles.module.css';

/** The five latest headlines (the home-page plugin's global data), e.g. on the not-found page. */
export default function LatestHeadlines() {
  const locale = useSiteLocale();
  const {latest} = usePluginData('nerkhnama-home-page') as HomePageGlobalData;
  return (
    <section
      className={styles.latest}
      aria-labelledby="latest-headlines"
      data-latest-headlines>
      <Heading as="h2" id="latest-headlines" className={styles.heading}>
        <Translate
          id="nerkhnama.latestHeadlines.heading"
          description="Heading of the latest headlines on the not-found page">
          Latest news
        </Translate>
      </Heading>
      <ol className={styles.list}>
        {latest.map((item) => (
          <li key={item.permalink} className={styles.item}>
            {item.kicker && (
              <span className={styles.kicker}>{item.kicker}</span>
            )}
            <Link to={item.permalink} className={styles.title}>
              {item.title}
            </Link>
            <span className={styles.meta}>
              <NewsDate date={item.date} />
              {META_SEPARATOR[locale]}
              <NewsTime date={item.date} />
            </span>
          </li>
        ))}
      </ol>
      <Link to="/news">
        <Translate
          id="nerkhnama.latestHeadlines.all"
          description="Link to the news list under the latest headlines">
          All news
        </Translate>
      </Link>
    </section>
  );
}
