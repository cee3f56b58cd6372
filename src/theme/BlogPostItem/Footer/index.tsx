// Wraps @docusaurus/theme-classic's BlogPostItem/Footer: the corrections note ends the article's
// text; after the article's tags come its «کد خبر» with its short link, the share links (with the
// canonical URL), the newsroom's channels and «مطالب مرتبط».
import Footer from '@theme-original/BlogPostItem/Footer';
import type FooterType from '@theme/BlogPostItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import CorrectionNote from '@site/src/components/CorrectionNote';
import FollowChannels from '@site/src/components/FollowChannels';
import NewsCode from '@site/src/components/NewsCode';
import RelatedNews from '@site/src/components/RelatedNews';
import ShareLinks from '@site/src/components/ShareLinks';
import useNewsExtras from '@site/src/hooks/useNewsExtras';
import {articleIdOf} from '@site/src/lib/newsImages';
import {canonicalUrl} from '@site/src/lib/share';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props) {
  const {metadata, isBlogPostPage} = useBlogPost();
  const {siteConfig} = useDocusaurusContext();
  const {related = [], corrections = []} = useNewsExtras();
  return (
    <>
      {isBlogPostPage && <CorrectionNote corrections={corrections} />}
      <Footer {...props} />
      {isBlogPostPage && (
        <>
          <NewsCode
            id={articleIdOf(metadata.permalink)}
            url={canonicalUrl(
              siteConfig.url,
              metadata.permalink.replace(/^((?:\/en)?\/news\/\d+)\/.*$/, '$1'),
            )}
          />
          <ShareLinks
            url={canonicalUrl(siteConfig.url, metadata.permalink)}
            title={metadata.title}
          />
          <FollowChannels id="article-follow" />
          <RelatedNews items={related} />
        </>
      )}
    </>
  );
}
