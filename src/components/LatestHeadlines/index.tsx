import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import latest from '@nerkhnama/not-found-latest';
import NewsDate from '@site/src/components/NewsDate';
import NewsTime from '@site/src/components/NewsTime';
import useSiteLocale from '@site/src/hooks/useSiteLocale';
import {META_SEPARATOR} from '@site/src/lib/format';
import StaticRegion from '@site/src/components/StaticRegion';
import styles from './styles.module.css';

/**
 * The five latest headlines, on the not-found page. Rendered into the page's HTML at build time
 * (the home-page plugin gives the list to the server bundle only); the browser keeps the list the
 * page arrived with, and a not-found page drawn by a client-side navigation shows the link to all
 * news without it.
 */
export default function LatestHeadlines() {
  const locale = useSiteLocale();
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
      <StaticRegion name="latest-headlines">
        {latest.length > 0 ? (
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
        ) : undefined}
      </StaticRegion>
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
