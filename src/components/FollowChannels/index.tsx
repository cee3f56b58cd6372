import Translate from '@docusaurus/Translate';
import useSiteLocale from '@site/src/hooks/useSiteLocale';
import {brand} from '@site/src/config/brand';
// The share links' row (linkRow.module.css), so the two rows after an article look alike.
import styles from '@site/src/css/linkRow.module.css';

/**
 * «ما را دنبال کنید»: the newsroom's channels (Telegram, Bale, Eitaa, Instagram) as plain links,
 * named in the reader's language, from the brand config. In the footer and after each article.
 */
export default function FollowChannels({id}: {id: string}) {
  const locale = useSiteLocale();
  return (
    <section className={styles.row} aria-labelledby={id} data-follow>
      <h2 id={id} className={styles.heading}>
        <Translate
          id="nerkhnama.follow.heading"
          description="Heading of the links to the newsroom's channels (Telegram, Bale, Eitaa, Instagram)">
          Follow us
        </Translate>
      </h2>
      <ul className={styles.list}>
        {brand.channels.map((channel) => (
          <li key={channel.key}>
            <a
              className={styles.pillLink}
              href={channel.url}
              data-channel={channel.key}
              target="_blank"
              rel="noopener noreferrer">
              {channel.label[locale]}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
