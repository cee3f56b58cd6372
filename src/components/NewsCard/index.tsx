import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import CoverImage from '@site/src/components/CoverImage';
import NewsDate from '@site/src/components/NewsDate';
import NewsTime from '@site/src/components/NewsTime';
import ReadingTime from '@site/src/components/ReadingTime';
import useSiteLocale from '@site/src/hooks/useSiteLocale';
import {META_SEPARATOR} from '@site/src/lib/format';
import type {NewsCard as NewsCardData} from '@site/src/plugins/home-page/latestNews';
import styles from './styles.module.css';

interface Props {
  item: NewsCardData;
  headingLevel?: 2 | 3;
  /**
   * `lead`: the first story of a list's first page: a large picture, big headline and the dek.
   * `card`: a card in a grid from tablet width, a compact row on a phone (thumbnail at the
   * inline start, kicker, whole headline, date and time).
   */
  variant?: 'card' | 'lead';
}

/**
 * One article in a list, in reading order: thumbnail, kicker (main tag), headline, dek, date, time
 * and reading time. The whole card is clickable through the headline link (stretched over the
 * card); the kicker stays its own link to the tag. Headlines are never cut: the number or the
 * consequence a headline ends with is the news.
 */
export default function NewsCard({item, headingLevel = 3, variant = 'card'}: Props) {
  const Heading = `h${headingLevel}` as const;
  const locale = useSiteLocale();
  const lead = variant === 'lead';
  return (
    <article className={clsx(styles.card, lead ? styles.lead : styles.compact)} data-variant={variant}>
      {item.cover && (
        <CoverImage
          className={styles.media}
          src={item.cover.src}
          alt={translate(
            {id: 'nerkhnama.card.thumbnailAlt', message: 'Illustration: {topic}', description: 'Alt text of a news card thumbnail; the headline follows it'},
            {topic: item.kicker?.label ?? ''},
          )}
          sizes={lead ? '(min-width: 997px) 560px, 100vw' : '(min-width: 997px) 300px, (min-width: 600px) 50vw, 96px'}
          priority={lead}
        />
      )}
      <div className={styles.body}>
        <header className={styles.header}>
          {item.kicker && (
            <Link to={item.kicker.permalink} className={styles.kicker}>
              {item.kicker.label}
            </Link>
          )}
          <Heading className={styles.title} data-card-title>
            <Link to={item.permalink} className={styles.titleLink}>
              {item.title}
            </Link>
          </Heading>
        </header>
        <p className={styles.dek}>{item.description}</p>
        <footer className={styles.meta}>
          <NewsDate date={item.date} />
          {META_SEPARATOR[locale]}
          <NewsTime date={item.date} />
          {item.readingTime !== undefined && (
            <span className={styles.readingTime}>
              {META_SEPARATOR[locale]}
              <ReadingTime readingTime={item.readingTime} />
            </span>
          )}
        </footer>
      </div>
    </article>
  );
}
