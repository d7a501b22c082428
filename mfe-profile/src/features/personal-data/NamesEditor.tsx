import { Button, ErrorText, Modal, SuccessText, TextInput, type User } from '@academy/shared';
import { useEffect, useId, useImperativeHandle, useRef, useState, type FormEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import panelSection from '../../components/panel-section.module.css';
import { validateProfileNames } from '../../lib/profile-names';
import { NAMESPACE } from '../../locales';
import { useUpdateNames } from './personal-data-store';
import styles from './personal-data.module.css';

export interface NamesEditorHandle {
  /** Saves the names when they are being edited (the mobile save button); true when nothing failed. */
  save: () => Promise<boolean>;
}

export interface NamesEditorProps {
  user: User;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
  ref?: Ref<NamesEditorHandle>;
}

interface Names {
  first_name: string;
  last_name: string;
}

const namesOf = (user: User): Names => ({ first_name: user.first_name, last_name: user.last_name });

/**
 * Name edit (docs/product/profile.md#personal-data): view → edit (Edit) → save or cancel back to view.
 * Unchanged names just leave edit mode; a failure opens a modal with the message and puts the saved names
 * back; success says 'Changes saved successfully'.
 */
export function NamesEditor({ user, editing, onEditingChange, ref }: NamesEditorProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation('common');
  const id = useId();
  const [values, setValues] = useState<Names>(() => namesOf(user));
  const [ruleError, setRuleError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const pending = useUpdateNames((state) => state.pending);
  const surnameRef = useRef<HTMLInputElement>(null);
  const buttonsRef = useRef<HTMLDivElement>(null);
  const wasEditing = useRef(false);

  useEffect(() => {
    if (editing && !wasEditing.current) {
      setValues(namesOf(user));
      setRuleError(null);
      setSaved(false);
      surnameRef.current?.focus();
    }
    wasEditing.current = editing;
  }, [editing, user]);

  const leaveEditing = () => {
    onEditingChange(false);
    // The inputs go away; the Edit button takes the focus back.
    requestAnimationFrame(() => buttonsRef.current?.querySelector('button')?.focus());
  };

  const save = async (): Promise<boolean> => {
    if (!editing || pending) return true;
    const key = validateProfileNames(values);
    if (key) {
      setRuleError(tc(key));
      return false;
    }
    setRuleError(null);
    const names = { first_name: values.first_name.trim(), last_name: values.last_name.trim() };
    if (names.first_name === user.first_name && names.last_name === user.last_name) {
      leaveEditing();
      return true;
    }
    const ok = await useUpdateNames.getState().run(names);
    if (ok) {
      setSaved(true);
      leaveEditing();
      return true;
    }
    setValues(namesOf(user));
    setFailure(useUpdateNames.getState().error ?? t('personal.updateError'));
    onEditingChange(false);
    return false;
  };

  useImperativeHandle(ref, () => ({ save }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save();
  };

  const cancel = () => {
    setValues(namesOf(user));
    setRuleError(null);
    leaveEditing();
  };

  const errorId = `${id}-error`;
  const shown = editing ? values : namesOf(user);

  return (
    <section className={panelSection.section} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={panelSection.sectionTitle}>
        {t('personal.namesTitle')}
      </h3>
      <form className={styles.names} noValidate onSubmit={submit}>
        <label className={styles.field} htmlFor={`${id}-last`}>
          <span className={panelSection.label}>{t('personal.surname')}</span>
          <TextInput
            id={`${id}-last`}
            ref={surnameRef}
            className={styles.input}
            name="last_name"
            autoComplete="family-name"
            maxLength={150}
            value={shown.last_name}
            readOnly={!editing}
            aria-invalid={(editing && ruleError !== null && values.last_name.trim() === '') || undefined}
            aria-describedby={ruleError ? errorId : undefined}
            onChange={(event) => setValues((current) => ({ ...current, last_name: event.target.value }))}
          />
        </label>
        <label className={styles.field} htmlFor={`${id}-first`}>
          <span className={panelSection.label}>{t('personal.name')}</span>
          <TextInput
            id={`${id}-first`}
            className={styles.input}
            name="first_name"
            autoComplete="given-name"
            maxLength={150}
            value={shown.first_name}
            readOnly={!editing}
            aria-invalid={(editing && ruleError !== null && values.first_name.trim() === '') || undefined}
            aria-describedby={ruleError ? errorId : undefined}
            onChange={(event) => setValues((current) => ({ ...current, first_name: event.target.value }))}
          />
        </label>
        <div className={styles.buttons} ref={buttonsRef}>
          {/* Keyed so that React never turns the clicked Edit button into Save: the browser decides a
              button's click action after the handlers ran, so a reused element submitted the form. */}
          {editing ? (
            <>
              <Button key="save" type="submit" loading={pending} loadingLabel={t('personal.saving')}>
                {t('personal.save')}
              </Button>
              <Button key="cancel" variant="secondary" onClick={cancel} disabled={pending}>
                {t('personal.cancel')}
              </Button>
            </>
          ) : (
            <Button
              key="edit"
              variant="secondary"
              onClick={() => onEditingChange(true)}
              aria-label={t('card.editName')}
            >
              {t('personal.edit')}
            </Button>
          )}
        </div>
        <ErrorText id={errorId}>{ruleError}</ErrorText>
        {!editing && saved ? <SuccessText>{t('personal.saved')}</SuccessText> : null}
      </form>
      <Modal open={failure !== null} title={t('errorTitle')} onClose={() => setFailure(null)}>
        <p className={styles.modalText}>{failure}</p>
        <Button onClick={() => setFailure(null)}>{t('ok')}</Button>
      </Modal>
    </section>
  );
}
