import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useNewsSections from '@site/src/hooks/useNewsSections';
import styles from './styles.module.css';

/**
 * The main news sections in the phone menu, under their own small heading. On a desktop the
 * navbar has no room for seven more links: list pages show them as the section strip instead.
 * `onClick` is the phone menu's own (it closes the menu when a link is followed).
 */
export default function NewsSectionsNavbarItem({
  mobile = false,
  onClick,
}: {
  mobile?: boolean;
  onClick?: () => void;
}) {
  const sections = useNewsSections();
  if (!mobile) return null;
  const label = translate({
    id: 'nerkhnama.sections.label',
    message: 'News sections',
    description:
      'Accessible name of the strip and menu of the main news sections',
  });
  return (
    <li className="menu__list-item" data-menu-sections>
      <p className={styles.heading} aria-hidden="true">
        {label}
      </p>
      <ul className="menu__list" aria-label={label}>
        {sections.map((section) => (
          <li key={section.id} className="menu__list-item">
            <Link
              to={section.permalink}
              className="menu__link"
              onClick={onClick}>
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
