import { mutedWordField } from '@qurio/contract';
import { type ErrorCode, isErrorCode } from '@qurio/contract/errors';
import { LIMITS } from '@qurio/contract/limits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showCallError } from '../../api/show-error';
import { pathTo } from '../../lib/paths';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import type { FieldErrors } from '../../ui/form/form-errors';
import { useFieldForm } from '../../ui/form/useFieldForm';
import { PageLoader } from '../../ui/PageLoader';
import { showSnack } from '../../ui/snack-store';
import { TextField } from '../../ui/TextField';
import { useMutedWordMutation } from './mutations';
import styles from './SafetySettings.module.css';
import shared from './Settings.module.css';
import { useMutedWordsQuery } from './setting-queries';

type Field = 'word';
const FIELDS = ['word'] as const;
const EMPTY: Record<Field, string> = { word: '' };
const FIELD_OF_CODE: Partial<Record<ErrorCode, Field>> = {
  WORD_REQUIRED: 'word',
  WORD_INVALID: 'word',
  MUTED_WORDS_FULL: 'word',
};

/** The contract's rule for a muted word: letters or digits, at most LIMITS.mutedWordMax characters. */
function wordProblem(word: string): ErrorCode | undefined {
  const parsed = mutedWordField.safeParse(word);
  if (parsed.success) return undefined;
  const message = parsed.error.issues[0]?.message;
  return isErrorCode(message) ? message : 'WORD_INVALID';
}

/**
 * /settings/muted-words (issue 16): a question containing one of these words or phrases (case
 * and accents aside, whole words) is held back from the inbox; up to LIMITS.mutedWordsMax of them.
 */
export default function MutedWordsSettings() {
  const { t } = useTranslation();
  const words = useMutedWordsQuery();
  const mutation = useMutedWordMutation();
  const [removing, setRemoving] = useState<string | null>(null);
  const count = words.data?.length ?? 0;
  const full = count >= LIMITS.mutedWordsMax;
  const form = useFieldForm({
    fields: FIELDS,
    initial: EMPTY,
    validate: ({ word }) => {
      const errors: FieldErrors<Field> = {};
      const problem = wordProblem(word);
      if (problem) errors.word = problem;
      return errors;
    },
    fieldOfCode: FIELD_OF_CODE,
  });
  const errors = form.errors(full ? { word: 'MUTED_WORDS_FULL' } : {});

  const submit = form.onSubmit(
    async ({ word }) => {
      const typed = word.trim();
      await mutation.mutateAsync({ word: typed, mute: true });
      form.reset();
      showSnack(t('safety.muted.added', { word: typed }));
    },
    { extra: full ? { word: 'MUTED_WORDS_FULL' } : {} },
  );

  const remove = async (word: string) => {
    setRemoving(word);
    try {
      await mutation.mutateAsync({ word, mute: false });
      showSnack(t('safety.muted.removed', { word }));
    } catch (error) {
      showCallError(error);
    }
    setRemoving(null);
  };

  return (
    <div className={shared.stack}>
      <section className={shared.card} aria-labelledby="muted-add-title">
        <h2 id="muted-add-title" className={shared.cardTitle}>
          {t('safety.muted.addTitle')}
        </h2>
        <p className={shared.lead}>{t('safety.muted.lead')}</p>
        <form className={styles.addForm} noValidate onSubmit={(event) => void submit(event)}>
          <TextField
            ref={form.refs.word}
            label={t('safety.muted.label')}
            name="word"
            autoComplete="off"
            spellCheck={false}
            maxLength={LIMITS.mutedWordMax}
            hint={t('safety.muted.hint', { max: LIMITS.mutedWordMax })}
            value={form.values.word}
            error={form.message(errors.word)}
            onChange={(event) => form.change('word', event.target.value)}
            className={styles.addField}
          />
          <Button type="submit" loading={form.busy} disabled={full} className={styles.addButton}>
            {t('safety.muted.add')}
          </Button>
        </form>
        {form.formMessage ? (
          <p className={shared.formError} role="alert">
            {form.formMessage}
          </p>
        ) : null}
      </section>

      <section className={shared.card} aria-labelledby="muted-list-title">
        <div className={styles.listHeader}>
          <h2 id="muted-list-title" className={shared.cardTitle}>
            {t('safety.muted.listTitle')}
          </h2>
          <span className={styles.counter}>{t('safety.muted.count', { used: count, max: LIMITS.mutedWordsMax })}</span>
        </div>
        {words.data === undefined ? (
          words.isError ? (
            <div className={shared.formError} role="alert">
              {t('settings.loadError')}{' '}
              <Button size="sm" variant="secondary" onClick={() => void words.refetch()}>
                {t('settings.retry')}
              </Button>
            </div>
          ) : (
            <PageLoader compact />
          )
        ) : words.data.length === 0 ? (
          <EmptyState>{t('safety.muted.empty')}</EmptyState>
        ) : (
          <ul className={styles.words} aria-label={t('safety.muted.listTitle')}>
            {words.data.map((row) => (
              <li key={row.word} className={styles.word}>
                <span className={styles.wordText}>{row.word}</span>
                <Button
                  size="sm"
                  variant="ghost"
                  loading={removing === row.word}
                  aria-label={t('safety.muted.remove', { word: row.word })}
                  onClick={() => void remove(row.word)}
                >
                  {t('safety.muted.unmute')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <Link to={pathTo('QuestionsHeld')} className={styles.heldLink}>
          {t('safety.muted.heldLink')}
        </Link>
      </section>
    </div>
  );
}
