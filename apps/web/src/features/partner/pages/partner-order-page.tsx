import { useParams } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageShell } from '../../../components/layout/page-shell.tsx';
import { RequireSession } from '../../../components/session/require-session.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** /partner/orders/{subOrderId}, opened from a new-order notification. */
export function PartnerOrderPage() {
  const { subOrderId } = useParams();
  useDocumentTitle('Order');
  return (
    <RequireSession role="partner">
      {() => (
        <PageShell>
          <ComingSoon
            title="Order details"
            description={
              <>
                The details of order <span className="break-all font-semibold text-stone-800">{subOrderId}</span> will show here soon.
              </>
            }
            actions={<ButtonLink to="/dashboard">Go to the dashboard</ButtonLink>}
          />
        </PageShell>
      )}
    </RequireSession>
  );
}
