import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';
import { pathTo } from '../../lib/paths';
import { LinkButton } from '../../ui/Button';
import styles from './Moderation.module.css';

/** What a member sees at /moderation: the same "not here" as for any unknown page. */
export function ModerationNotFound() {
  const { t } = useTranslation();
  return (
    <section className={styles.problem} aria-labelledby="mod-not-found">
      <h1 id="mod-not-found" className={styles.heading}>
        {t('moderation.notFoundTitle')}
      </h1>
      <p>{t('moderation.notFoundText')}</p>
      <LinkButton to={pathTo('Home')}>{t('moderation.backHome')}</LinkButton>
    </section>
  );
}

/** A 403 from a moderation call (the role changed meanwhile) reads as not found too. */
export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'MODERATORS_ONLY' || error.code === 'ADMINS_ONLY');
}
