import {createContext, useContext, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** Whether the list being rendered opens with a lead story (page 1 of the news list or a tag). */
export const LeadStoryContext = createContext(false);

export function useLeadStory(): boolean {
  return useContext(LeadStoryContext);
}

/**
 * A list of news cards: rows when the list is narrow (a phone, a home page section block), a grid
 * of up to three columns when it is wide.
 */
export default function NewsGrid({
  children,
  className,
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={clsx(styles.list, className)}>
      <div className={styles.grid}>{children}</div>
    </div>
  );
}
