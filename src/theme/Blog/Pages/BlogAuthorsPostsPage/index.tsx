/**
 * Wraps theme-classic's page of one author's articles (where bylines link): a description (the
 * author's title; upstream has none), the Twitter title and description, a CollectionPage and a
 * BreadcrumbList (home, news, authors, author); and the tab title again with the count in the
 * locale's digits («سارا احمدی – ۳۳ خبر»: upstream interpolates the raw number).
 */
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import {useBlogMetadata} from '@docusaurus/plugin-content-blog/client';
import {useNewsCountLabel} from '@site/src/hooks/useNewsCountLabel';
import {translateBlogAuthorsListPageTitle} from '@site/src/docusaurus-internals/client/theme';
import BlogAuthorsPostsPage from '@theme-original/Blog/Pages/BlogAuthorsPostsPage';
import type BlogAuthorsPostsPageType from '@theme/Blog/Pages/BlogAuthorsPostsPage';
import type {WrapperProps} from '@docusaurus/types';
import PageSchema from '@site/src/components/PageSchema';
import {authorsDescription} from '../BlogAuthorsListPage';

type Props = WrapperProps<typeof BlogAuthorsPostsPageType>;

export default function BlogAuthorsPostsPageWrapper(props: Props) {
  const {blogTitle, blogBasePath, authorsListPath} = useBlogMetadata();
  const {author, listMetadata} = props;
  const countLabel = useNewsCountLabel();
  const pageTitle = translate(
    {
      id: 'theme.blog.author.pageTitle',
      message: '{authorName} - {nPosts}',
      description: 'The title of the page for a blog author',
    },
    {
      authorName: author.name ?? author.key,
      nPosts: countLabel(author.count),
    },
  );
  const trail = [
    {name: blogTitle, permalink: blogBasePath},
    {name: translateBlogAuthorsListPageTitle(), permalink: authorsListPath},
  ];
  return (
    <>
      <BlogAuthorsPostsPage {...props} />
      {/* After upstream's: the later title is the one the page gets. */}
      <PageMetadata title={pageTitle} />
      <PageSchema
        title={author.name ?? author.key}
        description={author.title ?? authorsDescription()}
        describedByTheme={false}
        permalink={listMetadata.permalink}
        collection
        trail={trail}
      />
    </>
  );
}
