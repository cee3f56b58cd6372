import useBaseUrl from '@docusaurus/useBaseUrl';
import {homeConfig, type StoreBadge} from '@site/src/config/home';
import useSiteLocale from '@site/src/hooks/useSiteLocale';
import styles from './styles.module.css';

function StoreLink({store, lazy}: {store: StoreBadge; lazy: boolean}) {
  const locale = useSiteLocale();
  return (
    <a
      className={styles.store}
      href={store.href}
      rel="noopener"
      target="_blank">
      <img
        src={useBaseUrl(store.image[locale], {forcePrependBaseUrl: false})}
        alt={store.label[locale]}
        width={162}
        height={48}
        loading={lazy ? 'lazy' : undefined}
      />
    </a>
  );
}

/** The app's store badges (src/config/home.ts), on the home page and the prices pages. */
export default function StoreBadges({lazy = false}: {lazy?: boolean}) {
  return (
    <div className={styles.stores}>
      {homeConfig.stores.map((store) => (
        <StoreLink key={store.id} store={store} lazy={lazy} />
      ))}
    </div>
  );
}
