import clsx from 'clsx';
import Photo from '@site/src/components/Photo';
import {ARTICLE_BODY_SIZES} from '@site/src/lib/imageSizes';
import styles from './styles.module.css';

/** The attributes the remark plugin writes for a Markdown image (src/plugins/remark-news-photos): all text. */
interface Props {
  src: string;
  /** Encoded widths, comma-separated, ascending. */
  widths: string;
  width: string;
  height: string;
  alt: string;
  /** The Markdown image's title, shown as the caption. */
  caption?: string;
}

/** A photo in an article's body: responsive, loaded when the reader nears it, captioned by its Markdown title. */
export default function NewsFigure({
  src,
  widths,
  width,
  height,
  alt,
  caption,
}: Props) {
  const photo = {
    src,
    widths: widths.split(',').map(Number),
    width: Number(width),
    height: Number(height),
  };
  return (
    <figure className={clsx(styles.frame, styles.figure)} data-body-photo>
      <Photo photo={photo} alt={alt} sizes={ARTICLE_BODY_SIZES} />
      {caption && <figcaption className={styles.caption}>{caption}</figcaption>}
    </figure>
  );
}
