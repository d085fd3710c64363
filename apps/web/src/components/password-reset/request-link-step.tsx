import { useState, type FormEvent, type ReactNode } from 'react';
import { ZDriverRequestResetRequest } from '@sokoni/domain/contracts/password-reset';
import { messageOf } from '../../lib/api-client.ts';
import { fieldErrors } from '../../lib/form-errors.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { FormAlert } from '../ui/form-alert.tsx';
import { TextField } from '../ui/text-field.tsx';
import { CheckEmailLink } from './check-email-link.tsx';
import type { ResetAction } from './reset-action.ts';

const INVALID_EMAIL = 'Please enter a valid email address';

interface RequestLinkStepProps {
  email: string;
  onEmailChange: (email: string) => void;
  sendLink: ResetAction<string>;
  /** Shown when the server gives no reason. */
  fallbackError: string;
  /** A check of the page's own fields (the account type) before anything is sent. */
  check?: () => string | null;
  /** The page's own fields, drawn above the e-mail. */
  children?: ReactNode;
}

/** Step 1: the e-mail to send a reset link to. */
export function RequestLinkStep({ email, onEmailChange, sendLink, fallbackError, check, children }: RequestLinkStepProps) {
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ message: string; to: string } | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSent(null);
    const problem = check?.();
    if (problem) {
      setError(problem);
      return;
    }
    const parsed = ZDriverRequestResetRequest.safeParse({ email });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error, { email: 'Email' }).email ?? INVALID_EMAIL);
      return;
    }
    try {
      const result = await sendLink.run(parsed.data.email);
      setSent({ message: result.message, to: parsed.data.email });
    } catch (failure) {
      setError(messageOf(failure, fallbackError));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormAlert message={error} />
      {sent && (
        <div className="space-y-3">
          <Alert tone="success">{sent.message}</Alert>
          <CheckEmailLink email={sent.to} />
        </div>
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
      <Button type="submit" size="lg" variant={sent ? 'secondary' : 'primary'} className="w-full" loading={sendLink.pending}>
        {sendLink.pending ? 'Sending…' : 'Send Reset Link'}
      </Button>
    </form>
  );
}
