import { PageShell } from '../../../components/layout/page-shell.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { CatalogDialogsProvider } from '../components/catalog-dialogs.tsx';
import { LandingDiscoveryBar } from '../components/landing-discovery-bar.tsx';
import { LandingHero } from '../components/landing-hero.tsx';
import { PartnershipSection } from '../components/partnership-section.tsx';
import { ShopLinks } from '../components/shop-links.tsx';
import { StoreGridSection } from '../components/store-grid-section.tsx';

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
