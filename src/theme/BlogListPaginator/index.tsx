// Ejected from @docusaurus/theme-classic/src/theme/BlogListPaginator (3.10.2).
// Why: news readers expect «صفحهٔ ۲ از ۱۶» and page numbers, which upstream's previous/next-only
// paginator has no slot for. Changes: [1] "page n of N" status in the locale's digits;
// [2] numbered page links (src/components/PageNumbers) between the unchanged previous/next links.
import Translate, {translate} from '@docusaurus/Translate';
import PaginatorNavLink from '@theme/PaginatorNavLink';
import type {Props} from '@theme/BlogListPaginator';
import useSiteLocale from '@site/src/hooks/useSiteLocale';
import {formatInteger} from '@site/src/lib/format';
import {listBasePermalink, pagePermalink} from '@site/src/lib/pagination';
import PageNumbers from '@site/src/components/PageNumbers';
import styles from './styles.module.css';

export default function BlogListPaginator({metadata}: Props) {
  const {previousPage, nextPage, page, totalPages, permalink} = metadata;
  const locale = useSiteLocale();
  const base = listBasePermalink(permalink, page);
  const n = (value: number) => formatInteger(value, locale);
  return (
    <nav
      className={styles.paginator}
      aria-label={translate({
        id: 'theme.blog.paginator.navAriaLabel',
        message: 'Blog list page navigation',
        description: 'The ARIA label for the blog pagination',
      })}>
      {/* [1] */}
      <p className={styles.status}>
        {translate(
          {
            id: 'nerkhnama.paginator.pageOf',
            message: 'Page {page} of {total}',
            description: 'Which page of a news list the reader is on',
          },
          {page: n(page), total: n(totalPages)},
        )}
      </p>
      {/* [2] */}
      {totalPages > 1 && (
        <PageNumbers
          page={page}
          totalPages={totalPages}
          hrefOf={(slot) => pagePermalink(base, slot)}
          className={styles.pages}
          linkClassName={styles.page}
          gapClassName={styles.gap}
        />
      )}
      <div className="pagination-nav">
        {previousPage && (
          <PaginatorNavLink
            permalink={previousPage}
            title={
              <Translate
                id="theme.blog.paginator.newerEntries"
                description="The label used to navigate to the newer blog posts page (previous page)">
                Newer entries
              </Translate>
            }
          />
        )}
        {nextPage && (
          <PaginatorNavLink
            permalink={nextPage}
            title={
              <Translate
                id="theme.blog.paginator.olderEntries"
                description="The label used to navigate to the older blog posts page (next page)">
                Older entries
              </Translate>
            }
            isNext
          />
        )}
      </div>
    </nav>
  );
}
