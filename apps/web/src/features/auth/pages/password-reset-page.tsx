import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageShell } from '../../../components/layout/page-shell.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { siteConfig } from '../../../lib/site-config.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** /password-reset for customers and stores. */
export function PasswordResetPage() {
  useDocumentTitle('Reset password');
  return (
    <PageShell>
      <ComingSoon
        title="Reset your password"
        description={
          <>
            Resetting a password by e-mail is almost ready. Until then, contact us at{' '}
            <a href={`mailto:${siteConfig.contact.email}`} className="font-semibold text-primary-700 underline">
              {siteConfig.contact.email}
            </a>{' '}
            and we'll help you back into your account.
          </>
        }
        actions={
          <>
            <ButtonLink to="/sign-in">Back to log in</ButtonLink>
            <ButtonLink to="/" variant="secondary">
              Back to home
            </ButtonLink>
          </>
        }
      />
    </PageShell>
  );
}
