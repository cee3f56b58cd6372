import Translate from '@docusaurus/Translate';
import useCopyLink from '@site/src/hooks/useCopyLink';
import useSiteLocale from '@site/src/hooks/useSiteLocale';
import {toPersianDigits} from '@site/src/lib/format';
import styles from './styles.module.css';

/**
 * «کد خبر: ۱۲۱۵۳۰», the number readers quote, and a link that copies the article's short link
 * (`/news/{id}`, answered with a redirect to the article: deploy/rules.ts). A link to the short
 * URL itself, so it is followed where there is no clipboard; before the app hydrates, the page's
 * bootstrap copies it (as the share links' copy link).
 */
export default function NewsCode({id, url}: {id: string; url: string}) {
  const locale = useSiteLocale();
  const copyLink = useCopyLink(url);
  return (
    <p className={styles.code} data-news-code={id}>
      <span>
        <Translate
          id="nerkhnama.article.code"
          description="The article's number, which readers quote to find it ({code})"
          values={{
            code: (
              <bdi className={styles.number}>
                {locale === 'fa' ? toPersianDigits(id) : id}
              </bdi>
            ),
          }}>
          {'Article code: {code}'}
        </Translate>
      </span>
      <a className={styles.copy} aria-live="polite" {...copyLink}>
        <span className={styles.idle}>
          <Translate
            id="nerkhnama.article.copyShortLink"
            description="Link that copies the article's short link (its address by number)">
            Copy short link
          </Translate>
        </span>
        <span className={styles.done}>
          <Translate
            id="nerkhnama.article.shortLinkCopied"
            description="Shown after the article's short link was copied">
            Short link copied
          </Translate>
        </span>
      </a>
    </p>
  );
}
