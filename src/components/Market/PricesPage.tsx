/**
 * `/prices`: every instrument by group with its last close, change since the day before, the
 * period's high and low and the time of the close; a call to the app for live prices.
 */
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import {useLocation} from '@docusaurus/router';
import PageSchema from '@site/src/components/PageSchema';
import Heading from '@theme/Heading';
import type {PricesPageView} from '@site/src/lib/market/view';
import {pricesDataset} from '@site/src/lib/market/structuredData';
import Change, {unitLabel, UnitNote} from './Change';
import AppCall from './AppCall';
import {groupTitle} from './groups';
import TableScroll from './TableScroll';
import styles from './pages.module.css';

export default function PricesPage({view}: {view: PricesPageView}) {
  const {siteConfig, i18n} = useDocusaurusContext();
  const title = translate({
    id: 'market.prices.title',
    message: 'قیمت طلا، سکه و ارز',
    description: 'Title of the prices page',
  });
  const description = translate(
    {
      id: 'market.prices.description',
      message:
        'قیمت پایانی دلار، یورو، سکه امامی، طلای ۱۸ عیار، انس جهانی و رمزارزها در {date}، با تغییر روزانه و بیشترین و کمترین قیمت دوره.',
      description: 'Meta description of the prices page',
    },
    {date: view.toText},
  );
  const period = translate(
    {
      id: 'market.prices.period',
      message: 'از {from} تا {to}',
      description: 'The period of the high and low',
    },
    {from: view.fromText, to: view.toText},
  );
  const dataset = pricesDataset(view, {
    title,
    description,
    siteUrl: siteConfig.url,
    inLanguage:
      i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale,
  });
  const {pathname} = useLocation();
  // Column headings, and on a phone (where each row wraps and the heading row is hidden) the labels of the two figures.
  const highLabel = translate({
    id: 'market.col.high',
    message: 'بیشترین',
    description: 'Prices table column: period high',
  });
  const lowLabel = translate({
    id: 'market.col.low',
    message: 'کمترین',
    description: 'Prices table column: period low',
  });
  return (
    <Layout title={title} description={description}>
      <PageSchema
        title={title}
        description={description}
        permalink={pathname}
        trail={[]}
      />
      <Head>
        <script type="application/ld+json">{JSON.stringify(dataset)}</script>
      </Head>
      <main className={`container ${styles.page}`} data-pagefind-body="">
        <header className={styles.header}>
          <Heading as="h1">{title}</Heading>
          <p className={styles.updated}>
            {translate({
              id: 'market.prices.updated',
              message: 'قیمت‌های پایانی؛ به‌روزرسانی:',
              description: 'Label before the time of the latest closing prices',
            })}{' '}
            <time dateTime={view.timeIso}>{view.timeText}</time>
          </p>
          <UnitNote sample={view.sample} />
        </header>
        {view.groups.map(({group, items}) => (
          <section
            key={group}
            aria-labelledby={`group-${group}`}
            className={styles.group}
            data-group={group}>
            <Heading as="h2" id={`group-${group}`}>
              {groupTitle(group)}
            </Heading>
            <TableScroll labelledBy={`group-${group}`}>
              <table className={`${styles.table} ${styles.quotes}`}>
                <caption className={styles.caption}>
                  {translate(
                    {
                      id: 'market.prices.caption',
                      message:
                        '{group}، قیمت‌های پایانی؛ بیشترین و کمترین {period}',
                      description: 'Caption of a prices table',
                    },
                    {group: groupTitle(group), period},
                  )}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">
                      {translate({
                        id: 'market.col.name',
                        message: 'نام',
                        description: 'Prices table column: instrument',
                      })}
                    </th>
                    <th scope="col">
                      {translate({
                        id: 'market.col.last',
                        message: 'آخرین قیمت',
                        description: 'Prices table column: last close',
                      })}
                    </th>
                    <th scope="col">
                      {translate({
                        id: 'market.col.change',
                        message: 'تغییر',
                        description:
                          'Prices table column: change and percentage',
                      })}
                    </th>
                    <th scope="col">{highLabel}</th>
                    <th scope="col">{lowLabel}</th>
                    <th scope="col">
                      {translate({
                        id: 'market.col.time',
                        message: 'زمان',
                        description: 'Prices table column: time of the close',
                      })}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((quote) => (
                    <tr key={quote.key} data-instrument={quote.key}>
                      <th scope="row" className={styles.name}>
                        <Link to={quote.href}>{quote.name}</Link>
                      </th>
                      <td
                        className={`${styles.number} ${styles.last}`}
                        data-value={quote.value}>
                        <bdi>{quote.last}</bdi>{' '}
                        <span className={styles.unit}>
                          {unitLabel(quote.unit)}
                        </span>
                      </td>
                      <td className={`${styles.number} ${styles.changeCell}`}>
                        <Change quote={quote} />
                      </td>
                      <td
                        className={`${styles.number} ${styles.high}`}
                        data-label={highLabel}>
                        <bdi>{quote.high}</bdi>
                      </td>
                      <td
                        className={`${styles.number} ${styles.low}`}
                        data-label={lowLabel}>
                        <bdi>{quote.low}</bdi>
                      </td>
                      <td className={styles.time}>
                        <time dateTime={quote.timeIso}>{quote.timeText}</time>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          </section>
        ))}
        <AppCall />
      </main>
    </Layout>
  );
}
