import { Button, ErrorText, Modal } from '@academy/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../locales';
import { useDeleteAccount } from './account-security-store';
import dialog from '../../components/confirm-dialog.module.css';
import styles from './delete-account.module.css';

export interface DeleteAccountDialogProps {
  open: boolean;
  onClose: () => void;
  /** True when the call starts (the session is about to be cleared), false when it failed. */
  onDeleting?: (started: boolean) => void;
  /** After the API deleted the account and the session is cleared. */
  onDeleted: () => void;
}

/**
 * The delete-account confirmation (docs/product/profile.md#delete-account). 'Yes, I do' calls the API
 * (the original screen only closed the modal, docs/decisions/0600); on success the session is cleared
 * and the student lands on / signed out; a failure stays in the dialog and nothing is cleared.
 */
export function DeleteAccountDialog({ open, onClose, onDeleting, onDeleted }: DeleteAccountDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const pending = useDeleteAccount((state) => state.pending);
  const error = useDeleteAccount((state) => state.error);

  useEffect(() => {
    if (open) useDeleteAccount.getState().reset();
  }, [open]);

  const confirm = async () => {
    onDeleting?.(true);
    if (await useDeleteAccount.getState().run()) onDeleted();
    else onDeleting?.(false);
  };

  return (
    <Modal open={open} title={t('delete.title')} onClose={() => (pending ? undefined : onClose())}>
      <p className={dialog.text}>{t('delete.confirm')}</p>
      <ErrorText>{error}</ErrorText>
      <div className={dialog.actions}>
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          {t('delete.no')}
        </Button>
        <Button
          className={styles.danger}
          onClick={() => void confirm()}
          loading={pending}
          loadingLabel={t('delete.deleting')}
        >
          {t('delete.yes')}
        </Button>
      </div>
    </Modal>
  );
}
