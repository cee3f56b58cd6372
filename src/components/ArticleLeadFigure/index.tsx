import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import Photo from '@site/src/components/Photo';
import {ARTICLE_LEAD_SIZES} from '@site/src/lib/imageSizes';
import type {NewsPhoto} from '@site/src/lib/newsPhotos';
import figure from '@site/src/components/NewsFigure/styles.module.css';
import styles from './styles.module.css';

/**
 * The article's lead picture under the headline block: the editor's photo with its caption and
 * credit («عکس: …»), or an illustration credited as one («طرح: …»). An article without one opens
 * with its text: the section's art is for cards and the sharing card, not a picture of the story.
 */
export default function ArticleLeadFigure({photo}: {photo: NewsPhoto}) {
  return (
    <figure
      className={clsx(figure.frame, styles.figure)}
      data-lead-photo
      data-illustration={photo.illustration ? '' : undefined}>
      <Photo
        photo={photo}
        alt={photo.alt}
        sizes={ARTICLE_LEAD_SIZES}
        priority
      />
      {(photo.caption || photo.credit) && (
        <figcaption className={figure.caption}>
          {photo.caption}
          {photo.credit && (
            <span className={styles.credit} data-photo-credit>
              {photo.illustration ? (
                <Translate
                  id="nerkhnama.article.illustrationCredit"
                  description="Credit line of an illustration (a drawn or rendered picture, not a photo), after its caption"
                  values={{credit: photo.credit}}>
                  {'Illustration: {credit}'}
                </Translate>
              ) : (
                <Translate
                  id="nerkhnama.article.photoCredit"
                  description="Credit line of a news photo, after its caption"
                  values={{credit: photo.credit}}>
                  {'Photo: {credit}'}
                </Translate>
              )}
            </span>
          )}
        </figcaption>
      )}
    </figure>
  );
}
