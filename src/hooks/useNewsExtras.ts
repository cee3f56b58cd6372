import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {NewsFrontMatterExtras} from '@site/src/lib/newsImages';

/** The cover and related articles the news-images step attached to the current post. */
export default function useNewsExtras(): NewsFrontMatterExtras {
  return useBlogPost().metadata.frontMatter as NewsFrontMatterExtras;
}
