// Replaces @docusaurus/core/lib/client/theme-fallback/Loading (3.10.2), which classic does not
// override. Why: its texts are not translated ("Retry" in English on fa pages), its error box is
// placed with physical margins, and its spinner is not announced. Same props and behaviour:
// an error box with the error text and a Retry button, a spinner once loading passes the delay.
import Translate from '@docusaurus/Translate';
import type {LoadingComponentProps} from 'react-loadable';
import styles from './styles.module.css';

export default function Loading({
  error,
  retry,
  pastDelay,
}: LoadingComponentProps) {
  if (error) {
    return (
      <div role="alert" className={styles.error}>
        <p className={styles.title}>
          <Translate
            id="nerkhnama.loading.failed"
            description="Title of the box shown when a page's code could not be loaded">
            This page could not be loaded.
          </Translate>
        </p>
        <p className={styles.detail}>{String(error)}</p>
        <button
          type="button"
          className="button button--primary"
          onClick={retry}>
          <Translate
            id="nerkhnama.loading.retry"
            description="Button that retries loading a page">
            Retry
          </Translate>
        </button>
      </div>
    );
  }
  if (pastDelay) {
    return (
      <div className={styles.spinnerBox} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <span className={styles.visuallyHidden}>
          <Translate
            id="nerkhnama.loading.inProgress"
            description="Announced to screen readers while a page loads">
            Loading…
          </Translate>
        </span>
      </div>
    );
  }
  return null;
}
