import { useParams } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageShell } from '../../../components/layout/page-shell.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** /store/{id or slug}: one shop's products grouped by category. */
export function StorePage() {
  const { id } = useParams();
  useDocumentTitle('Store');
  return (
    <PageShell>
      <ComingSoon
        title="Store page"
        description={
          <>
            Store <span className="font-semibold text-stone-800">{id}</span> will show its products, ratings and reviews here soon.
          </>
        }
      />
    </PageShell>
  );
}
