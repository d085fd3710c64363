import { Trans, useTranslation } from 'react-i18next';
import { AuthShell } from '../../../components/layout/auth-shell.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AuthLink, AuthLinks } from '../components/auth-links.tsx';
import { CustomerSignupForm } from '../components/customer-signup-form.tsx';

export function CustomerSignupPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('customerSignupPage.docTitle'));
  return (
    <AuthShell title={t('customerSignupPage.title')} subtitle={t('customerSignupPage.subtitle')} wide>
      <CustomerSignupForm />
      <AuthLinks>
        <p>
          <Trans t={t} i18nKey="customerSignupPage.haveAccount" components={{ link: <AuthLink to="/sign-in" /> }} />
        </p>
        <p>
          <Trans t={t} i18nKey="customerSignupPage.ownShop" components={{ link: <AuthLink to="/sign-up-sign-in" /> }} />
        </p>
      </AuthLinks>
    </AuthShell>
  );
}
