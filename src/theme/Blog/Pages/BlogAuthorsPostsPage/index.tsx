/**
 * Wraps theme-classic's page of one author's articles (where bylines link): a description (the
 * author's title; upstream has none), the Twitter title and description, a CollectionPage and a
 * BreadcrumbList (home, news, authors, author).
 */
import {useBlogMetadata} from '@docusaurus/plugin-content-blog/client';
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
  const trail = [
    {name: blogTitle, permalink: blogBasePath},
    {name: translateBlogAuthorsListPageTitle(), permalink: authorsListPath},
  ];
  return (
    <>
      <BlogAuthorsPostsPage {...props} />
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
