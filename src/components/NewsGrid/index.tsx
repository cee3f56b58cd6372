import {createContext, useContext, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** Whether the list being rendered opens with a lead story (page 1 of the news list or a tag). */
export const LeadStoryContext = createContext(false);

export function useLeadStory(): boolean {
  return useContext(LeadStoryContext);
}

/** Whether the list is rows at every width (`rows`): its cards' pictures are thumbnails then. */
const RowsContext = createContext(false);

export function useRowsList(): boolean {
  return useContext(RowsContext);
}

/**
 * A list of news cards: rows when the list is narrow (a phone, a home page section block), a grid
 * of up to three columns when it is wide.
 */
export default function NewsGrid({
  children,
  className,
  rows = false,
}: {
  children: ReactNode;
  className?: string;
  /** Rows at every width: the list is given a column narrower than 600 px (its className says how). */
  rows?: boolean;
}) {
  return (
    <RowsContext.Provider value={rows}>
      <div className={clsx(styles.list, className)}>
        <div className={styles.grid}>{children}</div>
      </div>
    </RowsContext.Provider>
  );
}
