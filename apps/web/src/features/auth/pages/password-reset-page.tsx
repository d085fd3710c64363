import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ACCOUNT_TYPE_REQUIRED } from '@sokoni/domain/contracts/password-reset';
import { AuthShell } from '../../../components/layout/auth-shell.tsx';
import { PasswordResetFlow } from '../../../components/password-reset/password-reset-flow.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useRequestReset } from '../api/request-reset.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { accountTypeFromQuery, ResetAccountTypeField, type ResetAccountType } from '../components/reset-account-type.tsx';

/** /password-reset for customers ('User') and stores ('Partner'). */
export function PasswordResetPage() {
  useDocumentTitle('Reset password');
  const [query] = useSearchParams();
  const [accountType, setAccountType] = useState<ResetAccountType | null>(() => accountTypeFromQuery(query.get('accountType')));
  const request = useRequestReset();
  const reset = useResetPassword();

  return (
    <AuthShell title="Reset your password" backTo="/sign-in">
      <PasswordResetFlow
        sendLink={{ run: (email) => request.mutateAsync({ email, accountType: accountType ?? '' }), pending: request.isPending }}
        setPassword={{ run: (input) => reset.mutateAsync({ ...input, accountType: accountType ?? '' }), pending: reset.isPending }}
        fallbackErrors={{ sendLink: 'Failed to send reset link. Please try again.', setPassword: 'Failed to reset password. Please try again.' }}
        afterResetPath="/sign-in"
        sharedFields={<ResetAccountTypeField value={accountType} onChange={setAccountType} />}
        checkSharedFields={() => (accountType ? null : ACCOUNT_TYPE_REQUIRED)}
      />
    </AuthShell>
  );
}
