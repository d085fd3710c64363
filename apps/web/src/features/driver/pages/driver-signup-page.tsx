import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { DriverAuthPage } from '../components/driver-auth-page.tsx';
import { DriverSignupForm } from '../components/driver-signup-form.tsx';

export function DriverSignupPage() {
  useDocumentTitle('Driver sign-up');
  return (
    <DriverAuthPage title="Drive with Sokoni" subtitle="Deliver orders from local shops and keep 80% of every delivery fee. No upfront costs." fields={7}>
      <DriverSignupForm />
    </DriverAuthPage>
  );
}
