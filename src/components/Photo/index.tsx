import useBaseUrl from '@docusaurus/useBaseUrl';
import {
  PHOTO_MIME,
  photoFallback,
  photoSrcSet,
  type NewsPhoto,
  type PhotoFormat,
} from '@site/src/lib/newsPhotos';

interface Props {
  photo: Pick<NewsPhoto, 'src' | 'widths' | 'width' | 'height'>;
  alt: string;
  /** Rendered width of the image in the layout, for the browser's pick from the srcset. */
  sizes: string;
  /** Above the fold (lead story, article lead photo): fetched at once and first. */
  priority?: boolean;
  className?: string;
}

const MODERN: PhotoFormat[] = ['avif', 'webp'];

/**
 * An editor's photo as the build encoded it (src/lib/newsPhotos.ts): AVIF, then WebP, then JPEG,
 * each at every width, so the browser downloads the smallest file its layout and screen need.
 * Width and height are set, so the space is kept before the file arrives.
 */
export default function Photo({
  photo,
  alt,
  sizes,
  priority = false,
  className,
}: Props) {
  const base = useBaseUrl('/');
  const withBase = (path: string) => `${base}${path.replace(/^\//, '')}`;
  return (
    <picture className={className}>
      {MODERN.map((format) => (
        <source
          key={format}
          type={PHOTO_MIME[format]}
          srcSet={photoSrcSet(photo, format, withBase)}
          sizes={sizes}
        />
      ))}
      <img
        src={withBase(photoFallback(photo))}
        srcSet={photoSrcSet(photo, 'jpg', withBase)}
        sizes={sizes}
        alt={alt}
        width={photo.width}
        height={photo.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        {...(priority && {fetchPriority: 'high' as const})}
      />
    </picture>
  );
}
