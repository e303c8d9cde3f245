import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { StaticLayout } from '../../app/layouts/StaticLayout';
import { pathTo, type RouteName } from '../../lib/paths';
import { Button, LinkButton } from '../../ui/Button';
import styles from './PagesFrame.module.css';

type LinkKey =
  | 'nav.home'
  | 'discovery.about'
  | 'discovery.terms'
  | 'discovery.privacy'
  | 'discovery.help'
  | 'discovery.support'
  | 'discovery.advertise'
  | 'discovery.blog';

interface PageLink {
  route: RouteName;
  key: LinkKey;
}

/** The desktop side menu: every static page and the blog. */
const SIDE_MENU: readonly PageLink[] = [
  { route: 'About', key: 'discovery.about' },
  { route: 'Terms', key: 'discovery.terms' },
  { route: 'Privacy', key: 'discovery.privacy' },
  { route: 'Help', key: 'discovery.help' },
  { route: 'Support', key: 'discovery.support' },
  { route: 'Advertise', key: 'discovery.advertise' },
  { route: 'Blog', key: 'discovery.blog' },
];

/** SPEC §2: on phones, a breadcrumb with Home, About, Terms, Privacy and Blog. */
const BREADCRUMB: readonly PageLink[] = [
  { route: 'Landing', key: 'nav.home' },
  { route: 'About', key: 'discovery.about' },
  { route: 'Terms', key: 'discovery.terms' },
  { route: 'Privacy', key: 'discovery.privacy' },
  { route: 'Blog', key: 'discovery.blog' },
];

/**
 * The static pages' and the blog's frame: the side menu beside the text on wide screens, the
 * breadcrumb above it on narrow ones (CSS switches; only one is ever shown).
 */
export function PagesFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <StaticLayout>
      <nav className={styles.breadcrumb} aria-label={t('pages.breadcrumbLabel')}>
        <ol>
          {BREADCRUMB.map((link) => (
            <li key={link.route}>
              {/* `/` sends a member on to /home, so Home means the right start page for both. */}
              <NavLink to={pathTo(link.route)} end={link.route !== 'Blog'}>
                {t(link.key)}
              </NavLink>
            </li>
          ))}
        </ol>
      </nav>
      <div className={styles.columns}>
        <nav className={styles.side} aria-label={t('pages.menuLabel')}>
          <ul>
            {SIDE_MENU.map((link) => (
              <li key={link.route}>
                <NavLink to={pathTo(link.route)} end={link.route !== 'Blog'} className={styles.sideLink}>
                  {t(link.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.content}>{children}</div>
      </div>
    </StaticLayout>
  );
}

/** A page that could not be shown: missing, empty or not loaded. */
export function PageProblem({
  title,
  text,
  action,
}: {
  title: string;
  text: string;
  action: { label: string; to: string } | { label: string; onClick: () => void };
}) {
  return (
    <section className={styles.problem} aria-labelledby="page-problem-title">
      <h1 id="page-problem-title">{title}</h1>
      <p>{text}</p>
      {'to' in action ? (
        <LinkButton to={action.to}>{action.label}</LinkButton>
      ) : (
        <Button onClick={action.onClick}>{action.label}</Button>
      )}
    </section>
  );
}
