import { tabStorage } from '@academy/shared';
import { useTranslation } from 'react-i18next';
import { OVERRIDE_KEY, OVERRIDE_PARAM, overrideState, type OverrideState } from './override';
import styles from './override-banner.module.css';

/** Drops the tab's override and loads the page again without it: the live releases. */
export function backToLive(): void {
  tabStorage.write(OVERRIDE_KEY, null);
  const url = new URL(window.location.href);
  url.searchParams.delete(OVERRIDE_PARAM);
  window.location.assign(url.href);
}

/**
 * The QA banner (docs/decisions/0017): which remote shows which candidate release in this tab, or
 * why an override was refused, with the way back to live. Nothing for a visitor who asked for none.
 */
export function OverrideBanner({ state = overrideState() }: { state?: OverrideState }) {
  const { t } = useTranslation('shell');
  if (state.status === 'none') return null;
  const active = state.status === 'active';
  return (
    <aside
      className={active ? styles.banner : styles.refused}
      role={active ? 'status' : 'alert'}
      aria-label={t('qa.label')}
    >
      <p className={styles.text}>
        {active
          ? t('qa.active', { remote: state.request.workspace, release: state.request.release })
          : t(`qa.refused.${state.reason}`, { override: state.text })}
      </p>
      <button type="button" className={styles.back} onClick={backToLive}>
        {t('qa.backToLive')}
      </button>
    </aside>
  );
}
