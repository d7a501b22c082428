import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../locales';
import styles from './passing-course-page.module.css';

export type CourseTab = 'overview' | 'sidebar' | 'questions' | 'seminars' | 'certification';

const ALL_TABS: CourseTab[] = ['overview', 'sidebar', 'questions', 'seminars', 'certification'];

export interface CourseTabsProps {
  tab: CourseTab;
  onChange: (tab: CourseTab) => void;
  /** The Sidebar tab (the curriculum) exists only on narrow screens. */
  withSidebar: boolean;
  /** A class of the Sidebar tab (the page rendered at build time leaves it to CSS). */
  sidebarClassName?: string;
  panels: Record<CourseTab, ReactNode>;
}

/** WAI-ARIA tabs: arrows, Home and End move between tabs; only the chosen panel is rendered. */
export function CourseTabs({ tab, onChange, withSidebar, sidebarClassName, panels }: CourseTabsProps) {
  const { t } = useTranslation(NAMESPACE);
  const tabs = ALL_TABS.filter((candidate) => withSidebar || candidate !== 'sidebar');
  const buttons = useRef(new Map<CourseTab, HTMLButtonElement>());

  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.indexOf(tab);
    let next: CourseTab | undefined;
    if (event.key === 'ArrowRight') next = tabs[(index + 1) % tabs.length];
    else if (event.key === 'ArrowLeft') next = tabs[(index - 1 + tabs.length) % tabs.length];
    else if (event.key === 'Home') next = tabs[0];
    else if (event.key === 'End') next = tabs[tabs.length - 1];
    if (!next) return;
    event.preventDefault();
    onChange(next);
    buttons.current.get(next)?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={t('tabs.label')} className={styles.tablist}>
        {tabs.map((name) => (
          <button
            key={name}
            ref={(element) => {
              if (element) buttons.current.set(name, element);
              else buttons.current.delete(name);
            }}
            type="button"
            role="tab"
            id={`course-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`course-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className={[styles.tab, name === 'sidebar' && sidebarClassName].filter(Boolean).join(' ')}
            onClick={() => onChange(name)}
            onKeyDown={move}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`course-panel-${tab}`}
        aria-labelledby={`course-tab-${tab}`}
        tabIndex={0}
        className={styles.panel}
      >
        {panels[tab]}
      </div>
    </div>
  );
}
