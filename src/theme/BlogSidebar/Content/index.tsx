// Ejected from @docusaurus/theme-classic/src/theme/BlogSidebar/Content (3.10.2).
// Why: upstream groups by `new Date(date).getFullYear()`, i.e. Gregorian years above Persian
// dates. Changes: [1] group by the year of the locale's calendar (۱۴۰۴ on fa, 2025 on en), in
// Tehran time (from the build's table of year starts: no Intl while hydrating), and print it in the
// locale's digits.
import {memo, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type {Props} from '@theme/BlogSidebar/Content';
import useSiteLocale from '@site/src/hooks/useSiteLocale';
import useCalendarYearOf from '@site/src/hooks/useCalendarYearOf';
import {groupByCalendarYear} from '@site/src/lib/groupByYear';
import {formatInteger} from '@site/src/lib/format';

function BlogSidebarYearGroup({
  year,
  yearGroupHeadingClassName,
  children,
}: {
  year: string;
  yearGroupHeadingClassName?: string;
  children: ReactNode;
}) {
  return (
    <div role="group">
      <Heading as="h3" className={yearGroupHeadingClassName}>
        {year}
      </Heading>
      {children}
    </div>
  );
}

function BlogSidebarContent({
  items,
  yearGroupHeadingClassName,
  ListComponent,
}: Props) {
  const themeConfig = useThemeConfig();
  const locale = useSiteLocale();
  const yearOf = useCalendarYearOf();
  if (!themeConfig.blog.sidebar.groupByYear) {
    return <ListComponent items={items} />;
  }
  // [1]
  return (
    <>
      {groupByCalendarYear(items, yearOf).map(([year, yearItems]) => (
        <BlogSidebarYearGroup
          key={year}
          year={formatInteger(year, locale)}
          yearGroupHeadingClassName={yearGroupHeadingClassName}>
          <ListComponent items={yearItems} />
        </BlogSidebarYearGroup>
      ))}
    </>
  );
}

export default memo(BlogSidebarContent);
