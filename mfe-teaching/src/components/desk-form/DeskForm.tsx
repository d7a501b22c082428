import { Button, ErrorText, TextInput, type TextInputProps } from '@academy/shared';
import { useId, type FormEvent, type ReactNode } from 'react';
import styles from './desk-form.module.css';

export interface DeskFormProps {
  heading: string;
  /** A lecture's form sits inside its lecture (h5); a seminar's stands under the desk's heading (h3). */
  headingLevel: 3 | 5;
  /** `panel`: framed on its own (a seminar's); `inline`: inside the item it edits (a lecture's). */
  look: 'panel' | 'inline';
  /** The save's error when no field carries the server's words (those show under their field). */
  error: string | null;
  pending: boolean;
  saveLabel: string;
  closeLabel: string;
  onSubmit: () => Promise<void>;
  onClose: () => void;
  /** The form's `DeskField`s. */
  children: ReactNode;
}

/** The edit form of the lecture and seminar desks: heading, fields, the save's error, Save and Close. */
export function DeskForm({
  heading,
  headingLevel,
  look,
  error,
  pending,
  saveLabel,
  closeLabel,
  onSubmit,
  onClose,
  children,
}: DeskFormProps) {
  const id = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h5';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void onSubmit();
  };
  return (
    <form
      className={look === 'panel' ? `${styles.form} ${styles.panel}` : styles.form}
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-heading`}
    >
      <Heading id={`${id}-heading`} className={styles.formTitle}>
        {heading}
      </Heading>
      {children}
      <ErrorText>{error}</ErrorText>
      <div className={styles.actions}>
        <Button type="submit" loading={pending}>
          {saveLabel}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {closeLabel}
        </Button>
      </div>
    </form>
  );
}

export interface DeskFieldProps extends Omit<TextInputProps, 'id'> {
  label: string;
  /** The field's error (the browser's check, else the API's words); none: undefined. */
  message: string | undefined;
}

/** One labelled box of a `DeskForm`, its error under it and tied to it (aria-describedby). */
export function DeskField({ label, message, ...input }: DeskFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <TextInput
        {...input}
        id={id}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
      />
      <ErrorText id={`${id}-error`}>{message}</ErrorText>
    </div>
  );
}
