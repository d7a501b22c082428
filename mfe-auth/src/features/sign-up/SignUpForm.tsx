import { Button, ErrorText } from '@academy/shared';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from '../../components/auth-form.module.css';
import { TextField } from '../../components/TextField';
import { NAMESPACE } from '../../locales';
import { register, useRegister, useRegistrationForm, type RegistrationField } from './registration-store';
import { validateSignUp } from './validate-sign-up';

export interface SignUpFormProps {
  /** The server accepted the sign-up and mailed a code to this address; the password goes with the code. */
  onRegistered: (email: string, password: string) => void;
}

/** E-mail, password and confirmation; the spec's rules in the form, the server's errors under their inputs. */
export function SignUpForm({ onRegistered }: SignUpFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const form = useRegistrationForm();
  const { pending, error, fieldErrors } = useRegister();
  const [flagged, setFlagged] = useState<ReadonlySet<RegistrationField>>(new Set());

  // An error from an earlier visit is not this form's.
  useEffect(() => () => useRegister.getState().reset(), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const problem = validateSignUp(form);
    setFlagged(
      new Set<RegistrationField>(
        problem === 'validation.fillAllFields'
          ? (['email', 'password1', 'password2'] as const).filter((field) => form[field].trim() === '')
          : problem === 'validation.passwordsDoNotMatch'
            ? ['password2']
            : [],
      ),
    );
    if (await register()) {
      const sent = useRegistrationForm.getState();
      onRegistered(sent.email.trim(), sent.password1);
    }
  };

  const own = (field: RegistrationField) => fieldErrors[field] ?? [];
  const anyFieldError = (['email', 'password1', 'password2'] as const).some((field) => own(field).length > 0);
  // Field errors sit under their inputs; the form's line shows the rest (rules, non-field errors, failures).
  const formError = fieldErrors.non_field_errors?.join(' ') ?? (anyFieldError ? null : error);
  const formErrorId = `${id}-error`;
  const describedBy = (field: RegistrationField) =>
    formError && (flagged.has(field) || (field === 'password2' && fieldErrors.non_field_errors))
      ? formErrorId
      : null;

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={t('signup.email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={form.email}
        onChange={(event) => form.setField('email', event.target.value)}
        errors={own('email')}
        invalid={Boolean(formError) && flagged.has('email')}
        describedBy={describedBy('email')}
      />
      <TextField
        label={t('signup.password')}
        type="password"
        name="password1"
        autoComplete="new-password"
        value={form.password1}
        onChange={(event) => form.setField('password1', event.target.value)}
        errors={own('password1')}
        invalid={Boolean(formError) && flagged.has('password1')}
        describedBy={describedBy('password1')}
        hint={t('signup.passwordHint')}
      />
      <TextField
        label={t('signup.confirmPassword')}
        type="password"
        name="password2"
        autoComplete="new-password"
        value={form.password2}
        onChange={(event) => form.setField('password2', event.target.value)}
        errors={own('password2')}
        invalid={Boolean(formError) && (flagged.has('password2') || Boolean(fieldErrors.non_field_errors))}
        describedBy={describedBy('password2')}
      />
      <p className={styles.notice}>
        <Trans
          t={t}
          i18nKey="signup.notice"
          components={{ terms: <Link to="/terms" />, privacy: <Link to="/privacy" /> }}
        />
      </p>
      <ErrorText id={formErrorId} className={styles.formError}>
        {formError}
      </ErrorText>
      <Button type="submit" className={styles.submit} loading={pending} loadingLabel={t('signup.loading')}>
        {t('signup.submit')}
      </Button>
    </form>
  );
}
