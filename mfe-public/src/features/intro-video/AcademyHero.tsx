import { useEffect, type ReactNode } from 'react';
import { useMainCourse } from '../../resources/main-course/main-course-store';
import { VideoHero } from './VideoHero';
import poster from './hero-poster.svg';
import styles from './academy-hero.module.css';

/**
 * The academy's hero (home and organisation pages, docs/product/public-pages.md#hero): the poster with the
 * screen's heading; play swaps it for the main video record's introductory video, with no way back.
 */
export function AcademyHero({ children }: { children: ReactNode }) {
  const videoUrl = useMainCourse((state) => state.data?.introductory_video ?? '');
  const loadMainCourse = useMainCourse((state) => state.load);

  useEffect(() => {
    void loadMainCourse();
  }, [loadMainCourse]);

  return (
    <VideoHero poster={poster} videoUrl={videoUrl} className={styles.hero}>
      {children}
    </VideoHero>
  );
}

/** The hero's heading: a first line, and an accent line under it. */
export function HeroHeading({ first, second }: { first: string; second?: string }) {
  return (
    <h1 className={styles.heading}>
      <span className={styles.line}>{first}</span>
      {second && <span className={`${styles.line} ${styles.accent}`}>{second}</span>}
    </h1>
  );
}

/** A sentence under the hero's heading. */
export function HeroText({ children }: { children: ReactNode }) {
  return <p className={styles.text}>{children}</p>;
}
