import {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import StoreBadges from '@site/src/components/StoreBadges';
import styles from './pages.module.css';

/** «قیمت لحظه‌ای در اپلیکیشن»: the site shows closing prices; live prices are the app's job. */
export default function AppCall() {
  return (
    <aside className={styles.appCall} aria-labelledby="market-app-call">
      <Heading as="h2" id="market-app-call" className={styles.appCallTitle}>
        {translate({
          id: 'market.app.title',
          message: 'قیمت لحظه‌ای در اپلیکیشن',
          description: 'Heading of the call to the app on the prices pages',
        })}
      </Heading>
      <p>
        {translate({
          id: 'market.app.lead',
          message:
            'این صفحه قیمت‌های پایانی هر روز را نشان می‌دهد. قیمت لحظه‌به‌لحظه طلا، سکه و ارز را در اپلیکیشن نرخ‌نما ببینید.',
          description: 'Text of the call to the app on the prices pages',
        })}
      </p>
      <StoreBadges />
    </aside>
  );
}
