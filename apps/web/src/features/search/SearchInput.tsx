import { type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../discovery/icons';
import styles from './Search.module.css';

export interface SearchInputProps {
  value: string;
  onChange: (text: string) => void;
  /** Enter: the full search. */
  onSubmit: () => void;
  /** The Clean link (SPEC §2): empties the input. */
  onClean: () => void;
  onClick?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
}

/** The search field of the search bar and the search page: labelled, with the Clean link. */
export function SearchInput({ value, onChange, onSubmit, onClean, onClick, inputRef, autoFocus }: SearchInputProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    // <form role="search"> rather than <search>: the element is unknown to browsers before 2023.
    // biome-ignore lint/a11y/useSemanticElements: the role gives the same landmark everywhere.
    <form
      role="search"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('search.label')}
      </label>
      <span className={styles.fieldIcon}>
        <SearchIcon size={18} />
      </span>
      <input
        ref={inputRef}
        id={id}
        type="search"
        className={styles.input}
        value={value}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        // biome-ignore lint/a11y/noAutofocus: only on /search without a term, where typing is the point.
        autoFocus={autoFocus}
        onClick={onClick}
        onChange={(event) => onChange(event.target.value)}
      />
      {value ? (
        <button type="button" className={styles.clean} onClick={onClean}>
          {t('search.clean')}
        </button>
      ) : null}
    </form>
  );
}
