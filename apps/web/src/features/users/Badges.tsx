import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { numberFormat } from '../../ui/intl-cache';
import styles from './Profile.module.css';

export type BadgeView = { kind: 'answers'; answers: number } | { kind: 'years'; years: number };

/** SPEC §1: strings with '-answer' are answer badges ('1k-answer'); the others are year badges ('3-year-user'). */
export function parseBadge(badge: string): BadgeView | null {
  const answers = /^(\d+)k-answer$/.exec(badge);
  if (answers?.[1]) return { kind: 'answers', answers: Number(answers[1]) * 1000 };
  const years = /^(\d+)-year-user$/.exec(badge);
  if (years?.[1]) return { kind: 'years', years: Number(years[1]) };
  return null;
}

export function Badges({ badges }: { badges: readonly string[] }) {
  const { t } = useTranslation();
  const views = badges.map((badge) => [badge, parseBadge(badge)] as const);
  if (views.every(([, view]) => view === null)) return null;
  // "1K answers", "10K answers": the compact number in the reader's language.
  const compact = numberFormat(currentLanguage(), { notation: 'compact' });
  return (
    <ul className={styles.badges} aria-label={t('profile.badges')}>
      {views.map(([badge, view]) =>
        view === null ? null : (
          <li key={badge} className={view.kind === 'answers' ? styles.badgeAnswers : styles.badgeYears}>
            {view.kind === 'answers'
              ? t('profile.badgeAnswers', { count: view.answers, amount: compact.format(view.answers) })
              : t('profile.badgeYears', { count: view.years })}
          </li>
        ),
      )}
    </ul>
  );
}
