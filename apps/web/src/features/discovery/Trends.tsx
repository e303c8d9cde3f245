import type { Trend } from '@qurio/contract';
import { type MouseEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatch } from 'react-router';
import { PATHS, pathTo } from '../../lib/paths';
import { ChatIcon } from '../../ui/action-icons';
import { HashIcon, TrendIcon } from './icons';
import { useTrendsQuery } from './queries';
import styles from './Trends.module.css';

/**
 * Where a trend leads (SPEC §2): a hashtag to its search, a prompt to its page. Guests too, since
 * both are open to them (issue 34; SPEC §2 sent them to the login page while search was members').
 */
export function trendPath(trend: Trend): string {
  if (trend.type === 'hashtag') return pathTo('Search', { term: trend.text });
  return pathTo('Prompt', { question_id: trend.id });
}

/** The left sidebar's trends; Explore shows them in the page, so the sidebar hides them there. */
export function SidebarTrends() {
  const { t } = useTranslation();
  const onExplore = useMatch(PATHS.Explore) !== null;
  if (onExplore) return null;
  return (
    <aside aria-label={t('discovery.trends')}>
      <Trends variant="sidebar" />
    </aside>
  );
}

export function Trends({ variant }: { variant: 'sidebar' | 'page' }) {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useTrendsQuery();
  const list = query.data ?? [];
  // An empty list is no news: the page variant simply leaves the space to the feed.
  if (variant === 'page' && list.length === 0) return null;
  return (
    <section className={`${styles.card} ${styles[variant]}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        <TrendIcon size={18} />
        {t('discovery.trends')}
      </h2>
      {query.isPending ? (
        <ul className={styles.list} aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <li key={i} className={styles.placeholder} />
          ))}
        </ul>
      ) : list.length === 0 ? (
        <p className={styles.empty}>{t('discovery.trendsEmpty')}</p>
      ) : (
        <ul className={styles.list}>
          {list.map((trend) => (
            <li key={`${trend.type}-${trend.id}-${trend.text}`}>
              <TrendLink trend={trend} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function TrendLink({ trend }: { trend: Trend }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const to = trendPath(trend);
  // SPEC §2: no navigation when the trend's page is the one already shown.
  const stay = (event: MouseEvent) => {
    if (pathname === to) event.preventDefault();
  };
  return (
    <Link to={to} className={styles.trend} onClick={stay}>
      <span className={styles.icon}>{trend.type === 'hashtag' ? <HashIcon size={16} /> : <ChatIcon size={16} />}</span>
      <span className={styles.text}>
        <span className={styles.name}>{trend.text}</span>
        <span className={styles.counter}>{t('discovery.trendAnswers', { count: trend.counter })}</span>
      </span>
    </Link>
  );
}
