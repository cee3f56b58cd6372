// Wraps @docusaurus/theme-classic's BlogPostItem/Header/Title: on the article page the headline
// gets its kicker (the main tag, with «فوری» for breaking news) above and its dek (the description) below.
import Link from '@docusaurus/Link';
import Title from '@theme-original/BlogPostItem/Header/Title';
import type TitleType from '@theme/BlogPostItem/Header/Title';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import BreakingLabel from '@site/src/components/BreakingLabel';
import useNewsExtras from '@site/src/hooks/useNewsExtras';
import styles from './styles.module.css';

type Props = WrapperProps<typeof TitleType>;

export default function TitleWrapper(props: Props) {
  const {metadata, isBlogPostPage} = useBlogPost();
  const {breaking} = useNewsExtras();
  if (!isBlogPostPage) return <Title {...props} />;
  const mainTag = metadata.tags[0];
  return (
    <>
      {(mainTag || breaking) && (
        <div className={styles.kickerRow}>
          {breaking && <BreakingLabel />}
          {mainTag && (
            <Link to={mainTag.permalink} className={styles.kicker} data-kicker>
              {mainTag.label}
            </Link>
          )}
        </div>
      )}
      <Title {...props} />
      <p className={styles.dek} data-dek>
        {metadata.description}
      </p>
    </>
  );
}
