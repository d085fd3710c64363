import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { FooterSlotProvider } from '../components/layout/footer-slot.tsx';
import { useAccountLanguage } from '../components/layout/use-account-language.ts';
import { Toaster } from '../components/ui/toaster.tsx';
import { CartPanelHost } from '../features/cart/components/cart-panel-host.tsx';
import { CheckoutHost } from '../features/checkout/components/checkout-host.tsx';

// Every page footer carries the contact form. It sits below the first screen, so its code comes
// after the page's rather than in the first bundle.
const ContactSection = lazy(() => import('../features/contact/components/contact-section.tsx').then((m) => ({ default: m.ContactSection })));
const footerContent = (
  <Suspense fallback={null}>
    <ContactSection />
  </Suspense>
);

export function RootLayout() {
  const { t } = useTranslation('app');
  useAccountLanguage();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[70] rounded-lg bg-white px-4 py-2 font-semibold text-primary-800 shadow focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
      >
        {t('skipToContent')}
      </a>
      <FooterSlotProvider content={footerContent}>
        {/* A component whose words are not loaded yet waits here rather than showing keys. */}
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </FooterSlotProvider>
      <CartPanelHost />
      <CheckoutHost />
      <Toaster />
      <ScrollRestoration />
    </>
  );
}
