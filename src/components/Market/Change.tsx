import {translate} from '@docusaurus/Translate';
import clsx from 'clsx';
import type {QuoteView} from '@site/src/lib/market/view';
import styles from './market.module.css';

const ARROW = {up: '▲', down: '▼', flat: '■'} as const;

/** What a screen reader says for a change: «افزایش ‎+۲٬۶۰۰ (‎+۲٫۴۲٪) نسبت به پایانی روز قبل». */
function changeLabel(
  quote: Pick<QuoteView, 'change' | 'percent' | 'direction'>,
): string {
  const values = {change: quote.change, percent: quote.percent};
  if (quote.direction === 'up') {
    return translate(
      {
        id: 'market.change.up',
        message: 'افزایش {change} ({percent}) نسبت به قیمت پایانی روز قبل',
        description: 'Screen-reader text of a price rise',
      },
      values,
    );
  }
  if (quote.direction === 'down') {
    return translate(
      {
        id: 'market.change.down',
        message: 'کاهش {change} ({percent}) نسبت به قیمت پایانی روز قبل',
        description: 'Screen-reader text of a price fall',
      },
      values,
    );
  }
  return translate({
    id: 'market.change.flat',
    message: 'بدون تغییر نسبت به قیمت پایانی روز قبل',
    description: 'Screen-reader text of an unchanged price',
  });
}

/** ▲ +2,600 (+2.37%): arrow, sign and colour for the eye, words for a screen reader. */
export default function Change({
  quote,
  percent = true,
  className,
}: {
  quote: Pick<QuoteView, 'change' | 'percent' | 'direction'>;
  percent?: boolean;
  className?: string;
}) {
  return (
    <span
      className={clsx(styles.change, styles[quote.direction], className)}
      data-direction={quote.direction}>
      <span aria-hidden="true">
        <span className={styles.arrow}>{ARROW[quote.direction]}</span>{' '}
        <bdi>{quote.change}</bdi>
        {percent && quote.direction !== 'flat' && (
          <>
            {' '}
            <bdi className={styles.percent}>({quote.percent})</bdi>
          </>
        )}
      </span>
      <span className={styles.visuallyHidden}>{changeLabel(quote)}</span>
    </span>
  );
}

export function unitLabel(unit: QuoteView['unit']): string {
  return unit === 'usd'
    ? translate({
        id: 'market.unit.usd',
        message: 'دلار',
        description: 'Unit of a world-market price (US dollars)',
      })
    : translate({
        id: 'market.unit.toman',
        message: 'تومان',
        description: 'Unit of an Iranian-market price',
      });
}

/** The one line that explains the unit, and says so while the figures are samples (market/status.yml). */
export function UnitNote({sample}: {sample: boolean}) {
  return (
    <p className={styles.note}>
      {translate({
        id: 'market.note.units',
        message:
          'قیمت‌های بازار ایران به تومان است (هر تومان ۱۰ ریال)؛ انس جهانی، مس و قیمت‌های دلاری رمزارزها به دلار آمریکا.',
        description: 'Note under the prices: units (toman = 10 rials)',
      })}
      {sample &&
        ` ${translate({
          id: 'market.note.sample',
          message: 'ارقام این صفحه نمونه‌اند، نه قیمت واقعی بازار.',
          description:
            'Note under the prices while the market data are marked as sample figures',
        })}`}
    </p>
  );
}
