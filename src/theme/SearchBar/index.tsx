/**
 * The navbar's search slot. The classic theme ships a no-op here (search is left to a plugin);
 * ours is the offline, Persian-aware Pagefind box in src/components/SearchBox.
 */
import SearchBox from '@site/src/components/SearchBox';

export default function SearchBar() {
  return <SearchBox />;
}
