// Wraps @docusaurus/theme-classic's BlogPostItem/Header: on the article page the lead image and
// its caption follow the headline block (kicker, headline, dek, date, byline): the editor's photo
// with caption and credit, or the section's art; then the price boxes of the article's day
// (src/plugins/market).
import Header from '@theme-original/BlogPostItem/Header';
import type HeaderType from '@theme/BlogPostItem/Header';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import ArticleLeadFigure from '@site/src/components/ArticleLeadFigure';
import useNewsExtras from '@site/src/hooks/useNewsExtras';
import PriceBoxes from '@site/src/components/Market/PriceBoxes';

type Props = WrapperProps<typeof HeaderType>;

export default function HeaderWrapper(props: Props) {
  const {metadata, isBlogPostPage} = useBlogPost();
  const {cover, photo, priceBoxes = []} = useNewsExtras();
  return (
    <>
      <Header {...props} />
      {isBlogPostPage && (photo || cover) && (
        <ArticleLeadFigure
          cover={cover}
          photo={photo}
          topic={metadata.tags[0]?.label ?? ''}
        />
      )}
      {isBlogPostPage && <PriceBoxes boxes={priceBoxes} />}
    </>
  );
}
