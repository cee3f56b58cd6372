/**
 * On an article tagged with an instrument's tag: that instrument's close on the article's own
 * day (not today's), so a reader can check the figure the article quotes.
 */
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import type {QuoteView} from '@site/src/lib/market/view';
import Change, {unitLabel} from '../Change';
import styles from './styles.module.css';

export default function PriceBoxes({boxes}: {boxes: readonly QuoteView[]}) {
  if (boxes.length === 0) return null;
  return (
    <aside
      className={styles.boxes}
      aria-label={translate({
        id: 'market.box.label',
        message: 'قیمت‌های روز این خبر',
        description: 'Accessible name of the price boxes on an article',
      })}>
      {boxes.map((quote) => (
        <Link
          key={quote.key}
          to={quote.href}
          className={styles.box}
          data-price-box={quote.key}
          data-date={quote.date}>
          <span className={styles.name}>{quote.name}</span>
          <span className={styles.value}>
            <bdi data-value={quote.value}>{quote.last}</bdi>{' '}
            <span className={styles.unit}>{unitLabel(quote.unit)}</span>
          </span>
          <Change quote={quote} />
          <span className={styles.time}>
            {translate({
              id: 'market.box.close',
              message: 'قیمت پایانی',
              description:
                'Label before the day of the close in an article price box',
            })}{' '}
            <time dateTime={quote.timeIso}>{quote.timeText}</time>
          </span>
        </Link>
      ))}
    </aside>
  );
}
