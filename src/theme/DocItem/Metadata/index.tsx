/**
 * Wraps theme-classic's metadata of an information page (gift cards, redeem, privacy, terms) with
 * the Twitter title and description and a BreadcrumbList (home, page).
 */
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import PageSchema from '@site/src/components/PageSchema';

type Props = WrapperProps<typeof MetadataType>;

export default function DocItemMetadataWrapper(props: Props) {
  const {metadata} = useDoc();
  return (
    <>
      <Metadata {...props} />
      <PageSchema
        title={metadata.title}
        description={metadata.description}
        permalink={metadata.permalink}
        trail={[]}
      />
    </>
  );
}
