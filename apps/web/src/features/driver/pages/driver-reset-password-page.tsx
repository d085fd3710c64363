import { useTranslation } from 'react-i18next';
import { AuthShell } from '../../../components/layout/auth-shell.tsx';
import { PasswordResetFlow } from '../../../components/password-reset/password-reset-flow.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useRequestDriverReset } from '../api/request-reset.ts';
import { useResetDriverPassword } from '../api/reset-password.ts';

/** /driver/reset-password; afterwards /driver-signup, whose toggle leads to the login. */
export function DriverResetPasswordPage() {
  const { t } = useTranslation('driver');
  useDocumentTitle(t('pages.resetTitle'));
  const request = useRequestDriverReset();
  const reset = useResetDriverPassword();

  return (
    <AuthShell title={t('pages.resetHeading')} backTo="/driver-login">
      <PasswordResetFlow
        sendLink={{ run: (email) => request.mutateAsync({ email }), pending: request.isPending }}
        setPassword={{ run: (input) => reset.mutateAsync(input), pending: reset.isPending }}
        fallbackErrors={{ sendLink: t('pages.resetSendFailed'), setPassword: t('pages.resetFailed') }}
        afterResetPath="/driver-signup"
      />
    </AuthShell>
  );
}
