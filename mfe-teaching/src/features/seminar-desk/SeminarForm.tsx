import { Button, ErrorText, TextInput, type StaffSeminar } from '@academy/shared';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../locales';
import { isHttpsLink } from './meeting-link';
import { useSaveSeminar } from './seminar-desk-store';
import styles from './seminar-desk.module.css';

type Field = 'title' | 'date' | 'time' | 'teacher_name' | 'link';
const FIELDS: readonly Field[] = ['title', 'date', 'time', 'teacher_name', 'link'];
const INPUT_TYPES: Record<Field, string> = {
  title: 'text',
  date: 'date',
  time: 'time',
  teacher_name: 'text',
  link: 'url',
};

function initialValues(seminar: StaffSeminar | null): Record<Field, string> {
  return {
    title: seminar?.title ?? '',
    date: seminar?.date ?? '',
    // The API answers HH:MM:SS; the time box shows HH:MM.
    time: seminar?.time.slice(0, 5) ?? '',
    teacher_name: seminar?.teacher_name ?? '',
    link: seminar?.link ?? '',
  };
}

/** The browser's own check of each field; the API checks them again and its words win. */
function problems(values: Record<Field, string>): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  for (const field of FIELDS) if (values[field].trim() === '') found[field] = 'seminars.required';
  if (!found.link && !isHttpsLink(values.link)) found.link = 'seminars.linkHttps';
  return found;
}

interface SeminarFormProps {
  course: number;
  /** null: a new seminar. */
  seminar: StaffSeminar | null;
  onDone: () => void;
}

/** Creating or editing a seminar: title, date, time, teacher and an https meeting link. */
export function SeminarForm({ course, seminar, onDone }: SeminarFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const [values, setValues] = useState(() => initialValues(seminar));
  const [checked, setChecked] = useState<Partial<Record<Field, string>>>({});
  const { pending, error, fieldErrors } = useSaveSeminar();

  // A form opened afresh shows no earlier save's outcome.
  useEffect(() => useSaveSeminar.getState().reset(), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = problems(values);
    setChecked(found);
    if (Object.keys(found).length > 0) return;
    const saved = await useSaveSeminar.getState().run(seminar?.id ?? null, {
      course,
      title: values.title.trim(),
      date: values.date,
      time: values.time,
      teacher_name: values.teacher_name.trim(),
      link: values.link.trim(),
    });
    if (saved) onDone();
  };

  const messageOf = (field: Field): string | undefined => {
    const key = checked[field];
    if (key) return t(key);
    return fieldErrors[field]?.join(' ');
  };
  const serverFields = FIELDS.some((field) => fieldErrors[field]);

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-heading`}
    >
      <h3 id={`${id}-heading`} className={styles.formTitle}>
        {seminar ? t('seminars.editTitle', { title: seminar.title }) : t('seminars.newTitle')}
      </h3>
      {FIELDS.map((field) => {
        const message = messageOf(field);
        return (
          <div key={field} className={styles.field}>
            <label htmlFor={`${id}-${field}`}>{t(`seminars.fields.${field}`)}</label>
            <TextInput
              id={`${id}-${field}`}
              type={INPUT_TYPES[field]}
              value={values[field]}
              maxLength={field === 'link' ? 2000 : field === 'date' || field === 'time' ? undefined : 200}
              placeholder={field === 'link' ? 'https://' : undefined}
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
          {t('seminars.save')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('seminars.close')}
        </Button>
      </div>
    </form>
  );
}
