/**
 * `/prices/{instrument}`: the last close and its change, the history as a chart drawn at build
 * time and as a table (the chart's text alternative), and the latest news of the instrument's tag.
 */
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import {useLocation} from '@docusaurus/router';
import PageSchema from '@site/src/components/PageSchema';
import Heading from '@theme/Heading';
import NewsDate from '@site/src/components/NewsDate';
import type {InstrumentPageView} from '@site/src/lib/market/view';
import {instrumentDataset} from '@site/src/lib/market/structuredData';
import Change, {unitLabel, UnitNote} from './Change';
import AppCall from './AppCall';
import {groupTitle} from './groups';
import PriceChart from './PriceChart';
import TableScroll from './TableScroll';
import styles from './pages.module.css';

export default function InstrumentPage({view}: {view: InstrumentPageView}) {
  const {siteConfig, i18n} = useDocusaurusContext();
  const {quote} = view;
  const unit = unitLabel(quote.unit);
  const title = translate(
    {
      id: 'market.instrument.title',
      message: 'قیمت {name}',
      description: 'Title of an instrument page',
    },
    {name: quote.name},
  );
  const description = translate(
    {
      id: 'market.instrument.description',
      message:
        '{name}: {last} {unit} در پایان {date}. نمودار و جدول قیمت‌های پایانی از {from} تا {to} و آخرین خبرها.',
      description: 'Meta description of an instrument page',
    },
    {
      name: quote.name,
      last: quote.last,
      unit,
      date: view.toText,
      from: view.fromText,
      to: view.toText,
    },
  );
  const chartTitle = translate(
    {
      id: 'market.chart.title',
      message: 'نمودار قیمت پایانی {name} از {from} تا {to}',
      description: 'Title of the price chart',
    },
    {name: quote.name, from: view.fromText, to: view.toText},
  );
  const chartDescription = translate(
    {
      id: 'market.chart.description',
      message:
        'کمترین {low} و بیشترین {high} {unit}؛ همه ارقام در جدول زیر نمودار آمده است.',
      description: 'Description of the price chart',
    },
    {low: quote.low, high: quote.high, unit},
  );
  const dataset = instrumentDataset(view, {
    title,
    description,
    siteUrl: siteConfig.url,
    inLanguage:
      i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale,
  });
  const {pathname} = useLocation();
  const pricesCrumb = {
    name: translate({
      id: 'market.prices.title',
      message: 'قیمت طلا، سکه و ارز',
      description: 'Title of the prices page',
    }),
    permalink: pathname.replace(/\/[^/]+$/, ''),
  };
  return (
    <Layout title={title} description={description}>
      <PageSchema
        title={title}
        description={description}
        permalink={pathname}
        trail={[pricesCrumb]}
      />
      <Head>
        <script type="application/ld+json">{JSON.stringify(dataset)}</script>
      </Head>
      <main
        className={`container ${styles.page}`}
        data-pagefind-body=""
        data-instrument={quote.key}>
        <nav
          className={styles.breadcrumb}
          aria-label={translate({
            id: 'market.breadcrumb',
            message: 'مسیر صفحه',
            description:
              'Accessible name of the breadcrumb on an instrument page',
          })}>
          <Link to={quote.href.replace(/\/[^/]+$/, '')}>
            {translate({
              id: 'market.prices.title',
              message: 'قیمت طلا، سکه و ارز',
              description: 'Title of the prices page',
            })}
          </Link>
          <span aria-hidden="true"> / </span>
          <span>{groupTitle(view.group)}</span>
        </nav>
        <header className={styles.header}>
          <Heading as="h1">{title}</Heading>
          <p className={styles.lastLine}>
            <bdi className={styles.bigValue} data-last>
              {quote.last}
            </bdi>{' '}
            <span className={styles.unit}>{unit}</span> <Change quote={quote} />
          </p>
          <p className={styles.updated}>
            {translate({
              id: 'market.instrument.closeAt',
              message: 'قیمت پایانی',
              description:
                'Label before the time of the close on an instrument page',
            })}{' '}
            <time dateTime={quote.timeIso}>{quote.timeText}</time>
            {translate(
              {
                id: 'market.instrument.range',
                message: '؛ بیشترین {high} و کمترین {low} از {from}',
                description: 'High and low of the period on an instrument page',
              },
              {high: quote.high, low: quote.low, from: view.fromText},
            )}
          </p>
          <UnitNote sample={view.sample} />
        </header>
        <figure className={styles.figure}>
          <PriceChart
            chart={view.chart}
            title={chartTitle}
            description={chartDescription}
            id={`chart-${quote.key}`}
          />
        </figure>
        <section aria-labelledby="history" className={styles.group}>
          <Heading as="h2" id="history">
            {translate({
              id: 'market.history.title',
              message: 'قیمت‌های پایانی روزانه',
              description: 'Heading of the history table',
            })}
          </Heading>
          <TableScroll labelledBy="history">
            <table className={styles.table} data-history>
              <caption className={styles.caption}>{chartTitle}</caption>
              <thead>
                <tr>
                  <th scope="col">
                    {translate({
                      id: 'market.col.date',
                      message: 'روز',
                      description: 'History table column: day',
                    })}
                  </th>
                  <th scope="col">
                    {translate(
                      {
                        id: 'market.col.close',
                        message: 'قیمت پایانی ({unit})',
                        description:
                          'History table column: close, with its unit',
                      },
                      {unit},
                    )}
                  </th>
                  <th scope="col">
                    {translate({
                      id: 'market.col.change',
                      message: 'تغییر',
                      description: 'Prices table column: change and percentage',
                    })}
                  </th>
                </tr>
              </thead>
              <tbody>
                {view.history.map((row) => (
                  <tr key={row.date} data-date={row.date}>
                    <th scope="row">
                      <time dateTime={row.date}>{row.dateText}</time>
                    </th>
                    <td className={styles.number} data-value={row.value}>
                      <bdi>{row.close}</bdi>
                    </td>
                    <td className={styles.number}>
                      {row.change ? <Change quote={row} /> : '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </section>
        <section aria-labelledby="instrument-news" className={styles.group}>
          <Heading as="h2" id="instrument-news">
            {translate(
              {
                id: 'market.news.title',
                message: 'آخرین خبرهای {tag}',
                description: 'Heading of the latest news on an instrument page',
              },
              {tag: view.tag.label},
            )}
          </Heading>
          {view.news.length > 0 ? (
            <ul className={styles.news}>
              {view.news.map((item) => (
                <li key={item.permalink}>
                  <Link to={item.permalink}>{item.title}</Link>{' '}
                  <NewsDate date={item.date} className={styles.newsDate} />
                </li>
              ))}
            </ul>
          ) : (
            <p>
              {translate({
                id: 'market.news.none',
                message: 'هنوز خبری با این برچسب منتشر نشده است.',
                description: 'Shown when an instrument has no news',
              })}
            </p>
          )}
          <Link to={view.tag.permalink}>
            {translate(
              {
                id: 'market.news.more',
                message: 'همه خبرهای {tag}',
                description: 'Link to the tag page from an instrument page',
              },
              {tag: view.tag.label},
            )}
          </Link>
        </section>
        <AppCall />
      </main>
    </Layout>
  );
}
