import { useTranslation } from 'react-i18next';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { AuthShell } from '../../../components/layout/auth-shell.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useVerifyEmail } from '../api/verify-email.ts';

/** /verify-email?token=…: the page a verification mail links to; it proves the address at once. */
export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('verifyEmail.docTitle'));
  const [query] = useSearchParams();
  const token = query.get('token')?.trim() ?? '';
  const verify = useVerifyEmail();
  // The token works once: send it once, even when React runs effects twice in development.
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate(token);
  }, [token, verify]);

  return (
    <AuthShell title={t('verifyEmail.title')} backTo="/">
      {!token ? (
        <Alert tone="error">{t('verifyEmail.invalid')}</Alert>
      ) : verify.isSuccess ? (
        <Alert tone="success">{verify.data.message}</Alert>
      ) : verify.isError ? (
        <Alert tone="error">{messageOf(verify.error, t('verifyEmail.failed'))}</Alert>
      ) : (
        <p role="status" className="flex items-center gap-2 text-sm text-stone-700">
          <Spinner /> {t('verifyEmail.verifying')}
        </p>
      )}
      <ButtonLink to="/" variant="secondary" className="mt-5 w-full">
        {t('verifyEmail.goToSokoni')}
      </ButtonLink>
    </AuthShell>
  );
}
