import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { MIN_PASSWORD_LENGTH } from '@sokoni/domain/contracts/common';
import { PASSWORD_RESET_DONE } from '@sokoni/domain/contracts/password-reset';
import { messageOf } from '../../lib/api-client.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { FormAlert } from '../ui/form-alert.tsx';
import { PasswordField } from '../ui/password-field.tsx';
import { TextField } from '../ui/text-field.tsx';
import type { NewPasswordInput, ResetAction } from './reset-action.ts';
import { checkNewPassword } from './reset-rules.ts';

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

/** Step 2: the token from the mail and the new password, twice. */
export function NewPasswordStep(props: NewPasswordStepProps) {
  const { email, onEmailChange, setPassword, fallbackError, check, afterResetPath, children } = props;
  const navigate = useNavigate();
  const [token, setToken] = useState(props.initialToken);
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate(afterResetPath, { replace: true }), REDIRECT_AFTER_RESET_MS);
    return () => clearTimeout(timer);
  }, [done, afterResetPath, navigate]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (done) return;
    setError(null);
    const checked = checkNewPassword({ token, email, newPassword, confirmation }, check);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    try {
      const result = await setPassword.run(checked.input);
      setDone(result.message || PASSWORD_RESET_DONE);
    } catch (failure) {
      setError(messageOf(failure, fallbackError));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormAlert message={error} />
      {done && (
        <Alert tone="success">
          <p className="font-semibold">{done}</p>
          <p className="mt-0.5">Taking you to log in…</p>
        </Alert>
      )}
      {children}
      <TextField
        label="Email"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
      />
      <TextField
        label="Reset token"
        name="token"
        autoComplete="off"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        hint="It is in the e-mail we sent you. Opening the link in that e-mail fills it in."
        value={token}
        onChange={(event) => setToken(event.target.value)}
      />
      <PasswordField label="New password" name="newPassword" autoComplete="new-password" hint={`At least ${MIN_PASSWORD_LENGTH} characters.`} value={newPassword} onChange={(event) => setNewPassword(event.target.value)} />
      <PasswordField label="Confirm new password" name="confirmPassword" autoComplete="new-password" value={confirmation} onChange={(event) => setConfirmation(event.target.value)} />
      <Button type="submit" size="lg" className="w-full" loading={setPassword.pending} disabled={!!done}>
        {setPassword.pending ? 'Resetting…' : 'Reset Password'}
      </Button>
    </form>
  );
}
