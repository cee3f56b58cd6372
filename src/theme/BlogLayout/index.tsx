// Ejected from @docusaurus/theme-classic/src/theme/BlogLayout (3.10.2).
// Why: upstream gives every page with a sidebar a 7-column main column and leaves two empty
// columns where a table of contents would be, so news lists sat narrow and off-centre.
// Changes: [1] lists (no table of contents) use the 9 columns beside the sidebar; [2] on phones,
// where the desktop sidebar is hidden, the latest news follow the page as a collapsed list;
// [3] news list pages (NewsListContext) get the section strip under the navbar and their heading;
// [4] the latest news are a region that may be older than the page (StaticRegion): a publish
// copies an old article whose only change would be there.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import BlogSidebar from '@theme/BlogSidebar';
import type {Props} from '@theme/BlogLayout';
import NewsSidebarDetails from '@site/src/components/NewsSidebarDetails';
import SectionStrip from '@site/src/components/SectionStrip';
import StaticRegion from '@site/src/components/StaticRegion';
import {
  NewsListHeading,
  useNewsList,
} from '@site/src/components/NewsListChrome';
import styles from './styles.module.css';

export default function BlogLayout(props: Props): ReactNode {
  const {sidebar, toc, children, ...layoutProps} = props;
  const hasSidebar = sidebar && sidebar.items.length > 0;
  const list = useNewsList();

  return (
    <Layout {...layoutProps}>
      {list && <SectionStrip /> /* [3] */}
      <div
        className={clsx(
          'container',
          list ? styles.listContainer : 'margin-vert--lg',
        )}>
        <div className="row">
          {/* [4] */}
          <StaticRegion name="sidebar">
            <BlogSidebar sidebar={sidebar} />
          </StaticRegion>
          <main
            className={clsx('col', {
              'col--7': hasSidebar && toc, // [1]
              'col--9': hasSidebar && !toc,
              'col--9 col--offset-1': !hasSidebar,
            })}>
            {
              list?.heading && (
                <NewsListHeading title={list.heading} page={list.page} />
              ) /* [3] */
            }
            {children}
          </main>
          {toc && <div className="col col--2">{toc}</div>}
        </div>
        {hasSidebar && (
          /* [2] [4] */
          <StaticRegion name="sidebar-phone">
            <NewsSidebarDetails sidebar={sidebar} />
          </StaticRegion>
        )}
      </div>
    </Layout>
  );
}
