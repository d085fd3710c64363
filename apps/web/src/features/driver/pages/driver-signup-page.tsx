import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { DriverAuthPage } from '../components/driver-auth-page.tsx';
import { DriverSignupForm } from '../components/driver-signup-form.tsx';

export function DriverSignupPage() {
  const { t } = useTranslation('driver');
  useDocumentTitle(t('pages.signupTitle'));
  return (
    <DriverAuthPage title={t('pages.signupHeading')} subtitle={t('pages.signupSubtitle')} fields={7}>
      <DriverSignupForm />
    </DriverAuthPage>
  );
}
