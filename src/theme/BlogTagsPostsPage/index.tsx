// Ejected from @docusaurus/theme-classic/src/theme/BlogTagsPostsPage (3.10.2).
// Why: the title comes from theme-common's useBlogTagsPostsPageTitle, which interpolates the raw
// count (Latin digits on fa pages) and cannot be swapped by wrapping. Changes: [1] title from
// our useTagPageTitle («۱۲ خبر با برچسب «دلار»») in the metadata; [2] a tag header (kicker with
// the count, the tag's name with the page number as the heading, description); [3] page 1 opens
// with a lead story; [4] Twitter title and description, CollectionPage and BreadcrumbList
// (PageSchema); [5] the section strip under the navbar (NewsListContext).
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import {
  PageMetadata,
  HtmlClassNameProvider,
  ThemeClassNames,
  translateTagsPageTitle,
} from '@docusaurus/theme-common';
import PageSchema, {useNewsCrumb} from '@site/src/components/PageSchema';
import Link from '@docusaurus/Link';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import SearchMetadata from '@theme/SearchMetadata';
import type {Props} from '@theme/BlogTagsPostsPage';
import BlogPostItems from '@theme/BlogPostItems';
import Unlisted from '@theme/ContentVisibility/Unlisted';
import Heading from '@theme/Heading';
import {
  useNewsCountLabel,
  useTagPageTitle,
} from '@site/src/hooks/useNewsCountLabel';
import {LeadStoryContext} from '@site/src/components/NewsGrid';
import {
  NewsListContext,
  useListHeadingText,
} from '@site/src/components/NewsListChrome';
import styles from './styles.module.css';

export default function BlogTagsPostsPage({
  tag,
  items,
  sidebar,
  listMetadata,
}: Props) {
  const title = useTagPageTitle()(tag); // [1]
  const trail = [
    useNewsCrumb(),
    {name: translateTagsPageTitle(), permalink: tag.allTagsPath},
  ];
  const countLabel = useNewsCountLabel();
  const heading = useListHeadingText()(tag.label, listMetadata.page);
  return (
    <NewsListContext.Provider value={{page: listMetadata.page} /* [5] */}>
      <HtmlClassNameProvider
        className={clsx(
          ThemeClassNames.wrapper.blogPages,
          ThemeClassNames.page.blogTagPostListPage,
        )}>
        <PageMetadata title={title} description={tag.description} />
        <PageSchema
          title={title}
          description={tag.description}
          permalink={listMetadata.permalink}
          collection
          trail={trail}
        />{' '}
        {/* [4] */}
        <SearchMetadata tag="blog_tags_posts" />
        <BlogLayout sidebar={sidebar}>
          {tag.unlisted && <Unlisted />}
          {/* [2] */}
          <header className={styles.tagHeader}>
            <p className={styles.kicker}>
              <Translate
                id="nerkhnama.tag.kicker"
                description="Small label above a tag page's title">
                Tag
              </Translate>
              <span className={styles.count}>{countLabel(tag.count)}</span>
              <Link href={tag.allTagsPath} className={styles.allTags}>
                <Translate
                  id="theme.tags.tagsPageLink"
                  description="The label of the link targeting the tag list page">
                  View All Tags
                </Translate>
              </Link>
            </p>
            <Heading as="h1" className={styles.title} data-list-heading>
              {heading}
            </Heading>
            {tag.description && (
              <p className={styles.description}>{tag.description}</p>
            )}
          </header>
          <LeadStoryContext.Provider value={listMetadata.page === 1 /* [3] */}>
            <BlogPostItems items={items} />
          </LeadStoryContext.Provider>
          <BlogListPaginator metadata={listMetadata} />
        </BlogLayout>
      </HtmlClassNameProvider>
    </NewsListContext.Provider>
  );
}
