import { AuthShell } from '../../../components/layout/auth-shell.tsx';
import { FormSkeleton } from '../../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AuthLink, AuthLinks } from '../components/auth-links.tsx';
import { PartnerSignupForm } from '../components/partner-signup-form.tsx';
import { usePartnerSessionRedirect } from '../hooks/use-partner-session-redirect.ts';

export function PartnerSignupPage() {
  useDocumentTitle('Create Store Account');
  const checking = usePartnerSessionRedirect();
  return (
    <AuthShell title="Create Store Account" subtitle="Open your shop on Sokoni and start receiving orders from customers nearby." wide>
      {checking ? <FormSkeleton fields={4} label="Checking your store account…" /> : <PartnerSignupForm />}
      <AuthLinks>
        <p>
          Already selling on Sokoni? <AuthLink to="/sign-in">Log in to your store</AuthLink>
        </p>
      </AuthLinks>
    </AuthShell>
  );
}
