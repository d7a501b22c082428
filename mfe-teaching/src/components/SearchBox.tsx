import { Button, TextInput } from '@academy/shared';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../locales';
import styles from './search-box.module.css';

interface SearchBoxProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The search to run: the text as typed, trimmed. */
  onSearch: (text: string) => void;
}

/** A list's search: a labelled box and its button, sent with Enter too. */
export function SearchBox({ label, value, onChange, onSearch }: SearchBoxProps) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <label htmlFor={`${id}-search`}>{label}</label>
      <div className={styles.row}>
        <TextInput
          id={`${id}-search`}
          type="search"
          maxLength={200}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          {t('questions.find')}
        </Button>
      </div>
    </form>
  );
}

/** A labelled choice among a list's filters or sorts. */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <label className={styles.filter}>
      <span>{label}</span>
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
