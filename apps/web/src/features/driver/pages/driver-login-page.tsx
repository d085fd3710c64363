import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { DriverAuthPage } from '../components/driver-auth-page.tsx';
import { DriverLoginForm } from '../components/driver-login-form.tsx';

export function DriverLoginPage() {
  useDocumentTitle('Driver login');
  return (
    <DriverAuthPage title="Driver login" subtitle="Welcome back. Log in to see orders ready for pickup." fields={2}>
      <DriverLoginForm />
    </DriverAuthPage>
  );
}
