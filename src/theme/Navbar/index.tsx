// Wraps @docusaurus/theme-classic's Navbar: the breaking bar (src/components/BreakingBar, on every
// page while a «فوری» story is fresh) and the price strip (src/components/Market/PriceStrip, on the
// pages it belongs to) follow it, so they sit under the navbar without touching any page.
import Navbar from '@theme-original/Navbar';
import type NavbarType from '@theme/Navbar';
import type {WrapperProps} from '@docusaurus/types';
import BreakingBar from '@site/src/components/BreakingBar';
import PriceStrip from '@site/src/components/Market/PriceStrip';

type Props = WrapperProps<typeof NavbarType>;

export default function NavbarWrapper(props: Props) {
  return (
    <>
      <Navbar {...props} />
      <BreakingBar />
      <PriceStrip />
    </>
  );
}
