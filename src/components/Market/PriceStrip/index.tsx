/**
 * The five most-watched prices under the navbar of the home page, the news lists and the
 * articles, after what they are («پایانی ۶ مهر، ۱۷:۳۰»: the day's close, not live prices): static HTML (no JavaScript needed to read it), one line that scrolls sideways when
 * the screen is narrow, a fixed height so nothing below it moves.
 *
 * A region that may lag (StaticRegion): a publish copies a page whose only change would be a new
 * market day's strip; the app draws the current figures once it has fetched them (usePriceStrip).
 */
import {useContext, useEffect, useState} from 'react';
import {NotFoundContext} from './notFoundContext';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useLocation} from '@docusaurus/router';
import StaticRegion from '@site/src/components/StaticRegion';
import {
  PRICE_STRIP_REGION,
  STATIC_REGION_ATTRIBUTE,
} from '@site/src/lib/staticRegion';
import type {StripView} from '@site/src/lib/market/view';
import Change from '../Change';
import usePriceStrip, {fetchStrip} from './usePriceStrip';
import styles from './styles.module.css';

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
  const notFound = useContext(NotFoundContext);
  // Fetched on any page once the app runs, so a page with the strip that the reader opens next
  // draws it at once.
  useEffect(() => void fetchStrip(baseUrl), [baseUrl]);
  if (notFound || !showsStrip(pathname, baseUrl)) return null;
  return <CurrentStrip baseUrl={baseUrl} />;
}

/** The close the strip the page arrived with shows (read while the app hydrates it). */
function arrivedClose(): string | null | undefined {
  if (typeof document === 'undefined') return undefined;
  return document
    .querySelector(`[${STATIC_REGION_ATTRIBUTE}="${PRICE_STRIP_REGION}"] time`)
    ?.getAttribute('dateTime');
}

function CurrentStrip({baseUrl}: {baseUrl: string}) {
  const strip = usePriceStrip();
  // Only the page the reader arrived on has a strip of its own in the DOM: on a client-side
  // navigation the strip found there is the page being left, and keeping "its" strip would leave
  // the new page with none.
  const hydrated = useIsBrowser();
  const [arrived] = useState(() => (hydrated ? undefined : arrivedClose()));
  // A strip of the same close is the same strip: a publish renders every page with the strip
  // when a close is corrected. Kept as it arrived, it is not drawn again.
  const current =
    strip === undefined || (arrived && strip?.timeIso === arrived)
      ? undefined
      : strip;
  return (
    <StaticRegion name={PRICE_STRIP_REGION}>
      {current === undefined ? undefined : (
        <Strip strip={current} baseUrl={baseUrl} />
      )}
    </StaticRegion>
  );
}

function Strip({strip, baseUrl}: {strip: StripView | null; baseUrl: string}) {
  if (!strip || strip.items.length === 0) return null;
  return (
    <section
      className={styles.strip}
      data-price-strip
      aria-label={translate({
        id: 'market.strip.label',
        message: 'قیمت‌های پربیننده',
        description: 'Accessible name of the price strip under the navbar',
      })}>
      <div className={`container ${styles.inner}`}>
        {/* First, what the figures are: closing prices and when, so nobody takes them for live ones. */}
        <span className={styles.updated} data-strip-label>
          <Translate
            id="market.strip.close"
            description="Label at the start of the price strip: the figures are the closing prices of {time}"
            values={{
              time: <time dateTime={strip.timeIso}>{strip.timeText}</time>,
            }}>
            {'پایانی {time}'}
          </Translate>
        </span>
        <ul className={styles.items}>
          {strip.items.map((quote) => (
            <li
              key={quote.key}
              className={styles.item}
              data-instrument={quote.key}>
              <Link to={quote.href} className={styles.link}>
                <span className={styles.name}>{quote.name}</span>{' '}
                <bdi className={styles.value}>{quote.last}</bdi>
              </Link>{' '}
              <Change quote={quote} percent={false} />
            </li>
          ))}
        </ul>
        <Link to={`${baseUrl}prices`} className={styles.all}>
          {translate({
            id: 'market.strip.all',
            message: 'همه قیمت‌ها',
            description: 'Link from the price strip to the prices page',
          })}
        </Link>
      </div>
    </section>
  );
}
