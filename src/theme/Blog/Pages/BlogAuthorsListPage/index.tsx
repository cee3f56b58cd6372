/**
 * Wraps theme-classic's authors index: a description (upstream has none), the Twitter title and
 * description, a CollectionPage and a BreadcrumbList (home, news, authors).
 */
import {translate} from '@docusaurus/Translate';
import {useBlogMetadata} from '@docusaurus/plugin-content-blog/client';
import {translateBlogAuthorsListPageTitle} from '@site/src/docusaurus-internals/client/theme';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type BlogAuthorsListPageType from '@theme/Blog/Pages/BlogAuthorsListPage';
import type {WrapperProps} from '@docusaurus/types';
import PageSchema from '@site/src/components/PageSchema';

type Props = WrapperProps<typeof BlogAuthorsListPageType>;

export function authorsDescription() {
  return translate({
    id: 'nerkhnama.authors.description',
    message:
      "Nerkhnama's writers and reporters, and the news each of them wrote",
    description:
      'Description of the authors pages for search engines and sharing cards',
  });
}

export default function BlogAuthorsListPageWrapper(props: Props) {
  const {blogTitle, blogBasePath, authorsListPath} = useBlogMetadata();
  const title = translateBlogAuthorsListPageTitle();
  return (
    <>
      <BlogAuthorsListPage {...props} />
      <PageSchema
        title={title}
        description={authorsDescription()}
        describedByTheme={false}
        permalink={authorsListPath}
        collection
        trail={[{name: blogTitle, permalink: blogBasePath}]}
      />
    </>
  );
}
