import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMainCourse } from '../../resources/main-course/main-course-store';
import poster from './hero-poster.svg';
import styles from './intro-video.module.css';

/**
 * The course page's about section video: a poster with a play button, then the main video record's
 * introductory video in the same 16:9 frame. Play waits, disabled, until the record has arrived.
 */
export function IntroVideo({ label }: { label: string }) {
  const { t } = useTranslation('common');
  const [playing, setPlaying] = useState(false);
  const videoUrl = useMainCourse((state) => state.data?.introductory_video ?? '');
  const loadMainCourse = useMainCourse((state) => state.load);

  useEffect(() => {
    void loadMainCourse();
  }, [loadMainCourse]);

  return (
    <div className={styles.introVideo}>
      {playing ? (
        <video className={styles.introMedia} src={videoUrl} autoPlay controls playsInline>
          {t('video.unsupported')}
        </video>
      ) : (
        <button
          type="button"
          className={styles.introPoster}
          style={{ backgroundImage: `url("${poster}")` }}
          onClick={() => setPlaying(true)}
          disabled={videoUrl === ''}
          aria-label={label}
        >
          <span className={styles.introPlay} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="32" height="32">
              <path d="M8 5v14l11-7z" fill="currentColor" />
            </svg>
          </span>
        </button>
      )}
    </div>
  );
}
