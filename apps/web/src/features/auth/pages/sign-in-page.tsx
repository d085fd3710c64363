import { Trans, useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { AuthShell } from '../../../components/layout/auth-shell.tsx';
import { FormSkeleton } from '../../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AuthLink, AuthLinks } from '../components/auth-links.tsx';
import { SignInForm } from '../components/sign-in-form.tsx';

const SKELETON_MS = 400;

export function SignInPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('signIn.docTitle'));
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), SKELETON_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <AuthShell title={t('signIn.title')} subtitle={t('signIn.subtitle')}>
      {ready ? <SignInForm /> : <FormSkeleton fields={2} label={t('signIn.loadingForm')} />}
      <div className="mt-4 text-right text-sm">
        <Link to="/password-reset" className="rounded font-semibold text-primary-700 hover:underline">
          {t('signIn.forgotPassword')}
        </Link>
      </div>
      <AuthLinks>
        <p>
          <Trans t={t} i18nKey="signIn.newToSokoni" components={{ link: <AuthLink to="/signup" /> }} />
        </p>
        <p>
          <Trans t={t} i18nKey="signIn.ownShop" components={{ link: <AuthLink to="/sign-up-sign-in" /> }} />
        </p>
        <p>
          <Trans t={t} i18nKey="signIn.delivering" components={{ link: <AuthLink to="/driver-login" /> }} />
        </p>
      </AuthLinks>
    </AuthShell>
  );
}
