import { Button, ErrorText, SuccessText, TextInput, validateNewPassword, type User } from '@academy/shared';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../locales';
import { useChangePassword } from './account-security-store';
import styles from './account-security.module.css';

interface Fields {
  current_password: string;
  new_password: string;
  confirmation: string;
}

const EMPTY: Fields = { current_password: '', new_password: '', confirmation: '' };

/**
 * Account security (docs/product/profile.md#account-security): e-mail, new password, confirmation, Update.
 * The password rules (docs/product/constants.md#password-rules) run first, in their order, every failing
 * message shown; then the API decides (it also asks for the current password and signs out other devices,
 * docs/decisions/0601). 'Password changed.' shows in green only once the API has accepted the change; a
 * refusal shows the API's message.
 */
export function AccountSecurityPanel({ user }: { user: User }) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation('common');
  const id = useId();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [ruleErrors, setRuleErrors] = useState<string[]>([]);
  const [changed, setChanged] = useState(false);
  const pending = useChangePassword((state) => state.pending);
  const error = useChangePassword((state) => state.error);
  const fieldErrors = useChangePassword((state) => state.fieldErrors);

  useEffect(() => () => useChangePassword.getState().reset(), []);

  const edit = (field: keyof Fields, value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    setChanged(false);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setChanged(false);
    useChangePassword.getState().reset();
    const problems = validateNewPassword(fields.new_password, fields.confirmation).map((key) => tc(key));
    if (fields.current_password === '') problems.unshift(t('security.currentRequired'));
    setRuleErrors(problems);
    if (problems.length > 0) return;
    const ok = await useChangePassword.getState().run({
      email: user.email,
      current_password: fields.current_password,
      new_password: fields.new_password,
    });
    if (ok) {
      setFields(EMPTY);
      setChanged(true);
    }
  };

  const currentError = fieldErrors.current_password?.join(' ') ?? null;
  const currentMissing = ruleErrors.length > 0 && fields.current_password === '';
  const newPasswordError = ruleErrors.length > 0 ? null : (fieldErrors.new_password?.join(' ') ?? null);
  // Anything the API said that is not about one of the two password fields (e.g. offline, e-mail).
  const otherError = error && !currentError && !newPasswordError ? error : null;
  const errorId = `${id}-errors`;
  const describe = (...ids: (string | false | null)[]) => ids.filter(Boolean).join(' ') || undefined;

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <label className={styles.field} htmlFor={`${id}-email`}>
        <span className={styles.label}>{t('security.email')}</span>
        <TextInput
          id={`${id}-email`}
          className={styles.input}
          type="email"
          name="email"
          autoComplete="username"
          value={user.email}
          readOnly
          aria-describedby={`${id}-email-note`}
        />
      </label>
      <p id={`${id}-email-note`} className={styles.hint}>
        {t('security.emailNote')}
      </p>
      <label className={styles.field} htmlFor={`${id}-current`}>
        <span className={styles.label}>{t('security.currentPassword')}</span>
        <TextInput
          id={`${id}-current`}
          className={styles.input}
          type="password"
          name="current_password"
          autoComplete="current-password"
          value={fields.current_password}
          aria-invalid={currentError || currentMissing ? true : undefined}
          aria-describedby={describe(
            currentError !== null && `${id}-current-error`,
            currentMissing && errorId,
          )}
          onChange={(event) => edit('current_password', event.target.value)}
        />
      </label>
      <ErrorText id={`${id}-current-error`}>{currentError}</ErrorText>
      <label className={styles.field} htmlFor={`${id}-new`}>
        <span className={styles.label}>{t('security.newPassword')}</span>
        <TextInput
          id={`${id}-new`}
          className={styles.input}
          type="password"
          name="new_password"
          autoComplete="new-password"
          value={fields.new_password}
          aria-invalid={ruleErrors.length > 0 || newPasswordError ? true : undefined}
          aria-describedby={describe(
            `${id}-hint`,
            ruleErrors.length > 0 && errorId,
            newPasswordError !== null && `${id}-new-error`,
          )}
          onChange={(event) => edit('new_password', event.target.value)}
        />
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('security.hint')}
      </p>
      <ErrorText id={`${id}-new-error`}>{newPasswordError}</ErrorText>
      <label className={styles.field} htmlFor={`${id}-confirm`}>
        <span className={styles.label}>{t('security.confirmPassword')}</span>
        <TextInput
          id={`${id}-confirm`}
          className={styles.input}
          type="password"
          name="confirm_password"
          autoComplete="new-password"
          value={fields.confirmation}
          aria-invalid={ruleErrors.length > 0 || undefined}
          aria-describedby={describe(ruleErrors.length > 0 && errorId)}
          onChange={(event) => edit('confirmation', event.target.value)}
        />
      </label>
      {ruleErrors.length > 0 ? (
        <div id={errorId} role="alert" className={styles.errors}>
          <ul>
            {ruleErrors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <ErrorText>{otherError}</ErrorText>
      <div className={styles.actions}>
        <Button type="submit" loading={pending} loadingLabel={t('security.updating')}>
          {t('security.update')}
        </Button>
      </div>
      {changed ? <SuccessText>{tc('validation.passwordChanged')}</SuccessText> : null}
    </form>
  );
}
