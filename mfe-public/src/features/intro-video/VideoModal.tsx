import { Modal } from '@academy/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './watch-video.module.css';

/**
 * The certification video in a dialog: focus stays inside, Escape or the close button closes it, and
 * the video is paused as it closes (a detached video element can otherwise keep playing its sound).
 */
export function VideoModal({
  open,
  onClose,
  title,
  videoUrl,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  videoUrl: string;
}) {
  const { t } = useTranslation('common');
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const video = videoRef.current;
    return () => video?.pause();
  }, [open]);

  return (
    <Modal open={open} onClose={onClose} title={title} className={styles.videoDialog}>
      <video ref={videoRef} className={styles.video} src={videoUrl} controls autoPlay playsInline>
        {t('video.unsupported')}
      </video>
    </Modal>
  );
}
