import {translate} from '@docusaurus/Translate';
import {
  BlogSidebarItemList,
  useVisibleBlogSidebarItems,
} from '@docusaurus/plugin-content-blog/client';
import BlogSidebarContent from '@theme/BlogSidebar/Content';
import type {Props as ContentProps} from '@theme/BlogSidebar/Content';
import type {BlogSidebar} from '@docusaurus/plugin-content-blog';
import styles from './styles.module.css';

const ListComponent: ContentProps['ListComponent'] = ({items}) => (
  <BlogSidebarItemList
    items={items}
    ulClassName={styles.list}
    liClassName={styles.item}
    linkClassName={styles.link}
    linkActiveClassName={styles.active}
  />
);

/**
 * The latest news (the blog sidebar's items) for phones, where the desktop sidebar is hidden: a
 * closed <details> after the page, so it costs one line until the reader opens it. Hidden from
 * desktop widths, where the sticky sidebar shows the same list.
 */
export default function NewsSidebarDetails({sidebar}: {sidebar: BlogSidebar}) {
  const items = useVisibleBlogSidebarItems(sidebar.items);
  return (
    <details className={styles.details}>
      <summary className={styles.summary}>{sidebar.title}</summary>
      <nav
        aria-label={translate({
          id: 'nerkhnama.sidebar.phoneAriaLabel',
          message: 'Latest news (list)',
          description:
            'Accessible name of the collapsible latest-news list on phones',
        })}>
        <BlogSidebarContent
          items={items}
          ListComponent={ListComponent}
          yearGroupHeadingClassName={styles.year}
        />
      </nav>
    </details>
  );
}
