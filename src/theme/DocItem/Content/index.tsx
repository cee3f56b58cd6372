/**
 * Wraps theme-classic's text of an information page to mark it as the page's indexable body
 * (`data-pagefind-body`, Pagefind's own attribute): the search index reads the page's text from there
 * (src/plugins/search-index/records.ts), and its title from the page's data.
 */
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof ContentType>;

export default function DocItemContentWrapper(props: Props) {
  return (
    <div data-pagefind-body="">
      <Content {...props} />
    </div>
  );
}
