/**
 * The five most-watched prices under the navbar of the home page, the news lists and the
 * articles: static HTML (no JavaScript needed to read it), one line that scrolls sideways when
 * the screen is narrow, a fixed height so nothing below it moves.
 */
import {useContext} from 'react';
import {NotFoundContext} from './notFoundContext';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {usePluginData} from '@docusaurus/useGlobalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import type {StripView} from '@site/src/lib/market/view';
import Change from '../Change';
import styles from './styles.module.css';

const MARKET_PLUGIN = 'nerkhnama-market';

/** The home page, the news lists, tag pages and articles (paths under the locale's base URL). */
function showsStrip(pathname: string, baseUrl: string): boolean {
  if (!pathname.startsWith(baseUrl) && `${pathname}/` !== baseUrl) return false;
  const rest = decodeURI(pathname).slice(baseUrl.length).replace(/\/$/, '');
  return rest === '' || rest === 'news' || rest.startsWith('news/');
}

export default function PriceStrip() {
  // The locale's base URL: `/` on fa, `/en/` on en.
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const {pathname} = useLocation();
  const strip = usePluginData(MARKET_PLUGIN, undefined, {failfast: false}) as StripView | undefined;
  const notFound = useContext(NotFoundContext);
  if (notFound || !strip || strip.items.length === 0 || !showsStrip(pathname, baseUrl)) return null;
  return (
    <section className={styles.strip} data-price-strip aria-label={translate({id: 'market.strip.label', message: 'قیمت‌های پربیننده', description: 'Accessible name of the price strip under the navbar'})}>
      <div className={`container ${styles.inner}`}>
        <ul className={styles.items}>
          {strip.items.map((quote) => (
            <li key={quote.key} className={styles.item} data-instrument={quote.key}>
              <Link to={quote.href} className={styles.link}>
                <span className={styles.name}>{quote.name}</span> <bdi className={styles.value}>{quote.last}</bdi>
              </Link>{' '}
              <Change quote={quote} percent={false} />
            </li>
          ))}
        </ul>
        <span className={styles.updated}>
          {translate({id: 'market.strip.updated', message: 'به‌روزرسانی:', description: 'Label before the time of the prices in the strip'})}{' '}
          <time dateTime={strip.timeIso}>{strip.timeText}</time>
        </span>
        <Link to={`${baseUrl}prices`} className={styles.all}>
          {translate({id: 'market.strip.all', message: 'همه قیمت‌ها', description: 'Link from the price strip to the prices page'})}
        </Link>
      </div>
    </section>
  );
}
