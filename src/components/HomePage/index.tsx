import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import NewsCard from '@site/src/components/NewsCard';
import {homeConfig, type StoreBadge} from '@site/src/config/home';
import NewsGrid from '@site/src/components/NewsGrid';
import Tag from '@theme/Tag';
import type {NewsCard as NewsCardData, TopTag} from '@site/src/plugins/home-page/latestNews';
import useSiteLocale from '@site/src/hooks/useSiteLocale';
import PageSchema, {useSiteIdentity} from '@site/src/components/PageSchema';
import {PUBLISHER_LOGO, webSite} from '@site/src/lib/structuredData';
import styles from './styles.module.css';

interface Props {
  /** The few latest articles, from the home-page plugin. */
  readonly latestNews: NewsCardData[];
  /** The tags with the most articles, from the home-page plugin. */
  readonly topTags: TopTag[];
}

function StoreLink({store}: {store: StoreBadge}) {
  const locale = useSiteLocale();
  return (
    <a className={styles.store} href={store.href} rel="noopener" target="_blank">
      <img src={useBaseUrl(store.image, {forcePrependBaseUrl: false})} alt={store.label[locale]} width={162} height={48} />
    </a>
  );
}

/** The home page, rendered entirely from src/config/home.ts and the latest news. */
export default function HomePage({latestNews, topTags}: Props) {
  const locale = useSiteLocale();
  const {hero, stores, prices, sections, latestNews: news, topTags: tagsConfig} = homeConfig;
  const site = useSiteIdentity();
  const publisher = {name: site.name, url: site.origin, logoUrl: `${site.home}${PUBLISHER_LOGO.path}`};
  return (
    <Layout description={hero.lead[locale]}>
      <PageSchema title={site.name} description={hero.lead[locale]} permalink={useBaseUrl('/')} />
      <Head>
        <script type="application/ld+json">
          {JSON.stringify(webSite({name: site.name, url: site.home, inLanguage: site.inLanguage, description: hero.lead[locale], publisher}))}
        </script>
      </Head>
      <main className={styles.home}>
        <section className={styles.hero} aria-labelledby="home-title">
          <div className="container">
            <Heading as="h1" id="home-title" className={styles.heroTitle}>
              {hero.title[locale]}
            </Heading>
            <p className={styles.heroLead}>{hero.lead[locale]}</p>
            <ul className={styles.priceList} aria-label={locale === 'fa' ? 'قیمت‌هایی که نرخ‌نما نشان می‌دهد' : 'Prices Nerkhnama shows'}>
              {prices.map((price) => (
                <li key={price.id} className={styles.price} data-price={price.id}>
                  <strong>{price.label[locale]}</strong>
                  <span>{price.detail[locale]}</span>
                </li>
              ))}
            </ul>
            <div id="download" className={styles.download}>
              <Heading as="h2" className={styles.downloadHeading}>
                {hero.downloadHeading[locale]}
              </Heading>
              <div className={styles.stores}>
                {stores.map((store) => (
                  <StoreLink key={store.id} store={store} />
                ))}
              </div>
            </div>
          </div>
        </section>

        <section className="container" aria-labelledby="home-news">
          <div className={styles.sectionHeader}>
            <Heading as="h2" id="home-news">
              {news.heading[locale]}
            </Heading>
            <Link to="/news">{news.moreLabel[locale]}</Link>
          </div>
          <NewsGrid>
            {latestNews.map((item) => (
              <NewsCard key={item.permalink} item={item} />
            ))}
          </NewsGrid>
        </section>

        <section className="container" aria-labelledby="home-tags">
          <div className={styles.sectionHeader}>
            <Heading as="h2" id="home-tags">
              {tagsConfig.heading[locale]}
            </Heading>
            <Link to="/news/tags">{tagsConfig.moreLabel[locale]}</Link>
          </div>
          <ul className={styles.topTags}>
            {topTags.map((tag) => (
              <li key={tag.permalink}>
                <Tag label={tag.label} permalink={tag.permalink} count={tag.count} description={undefined} />
              </li>
            ))}
          </ul>
        </section>

        <section className="container" aria-labelledby="home-sections">
          <Heading as="h2" id="home-sections">
            {locale === 'fa' ? 'بخش‌های اپلیکیشن' : 'Inside the app'}
          </Heading>
          <ul className={styles.sections}>
            {sections.map((section) => (
              <li key={section.id} className={styles.section} data-section={section.id}>
                <Heading as="h3">{section.title[locale]}</Heading>
                <p>{section.detail[locale]}</p>
              </li>
            ))}
          </ul>
        </section>
      </main>
    </Layout>
  );
}
