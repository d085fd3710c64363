import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageShell } from '../../../components/layout/page-shell.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { siteConfig } from '../../../lib/site-config.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** /driver/reset-password. */
export function DriverResetPasswordPage() {
  useDocumentTitle('Reset driver password');
  return (
    <PageShell>
      <ComingSoon
        title="Reset your driver password"
        description={
          <>
            Resetting a password by e-mail is almost ready. Until then, contact us at{' '}
            <a href={`mailto:${siteConfig.contact.email}`} className="font-semibold text-primary-700 underline">
              {siteConfig.contact.email}
            </a>
            .
          </>
        }
        actions={
          <>
            <ButtonLink to="/driver-login">Back to driver login</ButtonLink>
            <ButtonLink to="/" variant="secondary">
              Back to home
            </ButtonLink>
          </>
        }
      />
    </PageShell>
  );
}
