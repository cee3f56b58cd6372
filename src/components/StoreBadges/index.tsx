import {homeConfig, type StoreBadge} from '@site/src/config/home';
import useSiteLocale from '@site/src/hooks/useSiteLocale';
import StoreMark from './StoreMark';
import styles from './styles.module.css';

function StoreLink({store}: {store: StoreBadge}) {
  const locale = useSiteLocale();
  return (
    <a
      className={styles.store}
      href={store.href}
      rel="noopener"
      target="_blank">
      <StoreMark id={store.id} className={styles.mark} />
      <span className={styles.text}>
        <span className={styles.cta}>{store.cta[locale]} </span>
        <span className={styles.name}>{store.name[locale]}</span>
      </span>
    </a>
  );
}

/** The app's store badges (src/config/home.ts), on the home page and the prices pages. */
export default function StoreBadges() {
  return (
    <div className={styles.stores}>
      {homeConfig.stores.map((store) => (
        <StoreLink key={store.id} store={store} />
      ))}
    </div>
  );
}
