import type { StaffLecture } from '@academy/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeskField, DeskForm } from '../../components/desk-form/DeskForm';
import { NAMESPACE } from '../../locales';
import { useSaveLecture } from './lecture-desk-store';

type Field = 'title' | 'teacher_name';
const FIELDS: readonly Field[] = ['title', 'teacher_name'];

/** A lecture's title (required) and teacher; the API checks them again and its words win. */
export function LectureForm({ lecture, onDone }: { lecture: StaffLecture; onDone: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const [values, setValues] = useState<Record<Field, string>>({
    title: lecture.title,
    teacher_name: lecture.teacher_name,
  });
  const [titleBlank, setTitleBlank] = useState(false);
  const { pending, error, fieldErrors } = useSaveLecture();

  // A form opened afresh shows no earlier save's outcome.
  useEffect(() => useSaveLecture.getState().reset(), []);

  const submit = async () => {
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
    <DeskForm
      heading={t('lectures.editTitle', { title: lecture.title })}
      headingLevel={5}
      look="inline"
      error={serverFields ? null : error}
      pending={pending}
      saveLabel={t('lectures.save')}
      closeLabel={t('lectures.close')}
      onSubmit={submit}
      onClose={onDone}
    >
      {FIELDS.map((field) => (
        <DeskField
          key={field}
          label={t(`lectures.fields.${field}`)}
          message={messageOf(field)}
          value={values[field]}
          maxLength={200}
          onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
        />
      ))}
    </DeskForm>
  );
}
