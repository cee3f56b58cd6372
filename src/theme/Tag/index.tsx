// Ejected from @docusaurus/theme-classic/src/theme/Tag (3.10.2).
// Why: upstream prints the post count as a raw number (Latin digits on fa pages) and wrapping
// cannot reach inside the link. Changes: [1] the count in the locale's digits.
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/Tag';
import useSiteLocale from '@site/src/hooks/useSiteLocale';
import {formatNumber} from '@site/src/lib/format';
import styles from '@site/src/docusaurus-internals/client/styles/tag';

export default function Tag({permalink, label, count, description}: Props) {
  const locale = useSiteLocale();
  return (
    <Link
      rel="tag"
      href={permalink}
      title={description}
      className={clsx(
        styles.tag,
        count ? styles.tagWithCount : styles.tagRegular,
      )}>
      {label}
      {/* [1] */}
      {count ? <span>{formatNumber(count, locale)}</span> : null}
    </Link>
  );
}
