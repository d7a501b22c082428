import { Spinner } from '@academy/shared';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './lecture-player.module.css';

type PdfJs = typeof import('pdfjs-dist');

let pdfjsModule: Promise<PdfJs> | null = null;

/**
 * pdf.js with its worker. The worker file is emitted beside this chunk; pdf.js starts it through a
 * small module wrapper when the chunk's origin (the learning remote) differs from the page's (the shell).
 */
function loadPdfJs(): Promise<PdfJs> {
  pdfjsModule ??= import(/* webpackChunkName: "pdfjs" */ 'pdfjs-dist').then((pdfjs) => {
    pdfjs.GlobalWorkerOptions.workerSrc = new URL(
      'pdfjs-dist/build/pdf.worker.min.mjs',
      import.meta.url,
    ).href;
    return pdfjs;
  });
  return pdfjsModule;
}

const MAX_PAGES = 200;

export interface PdfDocumentProps {
  url: string;
  title: string;
  onLoaded: () => void;
  /** Shown under the pages, and instead of them when the file cannot be drawn. */
  fallback: ReactNode;
}

/** Every page of a PDF drawn to the width of its frame, redrawn when the frame changes size. */
export default function PdfDocument({ url, title, onLoaded, fallback }: PdfDocumentProps) {
  const { t } = useTranslation('learning');
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [pageCount, setPageCount] = useState(0);
  const [width, setWidth] = useState(0);
  const loadedCallback = useRef(onLoaded);
  loadedCallback.current = onLoaded;
  const documentRef = useRef<Awaited<ReturnType<PdfJs['getDocument']>['promise']> | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    let cancelled = false;
    setState('loading');
    setPageCount(0);
    let task: ReturnType<PdfJs['getDocument']> | null = null;
    loadPdfJs()
      .then((pdfjs) => {
        if (cancelled) return null;
        // Without eval: the site's policy refuses it (docs/decisions/0009); pdf.js then interprets
        // fonts and PostScript functions instead of compiling them.
        task = pdfjs.getDocument({ url, isEvalSupported: false });
        return task.promise;
      })
      .then((pdf) => {
        if (cancelled || !pdf) return;
        documentRef.current = pdf;
        setPageCount(Math.min(pdf.numPages, MAX_PAGES));
        setState('ready');
        loadedCallback.current();
      })
      .catch(() => {
        if (!cancelled) setState('error');
      });
    return () => {
      cancelled = true;
      documentRef.current = null;
      void task?.destroy();
    };
  }, [url]);

  useEffect(() => {
    const pdf = documentRef.current;
    const element = container.current;
    if (state !== 'ready' || !pdf || !element || width === 0) return undefined;
    let cancelled = false;
    let rendering: { cancel: () => void } | null = null;
    const canvases = Array.from(element.querySelectorAll('canvas'));
    const draw = async () => {
      for (const [index, canvas] of canvases.entries()) {
        if (cancelled) return;
        const page = await pdf.getPage(index + 1);
        const base = page.getViewport({ scale: 1 });
        const scale = width / base.width;
        const ratio = window.devicePixelRatio || 1;
        const viewport = page.getViewport({ scale: scale * ratio });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
        canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
        const task = page.render({ canvas, viewport });
        rendering = task;
        await task.promise;
        rendering = null;
      }
    };
    draw().catch(() => {
      if (!cancelled) setState('error');
    });
    return () => {
      cancelled = true;
      // A canvas takes one render at a time: stop the old drawing before a resize starts a new one.
      rendering?.cancel();
    };
  }, [state, width, pageCount]);

  return (
    <div className={styles.pdf}>
      {state === 'loading' ? (
        <div className={styles.pdfStatus}>
          <Spinner />
          <span>{t('player.pdfLoading')}</span>
        </div>
      ) : null}
      {state === 'error' ? (
        <p role="alert" className={styles.error}>
          {t('player.pdfError')}
        </p>
      ) : null}
      <div ref={container} className={styles.pdfPages} aria-busy={state === 'loading'}>
        {state === 'ready'
          ? Array.from({ length: pageCount }, (_, index) => (
              <canvas
                key={index}
                className={styles.pdfPage}
                role="img"
                aria-label={t('player.pdfPage', { title, page: index + 1, count: pageCount })}
              />
            ))
          : null}
      </div>
      <div className={styles.pdfFallback}>{fallback}</div>
    </div>
  );
}
