/**
 * The search page, `/search?q=…` (`/en/search?q=…`): every article, tag and information page
 * matching the query in the locale's Pagefind index, newest first or most relevant first, ten a
 * page, each with its kicker, headline, date and an excerpt with the matched words highlighted.
 * The query is normalised as the navbar box does it (src/lib/searchText.ts). The form works
 * without the app (a GET to this page); the page boots the app at once to show the results.
 * Before that, static/js/search-query.js puts the query in the box and the heading and says
 * «در حال جستجو…» (the static page cannot know `?q=`); the answer's area keeps the footer out of
 * the first screen meanwhile, so nothing moves when the results arrive. A price word («دلار»,
 * "gold") answers first with that instrument's closing price (src/lib/market/priceQuery.ts).
 */
import {useEffect, useState} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';
import PageSchema from '@site/src/components/PageSchema';
import Heading from '@theme/Heading';
import useSiteLocale from '@site/src/hooks/useSiteLocale';
import {
  formatInteger,
  formatNumber,
  formatShortDate,
} from '@site/src/lib/format';
import {selectPluralMessage} from '@site/src/lib/plural';
import {
  SEARCH_PAGE_SIZE,
  parseSearchPageParams,
  searchPageUrl,
  type SearchOrder,
} from '@site/src/lib/searchPage';
import {prepareQuery} from '@site/src/lib/searchText';
import {
  hitsOf,
  loadPagefind,
  searchAll,
  type SearchHit,
} from '@site/src/components/SearchBox/pagefind';
import SearchForm from '@site/src/components/SearchForm';
import Change, {unitLabel} from '@site/src/components/Market/Change';
import {quoteForQuery} from '@site/src/lib/market/priceQuery';
import type {QuoteView} from '@site/src/lib/market/view';
import usePriceStrip from '@site/src/components/Market/PriceStrip/usePriceStrip';
import PageNumbers from '@site/src/components/PageNumbers';
import {searchKindLabel, SearchExcerpt} from '@site/src/components/SearchHit';
import styles from './styles.module.css';

type Answer =
  | {status: 'idle'}
  | {status: 'loading'}
  | {status: 'error'}
  | {status: 'ready'; total: number; page: number; hits: SearchHit[]};

function useSearchResults(q: string, order: SearchOrder, page: number): Answer {
  const locale = useSiteLocale();
  const bundleUrl = useBaseUrl('/pagefind/pagefind.js');
  const query = prepareQuery(q);
  // The answer of the last finished search, with what it answered: idle and loading follow from
  // the request during render, so the effect only stores what the engine returned.
  const request = `${bundleUrl} ${order} ${page} ${query}`;
  const [finished, setFinished] = useState<{request: string; answer: Answer}>();
  useEffect(() => {
    if (!query) return undefined;
    let current = true;
    (async () => {
      const api = await loadPagefind(bundleUrl);
      const results = await searchAll(api, query, order);
      const last = Math.max(1, Math.ceil(results.length / SEARCH_PAGE_SIZE));
      const shown = Math.min(page, last);
      const hits = await hitsOf(
        results.slice((shown - 1) * SEARCH_PAGE_SIZE, shown * SEARCH_PAGE_SIZE),
        query,
        locale,
      );
      if (current) {
        setFinished({
          request,
          answer: {status: 'ready', total: results.length, page: shown, hits},
        });
      }
    })().catch(() => {
      if (current) setFinished({request, answer: {status: 'error'}});
    });
    return () => {
      current = false;
    };
  }, [request, query, order, page, bundleUrl, locale]);
  if (!query) return {status: 'idle'};
  return finished?.request === request ? finished.answer : {status: 'loading'};
}

function Result({hit}: {hit: SearchHit}) {
  const locale = useSiteLocale();
  const kicker = hit.kicker ?? searchKindLabel(hit.kind);
  return (
    <li className={styles.result} data-search-result>
      {kicker && <p className={styles.kicker}>{kicker}</p>}
      <Heading as="h2" className={styles.title}>
        <Link to={hit.url}>{hit.title}</Link>
      </Heading>
      {hit.date && (
        <time className={styles.date} dateTime={hit.date}>
          {formatShortDate(hit.date, locale)}
        </time>
      )}
      <SearchExcerpt excerpt={hit.excerpt} as="p" className={styles.excerpt} />
    </li>
  );
}

/** The closing price of the instrument a price word names, above the results. */
function PriceAnswer({quote}: {quote: QuoteView}) {
  return (
    <section
      className={styles.price}
      data-search-price={quote.key}
      aria-label={translate(
        {
          id: 'nerkhnama.searchPage.priceLabel',
          message: 'Closing price of {name}',
          description:
            'Accessible name of the price shown first on the search page for a price word',
        },
        {name: quote.name},
      )}>
      <Link to={quote.href} className={styles.priceName}>
        {quote.name}
      </Link>
      <span className={styles.priceValue}>
        <bdi>{quote.last}</bdi>{' '}
        <span className={styles.priceUnit}>{unitLabel(quote.unit)}</span>
      </span>
      <Change quote={quote} />
      <span className={styles.priceTime}>
        {translate({
          id: 'market.prices.updated',
          message: 'قیمت‌های پایانی؛ به‌روزرسانی:',
          description: 'Label before the time of the latest closing prices',
        })}{' '}
        <time dateTime={quote.timeIso}>{quote.timeText}</time>
      </span>
    </section>
  );
}

export default function SearchPage() {
  const locale = useSiteLocale();
  const history = useHistory();
  const {search, pathname} = useLocation();
  // The static page was rendered without a query: the first client render must match it (or React
  // throws the hydration away), so the query only counts once the app is running.
  const isBrowser = useIsBrowser();
  const {q, order, page} = parseSearchPageParams(isBrowser ? search : '');
  const base = useBaseUrl('/search');
  const answer = useSearchResults(q, order, page);
  const strip = usePriceStrip();
  const quote = strip ? quoteForQuery(q, strip.items) : undefined;
  const n = (count: number) => formatInteger(count, locale);

  const title = translate({
    id: 'nerkhnama.searchPage.title',
    message: 'Search',
    description: 'Title of the search page',
  });
  const description = translate({
    id: 'nerkhnama.searchPage.description',
    message: 'Search the news and pages of Nerkhnama',
    description: 'Meta description of the search page',
  });
  const headingFor = (query: string) =>
    translate(
      {
        id: 'nerkhnama.searchPage.headingFor',
        message: 'Search: “{query}”',
        description: 'Heading of the search page with the query',
      },
      {query},
    );
  const heading = q.trim() ? headingFor(q.trim()) : title;
  const loadingText = translate({
    id: 'search.loading',
    message: 'در حال جستجو…',
    description: 'Shown while the search engine loads or searches',
  });
  let status = '';
  if (answer.status === 'idle') {
    status = translate({
      id: 'search.hint',
      message: 'عنوان، برچسب یا تاریخ خبر را بنویسید؛ مثلاً «دلار» یا «۱۴۰۴».',
      description: 'Empty state of the search box, before anything is typed',
    });
  } else if (answer.status === 'loading') {
    status = loadingText;
  } else if (answer.status === 'error') {
    status = translate({
      id: 'search.unavailable',
      message:
        'جستجو الان در دسترس نیست؛ اتصال را بررسی کنید و دوباره امتحان کنید.',
      description: 'Shown when the search index cannot be loaded',
    });
  } else if (answer.total === 0) {
    status = translate({
      id: 'search.noResults',
      message: 'نتیجه‌ای پیدا نشد. واژهٔ دیگری را امتحان کنید.',
      description: 'Shown when a search finds nothing',
    });
  } else {
    const first = (answer.page - 1) * SEARCH_PAGE_SIZE + 1;
    status = selectPluralMessage(
      translate(
        {
          id: 'nerkhnama.searchPage.count',
          message: 'One result|{count} results, {first}–{last} shown',
          description:
            'How many results the search page found and which are shown (plural forms separated by |)',
        },
        {
          count: formatNumber(answer.total, locale),
          first: n(first),
          last: n(first + answer.hits.length - 1),
        },
      ),
      answer.total,
      locale,
    );
  }
  const totalPages =
    answer.status === 'ready'
      ? Math.max(1, Math.ceil(answer.total / SEARCH_PAGE_SIZE))
      : 1;
  const orders: Array<[SearchOrder, string]> = [
    [
      'date',
      translate({
        id: 'nerkhnama.searchPage.orderDate',
        message: 'Newest',
        description: 'Search page: sort the results newest first',
      }),
    ],
    [
      'relevance',
      translate({
        id: 'nerkhnama.searchPage.orderRelevance',
        message: 'Most relevant',
        description: 'Search page: sort the results by relevance',
      }),
    ],
  ];

  return (
    <Layout title={q.trim() ? heading : title} description={description}>
      <PageSchema
        title={title}
        description={description}
        permalink={pathname}
      />
      <Head>
        <meta name="robots" content="noindex, follow" />
        <script src={useBaseUrl('/js/boot-now.js')} defer />
      </Head>
      <main
        className={clsx('container', styles.page)}
        data-search-page
        data-query={q.trim() ? '' : undefined}>
        {/* Filled from `?q=` before the app boots (static/js/search-query.js): React keeps that text. */}
        <Heading
          as="h1"
          className={styles.heading}
          data-heading-template={headingFor('{query}')}
          suppressHydrationWarning>
          {heading}
        </Heading>
        <SearchForm
          key={q}
          defaultValue={q}
          hidden={order === 'date' ? {} : {order}}
          onSearch={(value) => {
            if (prepareQuery(value)) {
              history.push(searchPageUrl(base, value, order));
            }
          }}
        />
        {/* Always there, hidden without a query: it keeps its place when the query arrives. */}
        <nav
          className={styles.orders}
          data-idle={q.trim() ? undefined : ''}
          aria-hidden={q.trim() ? undefined : true}
          aria-label={translate({
            id: 'nerkhnama.searchPage.orderLabel',
            message: 'Order of the results',
            description: 'Accessible name of the search page order switch',
          })}>
          {orders.map(([id, label]) => (
            <Link
              key={id}
              to={searchPageUrl(base, q, id)}
              className={styles.order}
              tabIndex={q.trim() ? undefined : -1}
              aria-current={id === order ? 'true' : undefined}
              data-order={id}>
              {label}
            </Link>
          ))}
        </nav>
        {/* Set to «در حال جستجو…» from `?q=` before the app boots (static/js/search-query.js). */}
        <p
          className={styles.status}
          role="status"
          data-search-status={answer.status}
          data-loading-text={loadingText}>
          {/* A new node for each state: a live region's text whose width changes (right-aligned, in Persian)
              counts as a layout shift when the node stays; one that is replaced does not. */}
          <span key={answer.status} suppressHydrationWarning>
            {status}
          </span>
        </p>
        <script src={useBaseUrl('/js/search-query.js')} />
        <div className={styles.answer}>
          {quote && <PriceAnswer quote={quote} />}
          {answer.status === 'ready' && answer.hits.length > 0 && (
            <ol
              className={styles.results}
              start={(answer.page - 1) * SEARCH_PAGE_SIZE + 1}>
              {answer.hits.map((hit) => (
                <Result key={hit.url} hit={hit} />
              ))}
            </ol>
          )}
        </div>
        {answer.status === 'ready' && totalPages > 1 && (
          <nav
            className={styles.pager}
            aria-label={translate({
              id: 'nerkhnama.searchPage.pagesLabel',
              message: 'Pages of results',
              description: 'Accessible name of the search page pagination',
            })}>
            <PageNumbers
              page={answer.page}
              totalPages={totalPages}
              hrefOf={(slot) => searchPageUrl(base, q, order, slot)}
            />
          </nav>
        )}
      </main>
    </Layout>
  );
}
