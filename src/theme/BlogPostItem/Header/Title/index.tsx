// Wraps @docusaurus/theme-classic's BlogPostItem/Header/Title: on the article page the headline
// gets its kicker (the main tag) above and its dek (the description) below.
import Link from '@docusaurus/Link';
import Title from '@theme-original/BlogPostItem/Header/Title';
import type TitleType from '@theme/BlogPostItem/Header/Title';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import styles from './styles.module.css';

type Props = WrapperProps<typeof TitleType>;

export default function TitleWrapper(props: Props) {
  const {metadata, isBlogPostPage} = useBlogPost();
  if (!isBlogPostPage) return <Title {...props} />;
  const mainTag = metadata.tags[0];
  return (
    <>
      {mainTag && (
        <Link to={mainTag.permalink} className={styles.kicker} data-kicker>
          {mainTag.label}
        </Link>
      )}
      <Title {...props} />
      <p className={styles.dek} data-dek>
        {metadata.description}
      </p>
    </>
  );
}
