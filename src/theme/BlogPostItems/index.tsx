// Ejected from @docusaurus/theme-classic/src/theme/BlogPostItems (3.10.2).
// Why: a news list is a grid of cards (thumbnail, kicker, headline, dek, date, reading time), not
// a column of truncated posts, and upstream has no slot for another item component per item.
// Changes: [1] a NewsCard per item from the card its metadata carries, inside a NewsGrid; [2] the first
// item is the lead story when the list asks for one (page 1, see BlogListPage/BlogTagsPostsPage).
import type {ReactNode} from 'react';
import type {Props} from '@theme/BlogPostItems';
import NewsCard from '@site/src/components/NewsCard';
import NewsGrid, {useLeadStory} from '@site/src/components/NewsGrid';
import {listCardOf} from '@site/src/lib/newsCard';

export default function BlogPostItems({items}: Props): ReactNode {
  const withLead = useLeadStory();
  return (
    <NewsGrid>
      {items.map(({content: BlogPostContent}, i) => (
        // [1] [2]
        <NewsCard
          key={BlogPostContent.metadata.permalink}
          item={listCardOf(BlogPostContent.metadata)}
          headingLevel={2}
          variant={withLead && i === 0 ? 'lead' : 'card'}
        />
      ))}
    </NewsGrid>
  );
}
