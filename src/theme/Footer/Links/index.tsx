// Wraps @docusaurus/theme-classic's Footer/Links: the newsroom's channels
// (src/components/FollowChannels, from the brand config) follow the footer's links.
import Links from '@theme-original/Footer/Links';
import type LinksType from '@theme/Footer/Links';
import type {WrapperProps} from '@docusaurus/types';
import FollowChannels from '@site/src/components/FollowChannels';

type Props = WrapperProps<typeof LinksType>;

export default function LinksWrapper(props: Props) {
  return (
    <>
      <Links {...props} />
      <FollowChannels id="footer-follow" />
    </>
  );
}
