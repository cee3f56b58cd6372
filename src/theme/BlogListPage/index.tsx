// Wraps @docusaurus/theme-classic's BlogListPage: the first page of the news list opens with a
// lead story (read by BlogPostItems through LeadStoryContext); later pages are cards only.
import BlogListPage from '@theme-original/BlogListPage';
import type BlogListPageType from '@theme/BlogListPage';
import type {WrapperProps} from '@docusaurus/types';
import {LeadStoryContext} from '@site/src/components/NewsGrid';

type Props = WrapperProps<typeof BlogListPageType>;

export default function BlogListPageWrapper(props: Props) {
  return (
    <LeadStoryContext.Provider value={props.metadata.page === 1}>
      <BlogListPage {...props} />
    </LeadStoryContext.Provider>
  );
}
