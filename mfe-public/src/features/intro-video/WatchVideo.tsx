import { useEffect, useState } from 'react';
import { useMainCourse } from '../../resources/main-course/main-course-store';
import { VideoModal } from './VideoModal';
import styles from './watch-video.module.css';

/**
 * "Watch the video" (the certification page's hero): the main video record's introductory video in a
 * dialog. The button waits, disabled, until the record has arrived with a video.
 */
export function WatchVideo({ label, title }: { label: string; title: string }) {
  const [open, setOpen] = useState(false);
  const videoUrl = useMainCourse((state) => state.data?.introductory_video ?? '');
  const loadMainCourse = useMainCourse((state) => state.load);

  useEffect(() => {
    void loadMainCourse();
  }, [loadMainCourse]);

  return (
    <>
      <button type="button" className={styles.watch} onClick={() => setOpen(true)} disabled={videoUrl === ''}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M8 5v14l11-7z" fill="currentColor" />
        </svg>
        {label}
      </button>
      <VideoModal open={open} onClose={() => setOpen(false)} title={title} videoUrl={videoUrl} />
    </>
  );
}
