import useSiteLocale from '@site/src/hooks/useSiteLocale';
import {formatTehranTime} from '@site/src/lib/newsTime';

/** The Tehran time of day an article was published («۲۲:۵۴» / "22:54"), beside its date in lists. */
export default function NewsTime({
  date,
  className,
}: {
  date: string;
  className?: string;
}) {
  const locale = useSiteLocale();
  return (
    <time dateTime={date} className={className} data-news-time>
      {formatTehranTime(date, locale)}
    </time>
  );
}
