import { PageShell } from '../../../components/layout/page-shell.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { LandingHero } from '../components/landing-hero.tsx';
import { PartnershipSection } from '../components/partnership-section.tsx';
import { StoreGridSection } from '../components/store-grid-section.tsx';

export function LandingPage() {
  useDocumentTitle('');
  return (
    <PageShell>
      <LandingHero />
      <StoreGridSection />
      <PartnershipSection />
    </PageShell>
  );
}
