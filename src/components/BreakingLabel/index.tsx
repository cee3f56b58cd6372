import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

/** «فوری» / "Breaking": marks breaking news (front matter `breaking: true`) on cards and the article. */
export default function BreakingLabel({className}: {className?: string}) {
  return (
    <span className={clsx(styles.label, className)} data-breaking>
      <Translate
        id="nerkhnama.news.breaking"
        description="Label of a breaking-news story on cards and the article page">
        Breaking
      </Translate>
    </span>
  );
}
