import { VideoHero } from '@academy/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../locales';
import poster from './hero-poster.svg';
import { useMainVideo } from './main-video-store';
import styles from './home-hero.module.css';

/** Poster with the two-line welcome; play swaps it for the main video record's introductory video. */
export function HomeHero() {
  const { t } = useTranslation(NAMESPACE);
  const videoUrl = useMainVideo((state) => state.data?.introductory_video ?? '');
  const loadMainVideo = useMainVideo((state) => state.load);

  useEffect(() => {
    void loadMainVideo();
  }, [loadMainVideo]);

  return (
    <VideoHero poster={poster} videoUrl={videoUrl} className={styles.hero}>
      <h1 className={styles.welcome}>
        <span className={styles.line}>{t('hero.welcomeLine1')}</span>
        <span className={styles.line}>{t('hero.welcomeLine2')}</span>
      </h1>
    </VideoHero>
  );
}
