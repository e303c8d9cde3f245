import { badgeLabel, badgeViews } from '@qurio/queries';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { numberFormat } from '../../ui/intl-cache';
import styles from './Profile.module.css';

export function Badges({ badges }: { badges: readonly string[] }) {
  const { t } = useTranslation();
  const views = badgeViews(badges);
  if (views.length === 0) return null;
  // "1K answers", "10K answers": the compact number in the reader's language.
  const compact = numberFormat(currentLanguage(), { notation: 'compact' });
  return (
    <ul className={styles.badges} aria-label={t('profile.badges')}>
      {views.map(({ badge, view }) => (
        <li key={badge} className={view.kind === 'answers' ? styles.badgeAnswers : styles.badgeYears}>
          {badgeLabel(view, t, (value) => compact.format(value))}
        </li>
      ))}
    </ul>
  );
}
