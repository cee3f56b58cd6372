import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {newsExtrasOf, type NewsExtras} from '@site/src/lib/newsExtras';

/** What the build attached to the current post: cover or photo, related articles, the newsroom's fields, price boxes. */
export default function useNewsExtras(): NewsExtras {
  return newsExtrasOf(useBlogPost().metadata);
}
