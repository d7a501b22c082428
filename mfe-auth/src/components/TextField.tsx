import { TextInput } from '@academy/shared';
import { useId, type InputHTMLAttributes } from 'react';
import styles from './auth-form.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  /** Messages shown under this input (server field errors). */
  errors?: readonly string[];
  /** Ids of messages elsewhere in the form that concern this input too (e.g. "fill in all fields"). */
  describedBy?: string | null;
  hint?: string;
  invalid?: boolean;
}

/** A labelled input with its own errors under it, tied to it with aria-describedby. */
export function TextField({ label, errors = [], describedBy, hint, invalid, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-errors`;
  const hintId = `${id}-hint`;
  const described = [hint ? hintId : null, errors.length > 0 ? errorId : null, describedBy ?? null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <TextInput
        {...input}
        id={id}
        aria-invalid={invalid || errors.length > 0 || undefined}
        aria-describedby={described || undefined}
      />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {errors.length > 0 && (
        <ul id={errorId} className={styles.fieldErrors}>
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
