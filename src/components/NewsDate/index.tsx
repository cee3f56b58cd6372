import useSiteLocale from '@site/src/hooks/useSiteLocale';
import {
  DATE_TIME_SEPARATOR,
  formatLongDate,
  formatShortDate,
} from '@site/src/lib/format';
import {formatTehranTime} from '@site/src/lib/newsTime';
import {toTehranIso} from '@site/src/lib/tehranTime';

interface Props {
  date: string;
  /** `long` on the article page («دوشنبه ۳۱ شهریور ۱۴۰۴»), `short` in lists. */
  variant?: 'long' | 'short';
  /** Adds the Tehran time after the date: «۳۱ شهریور ۱۴۰۴، ۲۲:۵۴». */
  withTime?: boolean;
  className?: string;
}

/** A publication date in the locale's calendar and digits; the machine-readable ISO value stays. */
export default function NewsDate({
  date,
  variant = 'short',
  withTime = false,
  className,
}: Props) {
  const locale = useSiteLocale();
  const text =
    variant === 'long'
      ? formatLongDate(date, locale)
      : formatShortDate(date, locale);
  // data-date-variant: read back before hydration (src/client/seedDateTexts.ts).
  const day = (
    <time
      dateTime={date}
      className={withTime ? undefined : className}
      data-date-variant={variant}>
      {text}
    </time>
  );
  if (!withTime) return day;
  // The time needs no Intl (a fixed offset, digits written directly), so it is not seeded.
  return (
    <span className={className}>
      {day}
      {DATE_TIME_SEPARATOR[locale]}
      <time dateTime={toTehranIso(date)} data-news-time>
        {formatTehranTime(date, locale)}
      </time>
    </span>
  );
}
