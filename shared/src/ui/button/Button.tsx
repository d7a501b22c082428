import type { ButtonHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** While true the button is disabled and shows the loading label. */
  loading?: boolean;
  /** Label while loading; defaults to the translated "Loading...". */
  loadingLabel?: string;
  variant?: 'primary' | 'secondary' | 'link';
}

export function Button({
  loading = false,
  loadingLabel,
  variant = 'primary',
  disabled,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  const { t } = useTranslation('common');
  const classes = [styles.button, styles[variant], className].filter(Boolean).join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? (loadingLabel ?? t('button.loading')) : children}
    </button>
  );
}
