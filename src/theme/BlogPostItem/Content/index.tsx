/**
 * Wraps theme-classic's article text to mark it as the page's indexable body (`data-pagefind-body`, Pagefind's own
 * attribute): the search index reads an article's text from there (src/plugins/search-index/records.ts), and
 * its title, tags and date from the article's data. Only on the article's own page.
 */
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import Content from '@theme-original/BlogPostItem/Content';
import type ContentType from '@theme/BlogPostItem/Content';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof ContentType>;

export default function BlogPostItemContentWrapper(props: Props) {
  const {isBlogPostPage} = useBlogPost();
  return isBlogPostPage ? (
    <div data-pagefind-body="">
      <Content {...props} />
    </div>
  ) : (
    <Content {...props} />
  );
}
