import { useTranslation } from 'react-i18next';
import styles from './spinner.module.css';

export interface SpinnerProps {
  /** Diameter in pixels; the spec's default is 40. */
  size?: number;
  /** Accessible name; defaults to the translated loading text. */
  label?: string;
}

export function Spinner({ size = 40, label }: SpinnerProps) {
  const { t } = useTranslation('common');
  return (
    <span
      role="status"
      aria-label={label ?? t('status.loading')}
      className={styles.spinner}
      style={{ width: size, height: size }}
    />
  );
}
