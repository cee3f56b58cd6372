// Wraps @docusaurus/theme-classic's BlogListPage: the first page of the news list opens with a
// lead story (read by BlogPostItems through LeadStoryContext); later pages are cards only. Every
// page declares itself a CollectionPage, with its Twitter title and description. The list has a
// heading with its page number and the section strip (BlogLayout, NewsListContext).
import BlogListPage from '@theme-original/BlogListPage';
import type BlogListPageType from '@theme/BlogListPage';
import type {WrapperProps} from '@docusaurus/types';
import {LeadStoryContext} from '@site/src/components/NewsGrid';
import PageSchema from '@site/src/components/PageSchema';
import {NewsListContext} from '@site/src/components/NewsListChrome';

type Props = WrapperProps<typeof BlogListPageType>;

export default function BlogListPageWrapper(props: Props) {
  const {page, blogTitle} = props.metadata;
  return (
    <NewsListContext.Provider value={{heading: blogTitle, page}}>
      <LeadStoryContext.Provider value={page === 1}>
        <PageSchema
          title={blogTitle}
          description={props.metadata.blogDescription}
          permalink={props.metadata.permalink}
          collection
        />
        <BlogListPage {...props} />
      </LeadStoryContext.Provider>
    </NewsListContext.Provider>
  );
}
