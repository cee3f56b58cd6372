import useSiteLocale from '@site/src/hooks/useSiteLocale';
import {formatLongDate, formatShortDate} from '@site/src/lib/format';

interface Props {
  date: string;
  /** `long` on the article page («دوشنبه ۳۱ شهریور ۱۴۰۴»), `short` in lists. */
  variant?: 'long' | 'short';
  className?: string;
}

/** A publication date in the locale's calendar and digits; the machine-readable ISO value stays. */
export default function NewsDate({date, variant = 'short', className}: Props) {
  const locale = useSiteLocale();
  const text = variant === 'long' ? formatLongDate(date, locale) : formatShortDate(date, locale);
  return (
    // data-date-variant: read back before hydration (src/client/seedDateTexts.ts).
    <time dateTime={date} className={className} data-date-variant={variant}>
      {text}
    </time>
  );
}
