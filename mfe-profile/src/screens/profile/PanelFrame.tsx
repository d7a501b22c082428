import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../locales';
import { PHONE_QUERY } from './phone-query';
import styles from './panel-frame.module.css';

export interface PanelFrameProps {
  title: string;
  /** On phones (below 768 px) the panel covers the screen while open; wider, it sits beside the card. */
  openOnPhone: boolean;
  onBack: () => void;
  children: ReactNode;
}

/**
 * One profile panel. Below 768 px it opens full-screen with a Back button (docs/product/profile.md#layout);
 * the page behind stops scrolling and Escape goes back, as a student expects from a full-screen view.
 */
export function PanelFrame({ title, openOnPhone, onBack, children }: PanelFrameProps) {
  const { t } = useTranslation(NAMESPACE);
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const onBackRef = useRef(onBack);
  onBackRef.current = onBack;

  useEffect(() => {
    if (!openOnPhone || !window.matchMedia?.(PHONE_QUERY).matches) return undefined;
    // A panel opened for one field (the card's Edit focuses the surname) keeps that focus.
    if (!sectionRef.current?.contains(document.activeElement)) headingRef.current?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onBackRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.style.overflow = previousOverflow;
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [openOnPhone]);

  return (
    <section
      ref={sectionRef}
      aria-labelledby={titleId}
      className={[styles.panel, openOnPhone ? styles.openOnPhone : ''].filter(Boolean).join(' ')}
      data-open-on-phone={openOnPhone || undefined}
    >
      <div className={styles.bar}>
        <button type="button" className={styles.back} onClick={onBack}>
          <span aria-hidden="true">←</span> {t('back')}
        </button>
      </div>
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
