// Ejected from @docusaurus/theme-classic/src/theme/BlogPostItem/Header/Info (3.10.2).
// Why: upstream formats the date in UTC and interpolates the reading time as a raw number, so fa
// pages showed Latin digits and articles posted after midnight Tehran time showed the day before.
// Changes: [1] date through NewsDate (Tehran time, locale calendar and digits, long form on the
// article page); [2] reading time through our ReadingTime (locale digits).
import clsx from 'clsx';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostItem/Header/Info';
import NewsDate from '@site/src/components/NewsDate';
import ReadingTime from '@site/src/components/ReadingTime';
import useSiteLocale from '@site/src/hooks/useSiteLocale';
import {META_SEPARATOR} from '@site/src/lib/format';
import styles from '@docusaurus/theme-classic/lib/theme/BlogPostItem/Header/Info/styles.module.css';

export default function BlogPostItemHeaderInfo({className}: Props) {
  const {metadata, isBlogPostPage} = useBlogPost();
  const {date, readingTime} = metadata;
  const locale = useSiteLocale();
  return (
    <div className={clsx(styles.container, 'margin-vert--md', className)}>
      {/* [1] */}
      <NewsDate date={date} variant={isBlogPostPage ? 'long' : 'short'} />
      {typeof readingTime !== 'undefined' && (
        <>
          {META_SEPARATOR[locale] /* [3] */}
          {/* [2] */}
          <ReadingTime readingTime={readingTime} />
        </>
      )}
    </div>
  );
}
