import Translate from '@docusaurus/Translate';
import NewsDate from '@site/src/components/NewsDate';
import styles from './styles.module.css';

/**
 * The corrections of an article (front matter `correction`), at the end of its text: what was
 * wrong and when it was put right, in the reader's language, as a newsroom owes its readers.
 */
export default function CorrectionNote({
  corrections,
}: {
  corrections: ReadonlyArray<{date: string; text: string}>;
}) {
  if (corrections.length === 0) return null;
  return (
    <aside
      className={styles.note}
      aria-labelledby="correction-heading"
      data-correction>
      <h2 id="correction-heading" className={styles.heading}>
        <Translate
          id="nerkhnama.article.correctionHeading"
          description="Heading of the correction note at the end of a corrected article">
          Correction
        </Translate>
      </h2>
      <ul className={styles.list}>
        {corrections.map(({date, text}) => (
          <li key={date}>
            <NewsDate date={date} withTime className={styles.date} />
            <p className={styles.text}>{text}</p>
          </li>
        ))}
      </ul>
    </aside>
  );
}
