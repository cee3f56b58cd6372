import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import useNewsSections from '@site/src/hooks/useNewsSections';
import styles from './styles.module.css';

/** The main sections as one scrollable line under the navbar of list pages; the current one marked. */
export default function SectionStrip() {
  const sections = useNewsSections();
  const {pathname} = useLocation();
  const here = decodeURIComponent(pathname);
  return (
    <nav
      className={styles.strip}
      aria-label={translate({
        id: 'nerkhnama.sections.label',
        message: 'News sections',
        description:
          'Accessible name of the strip and menu of the main news sections',
      })}
      data-section-strip>
      <ul className={styles.list}>
        {sections.map((section) => {
          const current =
            here === section.permalink ||
            here.startsWith(`${section.permalink}/page/`);
          return (
            <li key={section.id}>
              <Link
                to={section.permalink}
                className={styles.link}
                aria-current={current ? 'page' : undefined}>
                {section.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
