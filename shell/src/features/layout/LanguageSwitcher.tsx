import { SUPPORTED_LANGUAGES, useLanguage, type Language } from '@academy/shared';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from './choose-language';
import styles from './language-switcher.module.css';

function isLanguage(value: string): value is Language {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/**
 * Changes the one shared i18n instance, so the layout and every mounted remote re-render; a signed-in
 * person's account keeps the choice (choose-language.ts).
 */
export function LanguageSwitcher() {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  return (
    <select
      className={styles.select}
      aria-label={t('language.label')}
      value={language}
      onChange={(event) => {
        if (isLanguage(event.target.value)) void chooseLanguage(event.target.value);
      }}
    >
      {SUPPORTED_LANGUAGES.map((code) => (
        <option key={code} value={code}>
          {t(`language.${code}`)}
        </option>
      ))}
    </select>
  );
}
