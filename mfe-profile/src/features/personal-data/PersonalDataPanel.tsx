import { Button, ErrorText, SuccessText, type User } from '@academy/shared';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../locales';
import { NamesEditor, type NamesEditorHandle } from './NamesEditor';
import { PhotoEditor } from './PhotoEditor';
import { ProfileFactsForm, type ProfileFactsHandle } from './ProfileFactsForm';
import styles from './personal-data.module.css';

export interface PersonalDataPanelProps {
  user: User;
  editingNames: boolean;
  onEditingNamesChange: (editing: boolean) => void;
  /** What the panel shows below the personal data (the profile screen puts the payment section here). */
  children?: ReactNode;
}

type MobileResult = 'saved' | 'failed' | null;

/**
 * Personal data (docs/product/profile.md#personal-data): photo, names, status, address and IIN/BIN,
 * then what the screen puts below them (the payment section, a feature of its own). On phones one Save
 * button saves the names being edited and the changed facts (the original's mobile save button had no
 * action).
 */
export function PersonalDataPanel({
  user,
  editingNames,
  onEditingNamesChange,
  children,
}: PersonalDataPanelProps) {
  const { t } = useTranslation(NAMESPACE);
  const names = useRef<NamesEditorHandle>(null);
  const facts = useRef<ProfileFactsHandle>(null);
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<MobileResult>(null);

  const saveAll = async () => {
    setSaving(true);
    setResult(null);
    const namesOk = (await names.current?.save()) ?? true;
    const factsOk = (await facts.current?.save()) ?? true;
    setSaving(false);
    setResult(namesOk && factsOk ? 'saved' : 'failed');
  };

  return (
    <div className={styles.panel}>
      <PhotoEditor user={user} />
      <NamesEditor ref={names} user={user} editing={editingNames} onEditingChange={onEditingNamesChange} />
      <ProfileFactsForm ref={facts} user={user} />
      <div className={styles.mobileSave}>
        <Button onClick={() => void saveAll()} loading={saving} loadingLabel={t('personal.saving')}>
          {t('personal.mobileSave')}
        </Button>
        {result === 'saved' ? <SuccessText>{t('personal.saved')}</SuccessText> : null}
        {result === 'failed' ? <ErrorText>{t('personal.mobileSaveFailed')}</ErrorText> : null}
      </div>
      {children}
    </div>
  );
}
