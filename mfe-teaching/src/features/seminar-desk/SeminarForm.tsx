import type { StaffSeminar } from '@academy/shared';
import { meetingLinkHref } from '@academy/rules';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeskField, DeskForm } from '../../components/desk-form/DeskForm';
import { NAMESPACE } from '../../locales';
import { useSaveSeminar } from './seminar-desk-store';

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
  if (!found.link && meetingLinkHref(values.link) === null) found.link = 'seminars.linkHttps';
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
  const [values, setValues] = useState(() => initialValues(seminar));
  const [checked, setChecked] = useState<Partial<Record<Field, string>>>({});
  const { pending, error, fieldErrors } = useSaveSeminar();

  // A form opened afresh shows no earlier save's outcome.
  useEffect(() => useSaveSeminar.getState().reset(), []);

  const submit = async () => {
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
    <DeskForm
      heading={seminar ? t('seminars.editTitle', { title: seminar.title }) : t('seminars.newTitle')}
      headingLevel={3}
      look="panel"
      error={serverFields ? null : error}
      pending={pending}
      saveLabel={t('seminars.save')}
      closeLabel={t('seminars.close')}
      onSubmit={submit}
      onClose={onDone}
    >
      {FIELDS.map((field) => (
        <DeskField
          key={field}
          label={t(`seminars.fields.${field}`)}
          message={messageOf(field)}
          type={INPUT_TYPES[field]}
          value={values[field]}
          maxLength={field === 'link' ? 2000 : field === 'date' || field === 'time' ? undefined : 200}
          placeholder={field === 'link' ? 'https://' : undefined}
          onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
        />
      ))}
    </DeskForm>
  );
}
