import useBaseUrl from '@docusaurus/useBaseUrl';
import {COVER_SIZES, coverFile, coverSrcSet} from '@site/src/lib/newsImages';

interface Props {
  /** The cover's URL path without size and extension (`CoverRef.src`). */
  src: string;
  alt: string;
  /** Rendered width of the image in the layout, for the browser's pick from the srcset. */
  sizes: string;
  /** Above the fold (lead story, article lead image): fetched at once and first. */
  priority?: boolean;
  className?: string;
}

/**
 * A build-made cover: WebP in two widths for browsers that take it, JPEG otherwise. Width and
 * height are always set, so the space is kept before the file arrives (no layout shift).
 */
export default function CoverImage({
  src,
  alt,
  sizes,
  priority = false,
  className,
}: Props) {
  const base = useBaseUrl('/');
  const withBase = (path: string) => `${base}${path.replace(/^\//, '')}`;
  const {width, height} = priority ? COVER_SIZES.full : COVER_SIZES.thumb;
  return (
    <picture className={className}>
      <source
        type="image/webp"
        srcSet={coverSrcSet(src, 'webp', withBase)}
        sizes={sizes}
      />
      <img
        src={withBase(coverFile(src, priority ? 'full' : 'thumb', 'jpg'))}
        srcSet={coverSrcSet(src, 'jpg', withBase)}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        {...(priority && {fetchPriority: 'high' as const})}
      />
    </picture>
  );
}
