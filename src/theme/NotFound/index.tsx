// Wraps @docusaurus/theme-classic's NotFound page: the page (its Layout and navbar included) renders
// inside NotFoundContext, so path-dependent parts such as the price strip render as in 404.html.
import NotFound from '@theme-original/NotFound';
import type NotFoundType from '@theme/NotFound';
import type {WrapperProps} from '@docusaurus/types';
import {NotFoundContext} from '@site/src/components/Market/PriceStrip/notFoundContext';

type Props = WrapperProps<typeof NotFoundType>;

export default function NotFoundWrapper(props: Props) {
  return (
    <NotFoundContext.Provider value>
      <NotFound {...props} />
    </NotFoundContext.Provider>
  );
}
