import { ANONYMOUS_CIRCLES, ASK_CIRCLES } from '@qurio/contract/asking';
import type { AskingRule } from '@qurio/queries';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../ui/PageLoader';
import styles from './AskingRules.module.css';
import { useSetAskingRule } from './mutations';
import shared from './Settings.module.css';
import { accountSettingsQuery } from './setting-queries';

/**
 * /settings/account, first card (issue 33): who may ask (everyone, members, people I follow,
 * mutual follows) and who may ask anonymously (the same circles, or nobody). Saved as each choice
 * is made, like the switches below; a small anonymous circle is explained, since askers are told.
 */
export function AskingRules() {
  const { t } = useTranslation();
  const query = useQuery(accountSettingsQuery());
  const setRule = useSetAskingRule();
  if (query.isPending) return <PageLoader compact />;
  if (query.isError) return null; // the switches below show the load error and its retry
  const { ask_from, anonymous_from } = query.data.settings;
  const choose = (rule: AskingRule) =>
    setRule.mutate({
      rule,
      previous:
        rule.key === 'ask_from'
          ? { key: 'ask_from', value: ask_from }
          : { key: 'anonymous_from', value: anonymous_from },
    });
  const small = anonymous_from === 'following' || anonymous_from === 'mutuals';
  return (
    <section className={shared.card} aria-labelledby="asking-rules-title" data-testid="asking-rules">
      <h2 id="asking-rules-title" className={shared.cardTitle}>
        {t('settings.asking.title')}
      </h2>
      <p className={shared.lead}>{t('settings.asking.lead')}</p>
      <div className={styles.groups}>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('settings.asking.askFrom')}</legend>
          {ASK_CIRCLES.map((circle) => (
            <label key={circle} className={styles.option}>
              <input
                type="radio"
                name="ask_from"
                value={circle}
                checked={ask_from === circle}
                onChange={() => choose({ key: 'ask_from', value: circle })}
              />
              <span>{t(`settings.asking.circles.${circle}`)}</span>
            </label>
          ))}
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('settings.asking.anonymousFrom')}</legend>
          {ANONYMOUS_CIRCLES.map((circle) => (
            <label key={circle} className={styles.option}>
              <input
                type="radio"
                name="anonymous_from"
                value={circle}
                checked={anonymous_from === circle}
                onChange={() => choose({ key: 'anonymous_from', value: circle })}
              />
              <span>{t(`settings.asking.anonymousCircles.${circle}`)}</span>
            </label>
          ))}
        </fieldset>
      </div>
      <p className={styles.hint}>{small ? t('settings.asking.smallCircle') : t('settings.asking.guestsNote')}</p>
    </section>
  );
}
