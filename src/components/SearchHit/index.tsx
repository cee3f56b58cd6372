/**
 * The parts of a search result the search box's dropdown and the search page both show: the label of a result
 * that is not an article, and the excerpt with the query's words marked. Each lays them out its own way.
 */
import {translate} from '@docusaurus/Translate';
import type {SearchKind} from '@site/src/plugins/search-index/records';
import type {Segment} from '@site/src/lib/searchText';

/** «برچسب» / "Tag" or «صفحه» / "Page" for a result that is not an article; undefined for an article. */
export function searchKindLabel(kind: SearchKind): string | undefined {
  if (kind === 'tag') {
    return translate({
      id: 'search.result.tag',
      message: 'برچسب',
      description: 'Label of a search result that is a tag page',
    });
  }
  if (kind === 'page') {
    return translate({
      id: 'search.result.page',
      message: 'صفحه',
      description: 'Label of a search result that is an information page',
    });
  }
  return undefined;
}

/** The excerpt as text, the query's words in <mark>; nothing when there is none. */
export function SearchExcerpt({
  excerpt,
  as: Tag,
  className,
}: {
  excerpt: readonly Segment[];
  as: 'p' | 'span';
  className?: string;
}) {
  if (excerpt.length === 0) return null;
  return (
    <Tag className={className}>
      {excerpt.map((segment, i) =>
        segment.match ? <mark key={i}>{segment.text}</mark> : segment.text,
      )}
    </Tag>
  );
}
