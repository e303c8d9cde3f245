import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { API_DOCS_PATH, pathTo, type RouteName } from '../../lib/paths';
import styles from './Footer.module.css';

/** The footer links of SPEC §2, in its order: the static pages and the blog (then the API's reference). */
const LINKS: ReadonlyArray<{ route: RouteName; key: FooterKey }> = [
  { route: 'About', key: 'discovery.about' },
  { route: 'Terms', key: 'discovery.terms' },
  { route: 'Privacy', key: 'discovery.privacy' },
  { route: 'Help', key: 'discovery.help' },
  { route: 'Blog', key: 'discovery.blog' },
  { route: 'Advertise', key: 'discovery.advertise' },
];

type FooterKey =
  | 'discovery.about'
  | 'discovery.terms'
  | 'discovery.privacy'
  | 'discovery.help'
  | 'discovery.blog'
  | 'discovery.advertise';

/** Plain links only: the footer is on the landing page too, which must not grow by an API call. */
export function FooterLinks() {
  const { t } = useTranslation();
  return (
    <nav className={styles.links} aria-label={t('discovery.links')}>
      <ul>
        {LINKS.map((link) => (
          <li key={link.route}>
            <Link to={pathTo(link.route)}>{t(link.key)}</Link>
          </li>
        ))}
        <li>
          {/* The server's page, not a route of the app: a plain link that leaves it. */}
          <a href={API_DOCS_PATH}>{t('discovery.developers')}</a>
        </li>
      </ul>
    </nav>
  );
}
