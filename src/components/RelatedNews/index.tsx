import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import CoverImage from '@site/src/components/CoverImage';
import NewsDate from '@site/src/components/NewsDate';
import NewsTime from '@site/src/components/NewsTime';
import useSiteLocale from '@site/src/hooks/useSiteLocale';
import {DATE_TIME_SEPARATOR} from '@site/src/lib/format';
import Photo from '@site/src/components/Photo';
import {ROW_THUMB_SIZES} from '@site/src/lib/imageSizes';
import type {RelatedItem} from '@site/src/lib/newsImages';
import styles from './styles.module.css';

/** «مطالب مرتبط»: the 3–4 articles sharing the most tags with this one (picked at build time). */
export default function RelatedNews({items}: {items: readonly RelatedItem[]}) {
  const locale = useSiteLocale();
  if (items.length === 0) return null;
  return (
    <section
      className={styles.related}
      aria-labelledby="related-heading"
      data-related>
      <h2 id="related-heading" className={styles.heading}>
        <Translate
          id="nerkhnama.related.heading"
          description="Heading of the related articles at the end of an article">
          Related articles
        </Translate>
      </h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.permalink} className={styles.item}>
            {item.photo && (
              <Photo
                className={styles.media}
                photo={item.photo}
                alt={item.photo.alt}
                sizes={ROW_THUMB_SIZES}
              />
            )}
            {!item.photo && item.cover && (
              <CoverImage
                className={styles.media}
                src={item.cover}
                alt={translate(
                  {
                    id: 'nerkhnama.card.thumbnailAlt',
                    message: 'Illustration: {topic}',
                  },
                  {topic: item.kicker ?? ''},
                )}
                sizes={ROW_THUMB_SIZES}
              />
            )}
            <div className={styles.text}>
              {item.kicker && (
                <span className={styles.kicker}>{item.kicker}</span>
              )}
              <Link to={item.permalink} className={styles.title}>
                {item.title}
              </Link>
              <span className={styles.date}>
                <NewsDate date={item.date} />
                {DATE_TIME_SEPARATOR[locale]}
                <NewsTime date={item.date} />
              </span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
