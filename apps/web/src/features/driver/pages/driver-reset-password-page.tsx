import { AuthShell } from '../../../components/layout/auth-shell.tsx';
import { PasswordResetFlow } from '../../../components/password-reset/password-reset-flow.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useRequestDriverReset } from '../api/request-reset.ts';
import { useResetDriverPassword } from '../api/reset-password.ts';

/** /driver/reset-password; afterwards /driver-signup, whose toggle leads to the login. */
export function DriverResetPasswordPage() {
  useDocumentTitle('Reset driver password');
  const request = useRequestDriverReset();
  const reset = useResetDriverPassword();

  return (
    <AuthShell title="Reset your driver password" backTo="/driver-login">
      <PasswordResetFlow
        sendLink={{ run: (email) => request.mutateAsync({ email }), pending: request.isPending }}
        setPassword={{ run: (input) => reset.mutateAsync(input), pending: reset.isPending }}
        fallbackErrors={{ sendLink: 'Failed to send reset link', setPassword: 'Failed to reset password' }}
        afterResetPath="/driver-signup"
      />
    </AuthShell>
  );
}
