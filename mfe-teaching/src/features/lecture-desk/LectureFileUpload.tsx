import {
  Button,
  ErrorText,
  SuccessText,
  useLanguage,
  VisuallyHidden,
  type StaffLecture,
  type UploadLimit,
} from '@academy/shared';
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../lib/file-size';
import { NAMESPACE } from '../../locales';
import { deleteLectureCaptions, type LectureFileKind } from './api/put-lecture-file';
import { showLecture } from './lecture-desk-store';
import { useLectureUpload, type UploadState } from './use-lecture-upload';
import styles from './lecture-desk.module.css';

interface LectureFileUploadProps {
  lecture: StaffLecture;
  kind: LectureFileKind;
  /** The API's limit and accepted types for this kind (the listing's `uploads`). */
  limit: UploadLimit;
}

/** What the lecture has now: "WebM video", "Reading list.pdf", English captions, or nothing yet. */
function currentFile(lecture: StaffLecture, kind: LectureFileKind): string | null {
  if (typeof kind === 'object') return lecture.captions.includes(kind.captions) ? 'WebVTT' : null;
  if (kind === 'video') return lecture.has_video ? lecture.video_type.toUpperCase() : null;
  return lecture.has_material ? lecture.material_name : null;
}

/** The kind's texts (`lectures.video.*`, `lectures.material.*`, `lectures.captions.*`) and what they name. */
function textsOf(kind: LectureFileKind, languageName: (language: string) => string) {
  return typeof kind === 'object'
    ? { key: 'captions', values: { language: languageName(kind.captions) } }
    : { key: kind, values: {} };
}

/**
 * Uploads or replaces one file of a lecture: the input offers only the accepted types; the upload
 * shows its progress and can be cancelled, after which the lecture keeps its old file.
 */
export function LectureFileUpload({ lecture, kind, limit }: LectureFileUploadProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const id = useId();
  const { state, upload, cancel, remove } = useLectureUpload(lecture.id, kind, limit, showLecture);
  const current = currentFile(lecture, kind);
  const size = formatFileSize(limit.max_bytes, language);
  const texts = textsOf(kind, (code) => t(`common:language.${code}`));
  const text = (name: string, values: Record<string, unknown> = {}) =>
    t(`lectures.${texts.key}.${name}`, { ...texts.values, ...values });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a cancel or a refusal.
    event.target.value = '';
    if (file) void upload(file);
  };

  return (
    <div className={styles.file}>
      <p className={styles.fileNow}>
        <strong>{text('label')}:</strong>{' '}
        {current === null ? text('none') : text('current', { name: current })}
      </p>
      {state.phase === 'uploading' ? (
        <div className={styles.progress}>
          <progress
            max={100}
            value={state.percent}
            aria-label={text('progress', { title: lecture.title })}
            aria-valuetext={`${state.percent}%`}
          />
          <span aria-hidden="true">{state.percent}%</span>
          <Button variant="secondary" onClick={cancel}>
            {t('lectures.cancelUpload')}
          </Button>
        </div>
      ) : (
        <div className={styles.choose}>
          <label htmlFor={`${id}-file`}>
            {text(current === null ? 'upload' : 'replace')}
            <VisuallyHidden> ({lecture.title})</VisuallyHidden>
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept={limit.accept}
            aria-describedby={`${id}-hint`}
            onChange={choose}
          />
          <p id={`${id}-hint`} className={styles.hint}>
            {t('lectures.allowed', { types: limit.types, size })}
          </p>
          {typeof kind === 'object' && current !== null ? (
            <Button
              variant="secondary"
              onClick={() => void remove(() => deleteLectureCaptions(lecture.id, kind.captions))}
            >
              {text('remove')}
              <VisuallyHidden> ({lecture.title})</VisuallyHidden>
            </Button>
          ) : null}
        </div>
      )}
      <UploadOutcome state={state} types={limit.types} size={size} />
    </div>
  );
}

function UploadOutcome({ state, types, size }: { state: UploadState; types: string; size: string }) {
  const { t } = useTranslation(NAMESPACE);
  switch (state.phase) {
    case 'done':
      return <SuccessText>{t('lectures.uploaded', { name: state.fileName })}</SuccessText>;
    case 'removed':
      return <SuccessText>{t('lectures.removed')}</SuccessText>;
    case 'cancelled':
      return (
        <p role="status" className={styles.cancelled}>
          {t('lectures.cancelled', { name: state.fileName })}
        </p>
      );
    case 'tooLarge':
      return <ErrorText>{t('lectures.tooLarge', { size, types })}</ErrorText>;
    case 'wrongType':
      return <ErrorText>{t('lectures.wrongType', { size, types })}</ErrorText>;
    case 'failed':
      return <ErrorText>{state.message}</ErrorText>;
    default:
      return null;
  }
}
