import { Button, ErrorText, SuccessText, TextInput, type ProfileStatus, type User } from '@academy/shared';
import { useId, useImperativeHandle, useState, type FormEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import panelSection from '../../components/panel-section.module.css';
import { NAMESPACE } from '../../locales';
import { useUpdateProfileFacts } from './personal-data-store';
// One rule on both sides: the API applies the same function (@academy/rules, test-support/taxpayer-ids.json).
import { isValidTaxpayerId } from '@academy/rules';
import styles from './personal-data.module.css';

export interface ProfileFactsHandle {
  /** Saves the facts when they changed (the mobile save button); true when nothing failed. */
  save: () => Promise<boolean>;
}

interface Facts {
  status: ProfileStatus | null;
  residential_address: string;
  taxpayer_id: string;
}

const factsOf = (user: User): Facts => ({
  status: user.status ?? null,
  residential_address: user.residential_address ?? '',
  taxpayer_id: user.taxpayer_id ?? '',
});

const STATUSES: { value: ProfileStatus; key: 'personal.individual' | 'personal.legalEntity' }[] = [
  { value: 'individual', key: 'personal.individual' },
  { value: 'legal_entity', key: 'personal.legalEntity' },
];

/**
 * Status, residential address and taxpayer id (docs/decisions/0160, 0162, 0600): checked here with the
 * same IIN/BIN rule the API applies, then saved with a partial update; the server's field
 * messages show under their inputs.
 */
export function ProfileFactsForm({ user, ref }: { user: User; ref?: Ref<ProfileFactsHandle> }) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const [values, setValues] = useState<Facts>(() => factsOf(user));
  const [taxpayerIdError, setTaxpayerIdError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const pending = useUpdateProfileFacts((state) => state.pending);
  const error = useUpdateProfileFacts((state) => state.error);
  const fieldErrors = useUpdateProfileFacts((state) => state.fieldErrors);

  const stored = factsOf(user);
  const changed = (Object.keys(values) as (keyof Facts)[]).filter((field) =>
    field === 'status' ? values.status !== stored.status : values[field].trim() !== stored[field],
  );

  const edit = <K extends keyof Facts>(field: K, value: Facts[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setSaved(false);
    if (field === 'taxpayer_id') setTaxpayerIdError(null);
  };

  const save = async (): Promise<boolean> => {
    if (pending) return false;
    const taxpayerId = values.taxpayer_id.trim();
    if (taxpayerId !== '' && !isValidTaxpayerId(taxpayerId)) {
      setTaxpayerIdError(t('personal.taxpayerIdInvalid'));
      return false;
    }
    setTaxpayerIdError(null);
    if (changed.length === 0) return true;
    const payload = {
      status: values.status,
      residential_address: values.residential_address.trim(),
      taxpayer_id: taxpayerId,
    };
    const ok = await useUpdateProfileFacts.getState().run(payload);
    if (ok) {
      setValues(payload);
      setSaved(true);
    }
    return ok;
  };

  useImperativeHandle(ref, () => ({ save }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save();
  };

  const fieldMessage = (field: keyof Facts) => fieldErrors[field]?.join(' ') ?? null;
  const addressError = fieldMessage('residential_address');
  const statusError = fieldMessage('status');
  const taxpayerMessage = taxpayerIdError ?? fieldMessage('taxpayer_id');
  // A failure not tied to one of these inputs (offline, server error) shows below the form.
  const otherError = error && !addressError && !statusError && !fieldMessage('taxpayer_id') ? error : null;

  return (
    <section className={panelSection.section} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={panelSection.sectionTitle}>
        {t('personal.detailsTitle')}
      </h3>
      <form className={styles.facts} noValidate onSubmit={submit}>
        <fieldset
          className={styles.fieldset}
          aria-describedby={statusError ? `${id}-status-error` : undefined}
        >
          <legend className={panelSection.label}>{t('personal.status')}</legend>
          <div className={styles.choices}>
            {STATUSES.map(({ value, key }) => (
              <label key={value} className={styles.choice}>
                <input
                  type="radio"
                  name={`${id}-status`}
                  value={value}
                  checked={values.status === value}
                  onChange={() => edit('status', value)}
                />
                <span>{t(key)}</span>
              </label>
            ))}
          </div>
          <ErrorText id={`${id}-status-error`}>{statusError}</ErrorText>
        </fieldset>
        <label className={styles.field} htmlFor={`${id}-address`}>
          <span className={panelSection.label}>{t('personal.address')}</span>
          <TextInput
            id={`${id}-address`}
            className={styles.input}
            name="residential_address"
            autoComplete="street-address"
            maxLength={255}
            value={values.residential_address}
            aria-invalid={addressError ? true : undefined}
            aria-describedby={addressError ? `${id}-address-error` : undefined}
            onChange={(event) => edit('residential_address', event.target.value)}
          />
        </label>
        <ErrorText id={`${id}-address-error`}>{addressError}</ErrorText>
        <label className={styles.field} htmlFor={`${id}-taxpayer`}>
          <span className={panelSection.label}>{t('personal.taxpayerId')}</span>
          <TextInput
            id={`${id}-taxpayer`}
            className={styles.input}
            name="taxpayer_id"
            inputMode="numeric"
            autoComplete="off"
            maxLength={12}
            value={values.taxpayer_id}
            aria-invalid={taxpayerMessage ? true : undefined}
            aria-describedby={[`${id}-taxpayer-hint`, taxpayerMessage ? `${id}-taxpayer-error` : '']
              .filter(Boolean)
              .join(' ')}
            onChange={(event) => edit('taxpayer_id', event.target.value)}
            onBlur={() => {
              const value = values.taxpayer_id.trim();
              if (value !== '' && !isValidTaxpayerId(value))
                setTaxpayerIdError(t('personal.taxpayerIdInvalid'));
            }}
          />
        </label>
        <p id={`${id}-taxpayer-hint`} className={styles.hint}>
          {t('personal.taxpayerIdHint')}
        </p>
        <ErrorText id={`${id}-taxpayer-error`}>{taxpayerMessage}</ErrorText>
        <ErrorText>{otherError}</ErrorText>
        <div className={`${styles.buttons} ${styles.wideOnly}`}>
          <Button type="submit" loading={pending} loadingLabel={t('personal.saving')}>
            {t('personal.saveDetails')}
          </Button>
        </div>
        {saved ? <SuccessText>{t('personal.saved')}</SuccessText> : null}
      </form>
    </section>
  );
}
