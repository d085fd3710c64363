import { AuthShell } from '../../../components/layout/auth-shell.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AuthLink, AuthLinks } from '../components/auth-links.tsx';
import { CustomerSignupForm } from '../components/customer-signup-form.tsx';

export function CustomerSignupPage() {
  useDocumentTitle('Sign up');
  return (
    <AuthShell title="Create your account" subtitle="Order from shops in your town and get it delivered to your door." wide>
      <CustomerSignupForm />
      <AuthLinks>
        <p>
          Already have an account? <AuthLink to="/sign-in">Log in</AuthLink>
        </p>
        <p>
          Own a shop? <AuthLink to="/sign-up-sign-in">Create a store account</AuthLink>
        </p>
      </AuthLinks>
    </AuthShell>
  );
}
