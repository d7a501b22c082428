import { Modal } from '@academy/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Clock } from '../../lib/countdown';
import { NAMESPACE } from '../../locales';
import { PasswordRecovery } from './PasswordRecovery';

export interface PasswordRecoveryDialogProps {
  open: boolean;
  onClose: () => void;
  onDone: () => void;
  links: ReactNode;
  clock?: Clock;
}

/** Recovery opened from the forgot-password link; the close icon, Escape and the login link close it. */
export function PasswordRecoveryDialog({ open, onClose, onDone, links, clock }: PasswordRecoveryDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Modal open={open} onClose={onClose} title={t('recovery.title')} closeOnOverlay={false}>
      <PasswordRecovery onDone={onDone} links={links} clock={clock} />
    </Modal>
  );
}
