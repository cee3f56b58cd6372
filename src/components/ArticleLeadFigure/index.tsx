import Translate from '@docusaurus/Translate';
import CoverImage from '@site/src/components/CoverImage';
import type {CoverRef} from '@site/src/lib/newsImages';
import styles from './styles.module.css';

/** The article's lead image with its caption, under the headline block. */
export default function ArticleLeadFigure({cover, topic}: {cover: CoverRef; topic: string}) {
  return (
    <figure className={styles.figure}>
      <CoverImage src={cover.src} alt={cover.alt} sizes="(min-width: 997px) 720px, 100vw" priority />
      <figcaption className={styles.caption}>
        <Translate id="nerkhnama.article.coverCaption" description="Caption of an article's lead image, which the site draws from the article's topic" values={{topic}}>
          {'Illustration for the {topic} section, drawn by the newsroom'}
        </Translate>
      </figcaption>
    </figure>
  );
}
