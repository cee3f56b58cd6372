import {useEffect, useRef, useState, type MouseEvent} from 'react';
import Translate from '@docusaurus/Translate';
import useSiteLocale from '@site/src/hooks/useSiteLocale';
import {COPIED_ATTRIBUTE, COPY_ATTRIBUTE} from '@site/src/lib/earlyMarks';
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
  const [copied, setCopied] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (link.current?.hasAttribute(COPIED_ATTRIBUTE)) setCopied(true);
  }, []);
  const copy = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!navigator.clipboard) return;
    event.preventDefault();
    navigator.clipboard.writeText(url).then(
      () => setCopied(true),
      () => window.location.assign(url),
    );
  };
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
      <a
        ref={link}
        className={styles.copy}
        href={url}
        onClick={copy}
        aria-live="polite"
        {...{
          [COPY_ATTRIBUTE]: 'href',
          [COPIED_ATTRIBUTE]: copied ? '' : undefined,
        }}>
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
