import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MIN_PASSWORD_LENGTH } from '@sokoni/domain/contracts/common';
import { ZDriverResetPasswordRequest } from '@sokoni/domain/contracts/password-reset';
import { messageOf } from '../../lib/api-client.ts';
import { useCheckedForm } from '../../lib/use-checked-form.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { FormAlert } from '../ui/form-alert.tsx';
import { PasswordField } from '../ui/password-field.tsx';
import { TextField } from '../ui/text-field.tsx';
import type { NewPasswordInput, ResetAction } from './reset-action.ts';
import { newPasswordProblem } from './reset-rules.ts';
import { ResetEmailField } from './email-field.tsx';

/** The spec's pause on the success message before the login page. */
export const REDIRECT_AFTER_RESET_MS = 2000;

interface NewPasswordStepProps {
  email: string;
  onEmailChange: (email: string) => void;
  initialToken: string;
  setPassword: ResetAction<NewPasswordInput>;
  fallbackError: string;
  check?: () => string | null;
  /** Where to log in with the new password. */
  afterResetPath: string;
  children?: ReactNode;
}

/** Step 2: the token from the mail (unless its link brought it) and the new password, twice. */
export function NewPasswordStep(props: NewPasswordStepProps) {
  const { email, onEmailChange, setPassword, fallbackError, check, afterResetPath, children } = props;
  const { t } = useTranslation('password-reset');
  const navigate = useNavigate();
  const [done, setDone] = useState<string | null>(null);
  const tokenFromLink = props.initialToken.trim() !== '';
  // The e-mail starts as the flow's and is told back to it, so it carries over to the other step.
  const { values, set, failure, onSubmit } = useCheckedForm({
    initial: { email, token: props.initialToken, newPassword: '', confirmation: '' },
    check: (fields) => newPasswordProblem(fields, check),
    // The contract keeps token, e-mail and password; the confirmation stays on this page.
    schema: ZDriverResetPasswordRequest,
    contractErrors: 'as-sentence',
    failureOf: (failure) => messageOf(failure, fallbackError),
    async save(input) {
      const result = await setPassword.run(input);
      setDone(result.message || t('newPassword.done'));
    },
  });

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate(afterResetPath, { replace: true }), REDIRECT_AFTER_RESET_MS);
    return () => clearTimeout(timer);
  }, [done, afterResetPath, navigate]);

  return (
    <form onSubmit={done ? (event) => event.preventDefault() : onSubmit} noValidate className="space-y-5">
      <FormAlert message={failure} />
      {done && (
        <Alert tone="success">
          <p className="font-semibold">{done}</p>
          <p className="mt-0.5">{t('newPassword.takingYouToLogIn')}</p>
        </Alert>
      )}
      {children}
      <ResetEmailField
        value={values.email}
        onChange={(typed) => {
          set('email')(typed);
          onEmailChange(typed);
        }}
      />
      {/* The link in the mail carries the token: nothing to copy, so no field to show. */}
      {tokenFromLink ? (
        <input type="hidden" name="token" value={values.token} />
      ) : (
        <TextField
          label={t('newPassword.token')}
          name="token"
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          hint={t('newPassword.tokenHint')}
          value={values.token}
          onChange={(event) => set('token')(event.target.value)}
        />
      )}
      <PasswordField label={t('newPassword.password')} name="newPassword" autoComplete="new-password" hint={t('newPassword.passwordHint', { count: MIN_PASSWORD_LENGTH })} value={values.newPassword} onChange={(event) => set('newPassword')(event.target.value)} />
      <PasswordField label={t('newPassword.confirm')} name="confirmPassword" autoComplete="new-password" value={values.confirmation} onChange={(event) => set('confirmation')(event.target.value)} />
      <Button type="submit" size="lg" className="w-full" loading={setPassword.pending} disabled={!!done}>
        {setPassword.pending ? t('newPassword.resetting') : t('newPassword.reset')}
      </Button>
    </form>
  );
}
