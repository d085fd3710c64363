import { useParams } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageShell } from '../../../components/layout/page-shell.tsx';
import { RequireSession } from '../../../components/session/require-session.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** /orders/{orderId}: the summary a customer sees after placing an order. */
export function OrderSummaryPage() {
  const { orderId } = useParams();
  useDocumentTitle('Order summary');
  return (
    <RequireSession role="user">
      {() => (
        <PageShell>
          <ComingSoon
            title="Order summary"
            description={
              <>
                The summary of order <span className="break-all font-semibold text-stone-800">{orderId}</span> will show here soon.
              </>
            }
            actions={
              <>
                <ButtonLink to="/customer-dashboard">My orders</ButtonLink>
                <ButtonLink to="/" variant="secondary">
                  Back to home
                </ButtonLink>
              </>
            }
          />
        </PageShell>
      )}
    </RequireSession>
  );
}
