import {createContext, useContext, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** Whether the list being rendered opens with a lead story (page 1 of the news list or a tag). */
export const LeadStoryContext = createContext(false);

export function useLeadStory(): boolean {
  return useContext(LeadStoryContext);
}

/** The responsive grid of news cards: one column on phones, up to three on a desktop. */
export default function NewsGrid({children, className}: {children: ReactNode; className?: string}) {
  return <div className={clsx(styles.grid, className)}>{children}</div>;
}
