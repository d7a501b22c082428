import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import poster from './hero-poster.svg';
import styles from '../../screens/about-course/about-course-page.module.css';

/** The about section's video: a poster with a play button, then the video in the same 16:9 frame. */
export function IntroVideo({ videoUrl, label }: { videoUrl: string; label: string }) {
  const { t } = useTranslation('common');
  const [playing, setPlaying] = useState(false);

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
