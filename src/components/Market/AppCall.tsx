import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import {homeConfig, type StoreBadge} from '@site/src/config/home';
import useSiteLocale from '@site/src/hooks/useSiteLocale';
import styles from './pages.module.css';

function StoreLink({store}: {store: StoreBadge}) {
  const locale = useSiteLocale();
  return (
    <a className={styles.store} href={store.href} rel="noopener" target="_blank">
      <img src={useBaseUrl(store.image, {forcePrependBaseUrl: false})} alt={store.label[locale]} width={162} height={48} loading="lazy" />
    </a>
  );
}

/** «قیمت لحظه‌ای در اپلیکیشن»: the site shows closing prices; live prices are the app's job. */
export default function AppCall() {
  return (
    <aside className={styles.appCall} aria-labelledby="market-app-call">
      <Heading as="h2" id="market-app-call" className={styles.appCallTitle}>
        {translate({id: 'market.app.title', message: 'قیمت لحظه‌ای در اپلیکیشن', description: 'Heading of the call to the app on the prices pages'})}
      </Heading>
      <p>
        {translate({
          id: 'market.app.lead',
          message: 'این صفحه قیمت‌های پایانی هر روز را نشان می‌دهد. قیمت لحظه‌به‌لحظه طلا، سکه و ارز را در اپلیکیشن نرخ‌نما ببینید.',
          description: 'Text of the call to the app on the prices pages',
        })}
      </p>
      <div className={styles.stores}>
        {homeConfig.stores.map((store) => (
          <StoreLink key={store.id} store={store} />
        ))}
      </div>
    </aside>
  );
}
