import { Trans, useTranslation } from 'react-i18next';
import { AuthShell } from '../../../components/layout/auth-shell.tsx';
import { FormSkeleton } from '../../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AuthLink, AuthLinks } from '../components/auth-links.tsx';
import { PartnerSignupForm } from '../components/partner-signup-form.tsx';
import { usePartnerSessionRedirect } from '../hooks/use-partner-session-redirect.ts';

export function PartnerSignupPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('partnerSignupPage.docTitle'));
  const checking = usePartnerSessionRedirect();
  return (
    <AuthShell title={t('partnerSignupPage.title')} subtitle={t('partnerSignupPage.subtitle')} wide>
      {checking ? <FormSkeleton fields={4} label={t('partnerSignupPage.checking')} /> : <PartnerSignupForm />}
      <AuthLinks>
        <p>
          <Trans t={t} i18nKey="partnerSignupPage.alreadySelling" components={{ link: <AuthLink to="/sign-in" /> }} />
        </p>
      </AuthLinks>
    </AuthShell>
  );
}
