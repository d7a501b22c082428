import { Button, ErrorText, TextInput, type StaffLecture } from '@academy/shared';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../locales';
import { useSaveLecture } from './lecture-desk-store';
import styles from './lecture-desk.module.css';

type Field = 'title' | 'teacher_name';
const FIELDS: readonly Field[] = ['title', 'teacher_name'];

/** A lecture's title (required) and teacher; the API checks them again and its words win. */
export function LectureForm({ lecture, onDone }: { lecture: StaffLecture; onDone: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({
    title: lecture.title,
    teacher_name: lecture.teacher_name,
  });
  const [titleBlank, setTitleBlank] = useState(false);
  const { pending, error, fieldErrors } = useSaveLecture();

  // A form opened afresh shows no earlier save's outcome.
  useEffect(() => useSaveLecture.getState().reset(), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const blank = values.title.trim() === '';
    setTitleBlank(blank);
    if (blank) return;
    const saved = await useSaveLecture.getState().run(lecture.id, {
      title: values.title.trim(),
      teacher_name: values.teacher_name.trim(),
    });
    if (saved) onDone();
  };

  const messageOf = (field: Field): string | undefined =>
    field === 'title' && titleBlank ? t('lectures.titleRequired') : fieldErrors[field]?.join(' ');
  const serverFields = FIELDS.some((field) => fieldErrors[field]);

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-heading`}
    >
      <h5 id={`${id}-heading`} className={styles.formTitle}>
        {t('lectures.editTitle', { title: lecture.title })}
      </h5>
      {FIELDS.map((field) => {
        const message = messageOf(field);
        return (
          <div key={field} className={styles.field}>
            <label htmlFor={`${id}-${field}`}>{t(`lectures.fields.${field}`)}</label>
            <TextInput
              id={`${id}-${field}`}
              value={values[field]}
              maxLength={200}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? `${id}-${field}-error` : undefined}
              onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
            />
            <ErrorText id={`${id}-${field}-error`}>{message}</ErrorText>
          </div>
        );
      })}
      {!serverFields && <ErrorText>{error}</ErrorText>}
      <div className={styles.actions}>
        <Button type="submit" loading={pending}>
          {t('lectures.save')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('lectures.close')}
        </Button>
      </div>
    </form>
  );
}
