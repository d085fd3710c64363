import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { DriverAuthPage } from '../components/driver-auth-page.tsx';
import { DriverLoginForm } from '../components/driver-login-form.tsx';

export function DriverLoginPage() {
  const { t } = useTranslation('driver');
  useDocumentTitle(t('pages.loginTitle'));
  return (
    <DriverAuthPage title={t('pages.loginTitle')} subtitle={t('pages.loginSubtitle')} fields={2}>
      <DriverLoginForm />
    </DriverAuthPage>
  );
}
