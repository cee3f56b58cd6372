import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import BreakingLabel from '@site/src/components/BreakingLabel';
import CoverImage from '@site/src/components/CoverImage';
import Photo from '@site/src/components/Photo';
import NewsDate from '@site/src/components/NewsDate';
import ReadingTime from '@site/src/components/ReadingTime';
import useSiteLocale from '@site/src/hooks/useSiteLocale';
import {
  DATE_TIME_SEPARATOR,
  formatClockTime,
  META_SEPARATOR,
} from '@site/src/lib/format';
import {
  GRID_CARD_SIZES,
  LEAD_CARD_SIZES,
  ROW_THUMB_SIZES,
} from '@site/src/lib/imageSizes';
import type {NewsCard as NewsCardData} from '@site/src/lib/newsCard';
import {useRowsList} from '@site/src/components/NewsGrid';
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
 * One article in a list, in reading order: thumbnail (the editor's photo or the section's art),
 * kicker (main tag, after «فوری» for breaking news), headline, dek, date, Tehran time and reading time. The whole card is clickable through the headline link (stretched over the card);
 * the kicker stays its own link to the tag.
 */
export default function NewsCard({
  item,
  headingLevel = 3,
  variant = 'card',
}: Props) {
  const Heading = `h${headingLevel}` as const;
  const locale = useSiteLocale();
  const lead = variant === 'lead';
  const rows = useRowsList();
  const sizes = lead
    ? LEAD_CARD_SIZES
    : rows
      ? ROW_THUMB_SIZES
      : GRID_CARD_SIZES;
  return (
    <article
      className={clsx(styles.card, lead ? styles.lead : styles.compact)}
      data-variant={variant}
      data-breaking-card={item.breaking ? '' : undefined}>
      {item.photo && (
        <Photo
          className={styles.media}
          photo={item.photo}
          alt={item.photo.alt}
          sizes={sizes}
          priority={lead}
        />
      )}
      {!item.photo && item.cover && (
        <CoverImage
          className={styles.media}
          src={item.cover.src}
          alt={translate(
            {
              id: 'nerkhnama.card.thumbnailAlt',
              message: 'Illustration: {topic}',
              description:
                'Alt text of a news card thumbnail; the headline follows it',
            },
            {topic: item.kicker?.label ?? ''},
          )}
          sizes={sizes}
          priority={lead}
        />
      )}
      <div className={styles.body}>
        <header className={styles.header}>
          {(item.breaking || item.kicker) && (
            <div className={styles.kickerRow}>
              {item.breaking && <BreakingLabel />}
              {item.kicker && (
                <Link to={item.kicker.permalink} className={styles.kicker}>
                  {item.kicker.label}
                </Link>
              )}
            </div>
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
          {DATE_TIME_SEPARATOR[locale]}
          <time dateTime={item.date} data-news-time>
            {formatClockTime(item.time, locale)}
          </time>
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
