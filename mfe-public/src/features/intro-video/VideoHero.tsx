import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './video-hero.module.css';

export interface VideoHeroProps {
  /** Background image shown until play is pressed. */
  poster: string;
  /** introductory_video of the main video record; play stays disabled while it is empty. */
  videoUrl: string;
  /** Content over the poster, e.g. the two-line welcome message. */
  children?: ReactNode;
  className?: string;
}

/**
 * Hero that swaps its poster for an autoplaying video with controls; there is no way back
 * (docs/product/public-pages.md#hero).
 */
export function VideoHero({ poster, videoUrl, children, className }: VideoHeroProps) {
  const { t } = useTranslation('common');
  const [playing, setPlaying] = useState(false);
  const classes = [styles.hero, className].filter(Boolean).join(' ');

  if (playing) {
    return (
      <section className={classes}>
        <video className={styles.video} src={videoUrl} autoPlay controls playsInline>
          {t('video.unsupported')}
        </video>
      </section>
    );
  }

  return (
    <section className={classes} style={{ backgroundImage: `url("${poster}")` }}>
      <div className={styles.content}>{children}</div>
      <button
        type="button"
        className={styles.play}
        onClick={() => setPlaying(true)}
        disabled={videoUrl === ''}
        aria-label={t('video.play')}
      >
        <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
          <path d="M8 5v14l11-7z" fill="currentColor" />
        </svg>
      </button>
    </section>
  );
}
