import Link from '@docusaurus/Link';
import NewsDate from '@site/src/components/NewsDate';
import ReadingTime from '@site/src/components/ReadingTime';
import useSiteLocale from '@site/src/hooks/useSiteLocale';
import {META_SEPARATOR} from '@site/src/lib/format';
import type {NewsCard as NewsCardData} from '@site/src/plugins/home-page/latestNews';
import styles from './styles.module.css';

/** One article in a list: kicker, headline, dek, date and reading time. */
export default function NewsCard({item, headingLevel = 3}: {item: NewsCardData; headingLevel?: 2 | 3}) {
  const Heading = `h${headingLevel}` as const;
  const locale = useSiteLocale();
  return (
    <article className={styles.card}>
      {item.kicker && (
        <Link to={item.kicker.permalink} className={styles.kicker}>
          {item.kicker.label}
        </Link>
      )}
      <Heading className={styles.title}>
        <Link to={item.permalink} className={styles.titleLink}>
          {item.title}
        </Link>
      </Heading>
      <p className={styles.dek}>{item.description}</p>
      <div className={styles.meta}>
        <NewsDate date={item.date} />
        {item.readingTime !== undefined && (
          <>
            {META_SEPARATOR[locale]}
            <ReadingTime readingTime={item.readingTime} />
          </>
        )}
      </div>
    </article>
  );
}
