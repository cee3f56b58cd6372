// Wraps @docusaurus/theme-classic's BlogListPage: the first page of the news list opens with a
// lead story (read by BlogPostItems through LeadStoryContext); later pages are cards only. Every
// page declares itself a CollectionPage, with its Twitter title and description.
import BlogListPage from '@theme-original/BlogListPage';
import type BlogListPageType from '@theme/BlogListPage';
import type {WrapperProps} from '@docusaurus/types';
import {LeadStoryContext} from '@site/src/components/NewsGrid';
import PageSchema from '@site/src/components/PageSchema';

type Props = WrapperProps<typeof BlogListPageType>;

export default function BlogListPageWrapper(props: Props) {
  return (
    <LeadStoryContext.Provider value={props.metadata.page === 1}>
      <PageSchema title={props.metadata.blogTitle} description={props.metadata.blogDescription} permalink={props.metadata.permalink} collection />
      <BlogListPage {...props} />
    </LeadStoryContext.Provider>
  );
}
