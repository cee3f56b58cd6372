import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import CoverImage from '@site/src/components/CoverImage';
import Photo from '@site/src/components/Photo';
import type {CoverRef} from '@site/src/lib/newsImages';
import type {NewsPhoto} from '@site/src/lib/newsPhotos';
import figure from '@site/src/components/NewsFigure/styles.module.css';
import styles from './styles.module.css';

const LEAD_SIZES = '(min-width: 997px) 720px, 100vw';

/**
 * The article's lead image under the headline block: the editor's photo with its caption and
 * credit («عکس: …»), or, for an article without one, the section's art.
 */
export default function ArticleLeadFigure({
  cover,
  photo,
  topic,
}: {
  cover?: CoverRef;
  photo?: NewsPhoto;
  topic: string;
}) {
  if (photo) {
    return (
      <figure className={clsx(figure.frame, styles.figure)} data-lead-photo>
        <Photo photo={photo} alt={photo.alt} sizes={LEAD_SIZES} priority />
        {(photo.caption || photo.credit) && (
          <figcaption className={figure.caption}>
            {photo.caption}
            {photo.credit && (
              <span className={styles.credit} data-photo-credit>
                <Translate
                  id="nerkhnama.article.photoCredit"
                  description="Credit line of a news photo, after its caption"
                  values={{credit: photo.credit}}>
                  {'Photo: {credit}'}
                </Translate>
              </span>
            )}
          </figcaption>
        )}
      </figure>
    );
  }
  if (!cover) return null;
  return (
    <figure className={clsx(figure.frame, styles.figure)}>
      <CoverImage
        className={styles.art}
        src={cover.src}
        alt={cover.alt}
        sizes={LEAD_SIZES}
        priority
      />
      <figcaption className={figure.caption}>
        <Translate
          id="nerkhnama.article.coverCaption"
          description="Caption of an article's lead image, which the site draws from the article's topic"
          values={{topic}}>
          {'Illustration for the {topic} section, drawn by the newsroom'}
        </Translate>
      </figcaption>
    </figure>
  );
}
