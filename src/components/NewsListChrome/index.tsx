import {createContext, useContext} from 'react';
import {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import useSiteLocale from '@site/src/hooks/useSiteLocale';
import {formatInteger} from '@site/src/lib/format';
import styles from './styles.module.css';

/**
 * Set by a news list page (the news list, a tag page): BlogLayout then shows the section strip
 * under the navbar, and, when `heading` is given, the list's heading above the stories.
 */
export const NewsListContext = createContext<{
  heading?: string;
  page: number;
} | null>(null);

export function useNewsList() {
  return useContext(NewsListContext);
}

/** A list's title with its page number from page 2 on: «اخبار»، «اخبار، صفحهٔ ۲» / "News, page 2". */
export function useListHeadingText(): (title: string, page: number) => string {
  const locale = useSiteLocale();
  return (title, page) =>
    page <= 1
      ? title
      : translate(
          {
            id: 'nerkhnama.list.headingWithPage',
            message: '{title}, page {page}',
            description:
              'Heading of page 2 and later of a news list or a tag page',
          },
          {title, page: formatInteger(page, locale)},
        );
}

/** The heading of a news list page. */
export function NewsListHeading({title, page}: {title: string; page: number}) {
  return (
    <Heading as="h1" className={styles.heading} data-list-heading>
      {useListHeadingText()(title, page)}
    </Heading>
  );
}
