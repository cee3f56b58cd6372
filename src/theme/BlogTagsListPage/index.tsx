// Ejected from @docusaurus/theme-classic/src/theme/BlogTagsListPage (3.10.2).
// Why: upstream lists ~150 tags alphabetically at one size, so economy (30+ articles) looks like a
// tag with one; wrapping cannot regroup them. Changes: [1] the big tags (more articles than one
// list page holds) first, as large tiles, most articles first; [2] every other tag by letter, the
// chip size stepping up with its count, each group laid out on a phone only when it nears the
// screen; each tag appears once; [3] a description, Twitter title and
// description, CollectionPage and BreadcrumbList (PageSchema).
import type {CSSProperties} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import PageSchema, {useNewsCrumb} from '@site/src/components/PageSchema';
import {
  PageMetadata,
  HtmlClassNameProvider,
  ThemeClassNames,
  translateTagsPageTitle,
  listTagsByLetters,
} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import Tag from '@theme/Tag';
import type {Props} from '@theme/BlogTagsListPage';
import SearchMetadata from '@theme/SearchMetadata';
import Heading from '@theme/Heading';
import {splitTagsBySize, tagSizeStep} from '@site/src/lib/tagSizes';
import {NEWS_PAGE_SIZE} from '@site/src/config/newsPageSize';
import styles from './styles.module.css';

export default function BlogTagsListPage({tags, sidebar}: Props) {
  const title = translateTagsPageTitle();
  const news = useNewsCrumb();
  const description = translate({
    id: 'nerkhnama.tags.description',
    message:
      'Every subject of the news, from the dollar and gold to housing and cars, with its number of articles',
    description:
      'Description of the tags index page for search engines and sharing cards',
  });
  const {big, rest} = splitTagsBySize(tags, NEWS_PAGE_SIZE);
  return (
    <HtmlClassNameProvider
      className={clsx(
        ThemeClassNames.wrapper.blogPages,
        ThemeClassNames.page.blogTagsListPage,
      )}>
      <PageMetadata title={title} description={description} />
      <PageSchema
        title={title}
        description={description}
        permalink={`${news.permalink}/tags`}
        collection
        trail={[news]}
      />{' '}
      {/* [3] */}
      <SearchMetadata tag="blog_tags_list" />
      <BlogLayout sidebar={sidebar}>
        <Heading as="h1">{title}</Heading>
        {/* [1] */}
        <section aria-labelledby="big-tags" className={styles.bigSection}>
          <Heading as="h2" id="big-tags" className={styles.sectionHeading}>
            <Translate
              id="nerkhnama.tags.bigHeading"
              description="Heading of the most-covered tags on the tags index">
              Most covered
            </Translate>
          </Heading>
          <ul className={styles.bigList}>
            {big.map((tag) => (
              <li key={tag.permalink} className={styles.bigItem}>
                <Tag {...tag} />
                {tag.description && (
                  <p className={styles.bigDescription}>{tag.description}</p>
                )}
              </li>
            ))}
          </ul>
        </section>
        {/* [2] */}
        <section aria-labelledby="all-tags">
          <Heading as="h2" id="all-tags" className={styles.sectionHeading}>
            <Translate
              id="nerkhnama.tags.restHeading"
              description="Heading of the other tags, by letter, on the tags index">
              All other tags
            </Translate>
          </Heading>
          {listTagsByLetters(rest).map(({letter, tags: letterTags}) => (
            <div
              key={letter}
              className={styles.letter}
              // The height a phone's layout may assume before it lays the group out (styles.module.css).
              style={{'--tags': letterTags.length} as CSSProperties}>
              <Heading as="h3" className={styles.letterHeading}>
                {letter}
              </Heading>
              <ul className={styles.chips}>
                {letterTags.map((tag) => (
                  <li
                    key={tag.permalink}
                    className={
                      styles[`step${tagSizeStep(tag.count, NEWS_PAGE_SIZE)}`]
                    }>
                    <Tag {...tag} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
