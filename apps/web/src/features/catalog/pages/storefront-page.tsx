import { useLocation } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageShell } from '../../../components/layout/page-shell.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

const TITLES: Record<string, string> = { '/offers': 'Offers', '/featured': 'Featured products' };

/** /menu, /offers and /featured: the product listing. */
export function StorefrontPage() {
  const { pathname } = useLocation();
  const title = TITLES[pathname] ?? 'Menu';
  useDocumentTitle(title);
  return (
    <PageShell>
      <ComingSoon
        title={title}
        description="Browse products from every shop, filter by category, price and rating, and add them to your cart. The full product catalogue is on its way."
      />
    </PageShell>
  );
}
