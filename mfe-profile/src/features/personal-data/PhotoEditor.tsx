import { Button, ErrorText, SuccessText, type User } from '@academy/shared';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import panelSection from '../../components/panel-section.module.css';
import { NAMESPACE } from '../../locales';
import { ProfilePhoto } from '../../components/ProfilePhoto';
import { useDeletePhoto, useUpdatePhoto } from './personal-data-store';
import styles from './personal-data.module.css';

/** What the file picker offers; the API checks the bytes, whatever the name or type says. */
export const PHOTO_TYPES = 'image/jpeg,image/png,image/webp';

type Done = 'uploaded' | 'deleted' | null;

/**
 * Add photo: choose an image, see it, upload it with a progress bar. The confirmed photo goes
 * into the session user, so the card and the header change at once. A refused file shows the
 * API's own message. Delete photo removes it on the server; the default image comes back.
 */
export function PhotoEditor({ user }: { user: User }) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [done, setDone] = useState<Done>(null);
  const uploading = useUpdatePhoto((state) => state.pending);
  const uploadError = useUpdatePhoto((state) => state.error);
  const deleting = useDeletePhoto((state) => state.pending);
  const deleteError = useDeletePhoto((state) => state.error);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return undefined;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  useEffect(
    () => () => {
      useUpdatePhoto.getState().reset();
      useDeletePhoto.getState().reset();
    },
    [],
  );

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    // The same file chosen again after a refusal must fire change again.
    event.target.value = '';
    if (!chosen) return;
    useUpdatePhoto.getState().reset();
    useDeletePhoto.getState().reset();
    setDone(null);
    setProgress(null);
    setFile(chosen);
  };

  const upload = async () => {
    if (!file) return;
    setProgress(0);
    const ok = await useUpdatePhoto.getState().run(file, (fraction: number) => setProgress(fraction));
    setProgress(null);
    if (ok) {
      setFile(null);
      setDone('uploaded');
    }
  };

  const cancel = () => {
    setFile(null);
    useUpdatePhoto.getState().reset();
    requestAnimationFrame(() => inputRef.current?.focus());
  };

  const remove = async () => {
    useUpdatePhoto.getState().reset();
    setDone(null);
    if (await useDeletePhoto.getState().run()) setDone('deleted');
  };

  const percent = progress === null ? 0 : Math.round(progress * 100);

  return (
    <section className={panelSection.section} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={panelSection.sectionTitle}>
        {t('personal.photoTitle')}
      </h3>
      <div className={styles.photoRow}>
        {preview ? (
          <img className={styles.photo} src={preview} alt={t('personal.previewAlt')} />
        ) : (
          <ProfilePhoto user={user} className={styles.photo} />
        )}
        <div className={styles.photoControls}>
          {file ? (
            <div className={styles.buttons}>
              <Button
                onClick={() => void upload()}
                loading={uploading}
                loadingLabel={t('personal.uploading', { percent })}
              >
                {t('personal.uploadPhoto')}
              </Button>
              <Button variant="secondary" onClick={cancel} disabled={uploading}>
                {t('personal.cancel')}
              </Button>
            </div>
          ) : (
            <div className={styles.buttons}>
              <input
                ref={inputRef}
                id={`${id}-file`}
                className={styles.fileInput}
                type="file"
                accept={PHOTO_TYPES}
                aria-describedby={`${id}-hint`}
                disabled={deleting}
                onChange={choose}
              />
              <label htmlFor={`${id}-file`} className={styles.fileButton}>
                {user.photo ? t('personal.changePhoto') : t('personal.addPhoto')}
              </label>
              {user.photo ? (
                <Button
                  variant="secondary"
                  onClick={() => void remove()}
                  loading={deleting}
                  loadingLabel={t('personal.deletingPhoto')}
                >
                  {t('personal.deletePhoto')}
                </Button>
              ) : null}
            </div>
          )}
          <p id={`${id}-hint`} className={styles.hint}>
            {t('personal.photoHint')}
          </p>
          {progress !== null ? (
            <div className={styles.progress}>
              <progress
                max={100}
                value={percent}
                aria-label={t('personal.uploadProgress')}
                aria-valuetext={`${percent}%`}
              />
              <span aria-hidden="true">{percent}%</span>
            </div>
          ) : null}
          <ErrorText>{uploadError ?? deleteError}</ErrorText>
          {done === 'uploaded' ? <SuccessText>{t('personal.photoSaved')}</SuccessText> : null}
          {done === 'deleted' ? <SuccessText>{t('personal.photoDeleted')}</SuccessText> : null}
        </div>
      </div>
    </section>
  );
}
