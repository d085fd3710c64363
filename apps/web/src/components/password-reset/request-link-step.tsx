import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ZDriverRequestResetRequest } from '@sokoni/domain/contracts/password-reset';
import { messageOf } from '../../lib/api-client.ts';
import { useCheckedForm } from '../../lib/use-checked-form.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { FormAlert } from '../ui/form-alert.tsx';
import { CheckEmailLink } from './check-email-link.tsx';
import type { ResetAction } from './reset-action.ts';
import { ResetEmailField } from './email-field.tsx';

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
  const { t } = useTranslation('password-reset');
  const [sent, setSent] = useState<{ message: string; to: string } | null>(null);
  // The e-mail starts as the flow's and is told back to it, so it carries over to the other step.
  const { values, set, failure, onSubmit } = useCheckedForm({
    initial: { email },
    check: () => check?.() ?? null,
    schema: ZDriverRequestResetRequest,
    labels: { email: t('email') },
    contractErrors: 'as-sentence',
    failureOf: (failure) => messageOf(failure, fallbackError),
    async save(parsed) {
      const result = await sendLink.run(parsed.email);
      setSent({ message: result.message, to: parsed.email });
    },
  });
  const submit: typeof onSubmit = (event) => {
    setSent(null);
    return onSubmit(event);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <FormAlert message={failure} />
      {sent && (
        <div className="space-y-3">
          <Alert tone="success">{sent.message}</Alert>
          <CheckEmailLink email={sent.to} />
        </div>
      )}
      {children}
      <ResetEmailField
        value={values.email}
        onChange={(typed) => {
          set('email')(typed);
          onEmailChange(typed);
        }}
      />
      <Button type="submit" size="lg" variant={sent ? 'secondary' : 'primary'} className="w-full" loading={sendLink.pending}>
        {sendLink.pending ? t('requestLink.sending') : t('requestLink.send')}
      </Button>
    </form>
  );
}
