// Ejected from @docusaurus/theme-classic/src/theme/BlogPostItem/Header/Info (3.10.2).
// Why: upstream formats the date in UTC and interpolates the reading time as a raw number, so fa
// pages showed Latin digits and articles posted after midnight Tehran time showed the day before.
// Changes: [1] date through NewsDate (Tehran time, locale calendar and digits, long form on the
// article page); [2] reading time through our ReadingTime (locale digits); [3] the locale's
// separator; [4] on the article page, the Tehran time after the date and, for an edited article,
// «به‌روزرسانی: …» / "Updated …" (front matter `updated`).
import clsx from 'clsx';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostItem/Header/Info';
import NewsDate from '@site/src/components/NewsDate';
import ReadingTime from '@site/src/components/ReadingTime';
import useSiteLocale from '@site/src/hooks/useSiteLocale';
import {META_SEPARATOR} from '@site/src/lib/format';
import Translate from '@docusaurus/Translate';
import useNewsExtras from '@site/src/hooks/useNewsExtras';
import styles from '@site/src/docusaurus-internals/client/styles/blogPostItemHeaderInfo';

export default function BlogPostItemHeaderInfo({className}: Props) {
  const {metadata, isBlogPostPage} = useBlogPost();
  const {date, readingTime} = metadata;
  const locale = useSiteLocale();
  const {updated} = useNewsExtras();
  return (
    <div className={clsx(styles.container, 'margin-vert--md', className)}>
      {/* [1] [4] */}
      <NewsDate
        date={date}
        variant={isBlogPostPage ? 'long' : 'short'}
        withTime={isBlogPostPage}
      />
      {typeof readingTime !== 'undefined' && (
        <>
          {META_SEPARATOR[locale] /* [3] */}
          {/* [2] */}
          <ReadingTime readingTime={readingTime} />
        </>
      )}
      {isBlogPostPage && updated && (
        // [4]
        <div data-updated>
          <Translate
            id="nerkhnama.article.updated"
            description="Line under an article's date when it was edited after publication; {date} is the date and time of the edit"
            values={{date: <NewsDate date={updated} withTime />}}>
            {'Updated {date}'}
          </Translate>
        </div>
      )}
    </div>
  );
}
