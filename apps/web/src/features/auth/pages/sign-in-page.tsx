import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { AuthShell } from '../../../components/layout/auth-shell.tsx';
import { FormSkeleton } from '../../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AuthLink, AuthLinks } from '../components/auth-links.tsx';
import { SignInForm } from '../components/sign-in-form.tsx';

const SKELETON_MS = 400;

export function SignInPage() {
  useDocumentTitle('Log in');
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), SKELETON_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <AuthShell title="Welcome back" subtitle="Log in to your customer or store account.">
      {ready ? <SignInForm /> : <FormSkeleton fields={2} label="Loading the login form…" />}
      <div className="mt-4 text-right text-sm">
        <Link to="/password-reset" className="rounded font-semibold text-primary-700 hover:underline">
          Forgot password?
        </Link>
      </div>
      <AuthLinks>
        <p>
          New to Sokoni? <AuthLink to="/signup">Create a customer account</AuthLink>
        </p>
        <p>
          Own a shop? <AuthLink to="/sign-up-sign-in">Create a store account</AuthLink>
        </p>
        <p>
          Delivering? <AuthLink to="/driver-login">Driver login</AuthLink>
        </p>
      </AuthLinks>
    </AuthShell>
  );
}
