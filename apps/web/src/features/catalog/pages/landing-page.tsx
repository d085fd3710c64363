import { PageShell } from '../../../components/layout/page-shell.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { CatalogDialogsProvider } from '../components/catalog-dialogs.tsx';
import { LandingDiscoveryBar } from '../landing/landing-discovery-bar.tsx';
import { LandingHero } from '../landing/landing-hero.tsx';
import { PartnershipSection } from '../landing/partnership-section.tsx';
import { ShopLinks } from '../landing/shop-links.tsx';
import { StoreGridSection } from '../landing/store-grid-section.tsx';

export function LandingPage() {
  useDocumentTitle('');
  return (
    <PageShell cart>
      <CatalogDialogsProvider>
        <LandingDiscoveryBar />
        <LandingHero />
        <ShopLinks />
        <StoreGridSection />
        <PartnershipSection />
      </CatalogDialogsProvider>
    </PageShell>
  );
}
