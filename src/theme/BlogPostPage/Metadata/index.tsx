/**
 * Wraps the theme's article metadata (title, description, image, og:type, published time, tags)
 * with what sharing cards and news crawlers also read: the publication time in Tehran time with
 * its offset, the time of the last edit (front matter `updated`), the section, the site name,
 * explicit Twitter title/description, and the sharing card (drawn over the photo or the art,
 * from the build's extras: front matter keeps what the editor wrote) with its alternative text.
 */
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import Metadata from '@theme-original/BlogPostPage/Metadata';
import type MetadataType from '@theme/BlogPostPage/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import {brand} from '@site/src/config/brand';
import {toSiteLocale} from '@site/src/config/locales';
import {toTehranIso} from '@site/src/lib/tehranTime';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import useNewsExtras from '@site/src/hooks/useNewsExtras';
import {sharingImageOf} from '@site/src/lib/newsImages';

type Props = WrapperProps<typeof MetadataType>;

export default function MetadataWrapper(props: Props) {
  const {metadata} = useBlogPost();
  const {i18n} = useDocusaurusContext();
  const {cover, photo, updated} = useNewsExtras();
  const {withBaseUrl} = useBaseUrlUtils();
  // The sharing card is drawn from the editor's photo when there is one, else from the art. Front
  // matter keeps the editor's `image`, so these tags replace the image the theme's tags name.
  const sharingImage = sharingImageOf({cover, photo});
  const imageUrl = sharingImage && withBaseUrl(sharingImage, {absolute: true});
  const imageAlt = photo?.alt ?? cover?.alt;
  const section = metadata.tags[0]?.label;
  return (
    <>
      <Metadata {...props} />
      <Head>
        <meta
          property="og:site_name"
          content={brand.name[toSiteLocale(i18n.currentLocale)]}
        />
        <meta
          property="article:published_time"
          content={toTehranIso(metadata.date)}
        />
        {updated && (
          <meta
            property="article:modified_time"
            content={toTehranIso(updated)}
          />
        )}
        {section && <meta property="article:section" content={section} />}
        <meta
          name="twitter:title"
          content={metadata.frontMatter.title_meta ?? metadata.title}
        />
        <meta name="twitter:description" content={metadata.description} />
        {imageUrl && <meta property="og:image" content={imageUrl} />}
        {imageUrl && <meta name="twitter:image" content={imageUrl} />}
        {imageAlt && <meta property="og:image:alt" content={imageAlt} />}
        {imageAlt && <meta name="twitter:image:alt" content={imageAlt} />}
      </Head>
    </>
  );
}
