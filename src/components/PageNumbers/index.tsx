/**
 * Numbered page links around the current page, with gaps (`pageWindow`), in the locale's digits: the news lists'
 * paginator and the search page both show them. The caller gives each page's URL and the list's classes.
 */
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useSiteLocale from '@site/src/hooks/useSiteLocale';
import {formatInteger} from '@site/src/lib/format';
import {pageWindow} from '@site/src/lib/pagination';

export default function PageNumbers({
  page,
  totalPages,
  hrefOf,
  className,
  linkClassName,
  gapClassName,
}: {
  page: number;
  totalPages: number;
  hrefOf: (page: number) => string;
  className?: string;
  linkClassName?: string;
  gapClassName?: string;
}) {
  const locale = useSiteLocale();
  const n = (value: number) => formatInteger(value, locale);
  return (
    <ol className={className}>
      {pageWindow(page, totalPages).map((slot, i) =>
        slot === 'gap' ? (
          <li key={`gap-${i}`} aria-hidden="true" className={gapClassName}>
            …
          </li>
        ) : (
          <li key={slot}>
            <Link
              to={hrefOf(slot)}
              className={linkClassName}
              aria-current={slot === page ? 'page' : undefined}
              aria-label={translate(
                {
                  id: 'nerkhnama.paginator.pageLabel',
                  message: 'Page {page}',
                  description: 'Accessible name of a page-number link',
                },
                {page: n(slot)},
              )}>
              {n(slot)}
            </Link>
          </li>
        ),
      )}
    </ol>
  );
}
