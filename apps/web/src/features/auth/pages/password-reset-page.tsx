import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AuthShell } from '../../../components/layout/auth-shell.tsx';
import { PasswordResetFlow } from '../../../components/password-reset/password-reset-flow.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useRequestReset } from '../api/request-reset.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { accountTypeFromQuery, ResetAccountSwitch, type ResetAccountType } from '../components/reset-account-type.tsx';

/**
 * /password-reset for customers ('User') and stores ('Partner'). A customer account unless the
 * visitor says it is a shop's; the mailed link says which, and then nothing is asked.
 */
export function PasswordResetPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('passwordReset.docTitle'));
  const [query] = useSearchParams();
  const fromLink = accountTypeFromQuery(query.get('accountType'));
  const [accountType, setAccountType] = useState<ResetAccountType>(fromLink ?? 'User');
  const request = useRequestReset();
  const reset = useResetPassword();

  return (
    <AuthShell title={t('passwordReset.title')} backTo="/sign-in">
      <PasswordResetFlow
        sendLink={{ run: (email) => request.mutateAsync({ email, accountType }), pending: request.isPending }}
        setPassword={{ run: (input) => reset.mutateAsync({ ...input, accountType }), pending: reset.isPending }}
        fallbackErrors={{ sendLink: t('passwordReset.sendFailed'), setPassword: t('passwordReset.resetFailed') }}
        afterResetPath="/sign-in"
        sharedFields={fromLink ? undefined : <ResetAccountSwitch value={accountType} onChange={setAccountType} />}
      />
    </AuthShell>
  );
}
