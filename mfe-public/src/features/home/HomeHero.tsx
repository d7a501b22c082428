import { useCoursesStore, VideoHero } from '@academy/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import poster from './hero-poster.svg';
import styles from './home-hero.module.css';

/** Poster with the two-line welcome; play swaps it for the main video record's introductory video. */
export function HomeHero() {
  const { t } = useTranslation('public');
  const videoUrl = useCoursesStore((state) => state.mainVideo?.introductory_video ?? '');
  const fetchMainVideo = useCoursesStore((state) => state.fetchMainVideo);

  useEffect(() => {
    void fetchMainVideo();
  }, [fetchMainVideo]);

  return (
    <VideoHero poster={poster} videoUrl={videoUrl} className={styles.hero}>
      <h1 className={styles.welcome}>
        <span className={styles.line}>{t('hero.welcomeLine1')}</span>
        <span className={styles.line}>{t('hero.welcomeLine2')}</span>
      </h1>
    </VideoHero>
  );
}
