// Wraps @docusaurus/theme-classic's BlogPostItem/Header: on the article page the editor's lead
// picture, with caption and credit, follows the headline block (kicker, headline, dek, date,
// byline); an article without one opens with its text. Then the price boxes of the article's day
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
  const {isBlogPostPage} = useBlogPost();
  const {photo, priceBoxes = []} = useNewsExtras();
  return (
    <>
      <Header {...props} />
      {isBlogPostPage && photo && <ArticleLeadFigure photo={photo} />}
      {isBlogPostPage && <PriceBoxes boxes={priceBoxes} />}
    </>
  );
}
