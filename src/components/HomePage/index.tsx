import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import NewsCard from '@site/src/components/NewsCard';
import {homeConfig} from '@site/src/config/home';
import StoreBadges from '@site/src/components/StoreBadges';
import NewsGrid from '@site/src/components/NewsGrid';
import Tag from '@theme/Tag';
import type {TopTag} from '@site/src/lib/newsCard';
import type {
  FrontPage,
  SectionBlock,
} from '@site/src/plugins/home-page/frontPage';
import useSiteLocale from '@site/src/hooks/useSiteLocale';
import PageSchema, {useSiteIdentity} from '@site/src/components/PageSchema';
import {PUBLISHER_LOGO, webSite} from '@site/src/lib/structuredData';
import styles from './styles.module.css';

interface Props {
  /** Lead, top stories, latest news and section blocks, from the home-page plugin. */
  readonly frontPage: FrontPage;
  /** The tags with the most articles, from the home-page plugin. */
  readonly topTags: TopTag[];
}

/** A home-page block's heading with its "more" link at the inline end. */
function BlockHeader({
  id,
  heading,
  to,
  more,
}: {
  id: string;
  heading: string;
  to: string;
  more: string;
}) {
  return (
    <div className={styles.sectionHeader}>
      <h2 id={id} className={styles.blockHeading}>
        {heading}
      </h2>
      <Link to={to} className={styles.more}>
        {more}
      </Link>
    </div>
  );
}

function SectionBlockView({block}: {block: SectionBlock}) {
  const locale = useSiteLocale();
  const id = `home-section-${block.id}`;
  return (
    <section
      className={styles.sectionBlock}
      aria-labelledby={id}
      data-home-section={block.id}>
      <div className={styles.sectionHeader}>
        <h3 id={id} className={styles.blockHeading}>
          <Link to={block.permalink}>{block.label}</Link>
        </h3>
        {/* The link's own text names the section (hidden words, not an aria-label): "More" alone is not a link text. */}
        <Link to={block.permalink} className={styles.more}>
          {homeConfig.sectionBlocks.moreLabel[locale]}
          <span className={styles.visuallyHidden}>
            {` ${homeConfig.sectionBlocks.moreFrom[locale]} ${block.label}`}
          </span>
        </Link>
      </div>
      <NewsGrid className={styles.narrowList} rows>
        {block.items.map((item) => (
          <NewsCard key={item.permalink} item={item} headingLevel={3} />
        ))}
      </NewsGrid>
    </section>
  );
}

/**
 * The home page: the lead story and the top stories first, then the latest news, the app's short
 * pitch with its store badges, a block per main section and the busiest tags. Rendered from
 * src/config/home.ts and the home-page plugin's data.
 */
export default function HomePage({frontPage, topTags}: Props) {
  const locale = useSiteLocale();
  const {siteConfig} = useDocusaurusContext();
  const {
    hero,
    prices,
    sections,
    topStories,
    latestNews: news,
    sectionBlocks,
    topTags: tagsConfig,
  } = homeConfig;
  const site = useSiteIdentity();
  const publisher = {
    name: site.name,
    url: site.origin,
    logoUrl: `${site.home}${PUBLISHER_LOGO.path}`,
  };
  return (
    <Layout description={hero.lead[locale]}>
      <PageSchema
        title={site.name}
        description={hero.lead[locale]}
        permalink={useBaseUrl('/')}
      />
      <Head>
        <script type="application/ld+json">
          {JSON.stringify(
            webSite({
              name: site.name,
              url: site.home,
              inLanguage: site.inLanguage,
              description: hero.lead[locale],
              publisher,
            }),
          )}
        </script>
      </Head>
      <main className={styles.home}>
        <Heading as="h1" className={styles.visuallyHidden}>
          {`${siteConfig.title}: ${siteConfig.tagline}`}
        </Heading>

        <section
          className={`container ${styles.front}`}
          aria-labelledby="home-top"
          data-home-front>
          {frontPage.lead && (
            <div className={styles.leadColumn}>
              <NewsGrid>
                <NewsCard
                  item={frontPage.lead}
                  headingLevel={2}
                  variant="lead"
                />
              </NewsGrid>
            </div>
          )}
          <div className={styles.topColumn}>
            <h2 id="home-top" className={styles.blockHeading}>
              {topStories.heading[locale]}
            </h2>
            <NewsGrid className={styles.narrowList} rows>
              {frontPage.top.map((item) => (
                <NewsCard key={item.permalink} item={item} headingLevel={3} />
              ))}
            </NewsGrid>
          </div>
        </section>

        <section
          className={clsx('container', styles.belowTheNews)}
          aria-labelledby="home-news"
          data-home-latest>
          <BlockHeader
            id="home-news"
            heading={news.heading[locale]}
            to="/news"
            more={news.moreLabel[locale]}
          />
          <NewsGrid>
            {frontPage.latest.map((item) => (
              <NewsCard key={item.permalink} item={item} />
            ))}
          </NewsGrid>
        </section>

        <section
          className={clsx(styles.pitch, styles.belowTheNews)}
          aria-labelledby="download"
          data-home-pitch>
          <div className="container">
            <Heading as="h2" id="download" className={styles.pitchTitle}>
              {hero.title[locale]}
            </Heading>
            <p className={styles.pitchLead}>{hero.lead[locale]}</p>
            <ul
              className={styles.priceList}
              aria-label={
                locale === 'fa'
                  ? 'قیمت‌هایی که نرخ‌نما نشان می‌دهد'
                  : 'Prices Nerkhnama shows'
              }>
              {prices.map((price) => (
                <li
                  key={price.id}
                  className={styles.price}
                  data-price={price.id}
                  title={price.detail[locale]}>
                  {price.label[locale]}
                </li>
              ))}
            </ul>
            <ul
              className={styles.appSections}
              aria-label={
                locale === 'fa' ? 'بخش‌های اپلیکیشن' : 'Inside the app'
              }>
              {sections.map((section) => (
                <li key={section.id} data-section={section.id}>
                  <strong>{section.title[locale]}</strong>:{' '}
                  {section.detail[locale]}
                </li>
              ))}
            </ul>
            <p className={styles.downloadHeading}>
              {hero.downloadHeading[locale]}
            </p>
            <StoreBadges />
          </div>
        </section>

        <section className="container" aria-labelledby="home-sections">
          <h2 id="home-sections" className={styles.blockHeading}>
            {sectionBlocks.heading[locale]}
          </h2>
          <div className={styles.sectionBlocks}>
            {frontPage.sections
              .filter((block) => block.items.length > 0)
              .map((block) => (
                <SectionBlockView key={block.id} block={block} />
              ))}
          </div>
        </section>

        <section
          className={clsx('container', styles.tags)}
          aria-labelledby="home-tags">
          <BlockHeader
            id="home-tags"
            heading={tagsConfig.heading[locale]}
            to="/news/tags"
            more={tagsConfig.moreLabel[locale]}
          />
          <ul className={styles.topTags}>
            {topTags.map((tag) => (
              <li key={tag.permalink}>
                <Tag
                  label={tag.label}
                  permalink={tag.permalink}
                  count={tag.count}
                  description={undefined}
                />
              </li>
            ))}
          </ul>
        </section>
      </main>
    </Layout>
  );
}
