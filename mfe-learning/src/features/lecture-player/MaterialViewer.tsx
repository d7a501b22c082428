import { Spinner } from '@academy/shared';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile, isPdf } from '../../lib/download-file';
import styles from './lecture-player.module.css';

// pdf.js (about 400 KB) is fetched only when a PDF material is opened.
const PdfDocument = lazy(() => import(/* webpackChunkName: "pdf-viewer" */ './PdfDocument'));

export interface MaterialViewerProps {
  url: string;
  name: string;
  title: string;
  /** The student opened the material (shown in the page, or downloaded). */
  onOpened: () => void;
}

/**
 * The lecture's material in the page with a full-screen toggle: a PDF is drawn page by page;
 * any other file is offered as a download under its `material_name`.
 */
export function MaterialViewer({ url, name, title, onOpened }: MaterialViewerProps) {
  const { t } = useTranslation('learning');
  const frame = useRef<HTMLDivElement>(null);
  // Browsers without the Fullscreen API (iPhone Safari) get a fixed overlay instead.
  const [expanded, setExpanded] = useState(false);
  const [nativeFullscreen, setNativeFullscreen] = useState(false);
  const pdf = isPdf(url, name);

  useEffect(() => {
    const onChange = () => setNativeFullscreen(document.fullscreenElement === frame.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  useEffect(() => {
    if (!expanded) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setExpanded(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [expanded]);

  const fullscreen = nativeFullscreen || expanded;
  const toggleFullscreen = async () => {
    const element = frame.current;
    if (!element) return;
    if (fullscreen) {
      setExpanded(false);
      if (document.fullscreenElement) await document.exitFullscreen().catch(() => undefined);
      return;
    }
    if (typeof element.requestFullscreen === 'function' && document.fullscreenEnabled) {
      try {
        await element.requestFullscreen();
        return;
      } catch {
        // Refused (e.g. inside a frame without permission): fall back to the overlay.
      }
    }
    setExpanded(true);
  };

  const download = (
    <a
      className={styles.download}
      href={url}
      download={name}
      onClick={(event) => {
        event.preventDefault();
        onOpened();
        void downloadFile(url, name);
      }}
    >
      {t('curriculum.download', { name })}
    </a>
  );

  return (
    <section
      ref={frame}
      className={`${styles.material} ${fullscreen ? styles.materialFullscreen : ''}`}
      aria-label={t('player.materialLabel', { title })}
    >
      <div className={styles.materialBar}>
        <span className={styles.materialName}>{name || t('player.material')}</span>
        <button
          type="button"
          className={styles.fullscreenButton}
          aria-pressed={fullscreen}
          onClick={() => void toggleFullscreen()}
        >
          {fullscreen ? t('player.exitFullscreen') : t('player.fullscreen')}
        </button>
      </div>
      <div className={styles.materialBody}>
        {pdf ? (
          <Suspense fallback={<Spinner />}>
            <PdfDocument url={url} title={name || title} onLoaded={onOpened} fallback={download} />
          </Suspense>
        ) : (
          <div className={styles.materialDownload}>
            <p>{t('player.downloadHint')}</p>
            {download}
          </div>
        )}
      </div>
    </section>
  );
}
