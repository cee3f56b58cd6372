import type {ReactNode} from 'react';
import styles from './pages.module.css';

/**
 * A table that may scroll sideways on a narrow phone. A scrolling box must be reachable by keyboard
 * (arrow keys scroll it once it has focus), so it is a focusable region named by its section's heading.
 */
export default function TableScroll({
  labelledBy,
  children,
}: {
  labelledBy: string;
  children: ReactNode;
}) {
  return (
    <div
      className={styles.tableScroll}
      role="region"
      aria-labelledby={labelledBy}
      tabIndex={0}>
      {children}
    </div>
  );
}
