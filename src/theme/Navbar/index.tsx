// Wraps @docusaurus/theme-classic's Navbar: the price strip (src/components/Market/PriceStrip)
// follows it on the pages it belongs to, so it sits under the navbar without touching any page.
import Navbar from '@theme-original/Navbar';
import type NavbarType from '@theme/Navbar';
import type {WrapperProps} from '@docusaurus/types';
import PriceStrip from '@site/src/components/Market/PriceStrip';

type Props = WrapperProps<typeof NavbarType>;

export default function NavbarWrapper(props: Props) {
  return (
    <>
      <Navbar {...props} />
      <PriceStrip />
    </>
  );
}
