/**
 * Wraps theme-classic's article text to mark it as the page's indexable body (`data-pagefind-body`, Pagefind's own
 * attribute): the search index reads an article's text from there (src/plugins/search-index/records.ts), and
 * its title, tags and date from the article's data. Only on the article's own page.
 *
 * In the browser an article's text is HTML, not a compiled component (the route runtime's article
 * module): it goes into the same container, as it arrived or was fetched.
 */
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {ArticleHtml} from '@site/src/plugins/client-routing/client/articleBody';
import {articleHtmlOf} from '@site/src/plugins/client-routing/client/articleModule';
import Content from '@theme-original/BlogPostItem/Content';
import type ContentType from '@theme/BlogPostItem/Content';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof ContentType>;

export default function BlogPostItemContentWrapper(props: Props) {
  const {isBlogPostPage} = useBlogPost();
  const html = articleHtmlOf(props.children);
  const content =
    html === undefined ? (
      <Content {...props} />
    ) : (
      <ArticleHtml
        html={html}
        className={props.className}
        isBlogPostPage={isBlogPostPage}
      />
    );
  return isBlogPostPage ? <div data-pagefind-body="">{content}</div> : content;
}
