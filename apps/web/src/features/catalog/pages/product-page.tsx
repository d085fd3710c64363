import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageShell } from '../../../components/layout/page-shell.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** /product/{id}: a single product's details. */
export function ProductPage() {
  useDocumentTitle('Product');
  return (
    <PageShell>
      <ComingSoon
        title="Product details"
        description="Photos, prices, ratings and reviews of each product will appear here soon."
        actions={
          <>
            <ButtonLink to="/menu">Browse the menu</ButtonLink>
            <ButtonLink to="/" variant="secondary">
              Back to home
            </ButtonLink>
          </>
        }
      />
    </PageShell>
  );
}
