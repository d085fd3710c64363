import { Outlet, ScrollRestoration } from 'react-router';
import { FooterSlotProvider } from '../components/layout/footer-slot.tsx';
import { Toaster } from '../components/ui/toaster.tsx';
import { ContactSection } from '../features/contact/components/contact-section.tsx';
import { CartPanel } from '../features/cart/components/cart-panel.tsx';
import { CheckoutHost } from '../features/checkout/components/checkout-host.tsx';

/** Every page footer carries the contact form. */
const footerContent = <ContactSection />;

export function RootLayout() {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[70] rounded-lg bg-white px-4 py-2 font-semibold text-primary-800 shadow focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
      >
        Skip to content
      </a>
      <FooterSlotProvider content={footerContent}>
        <Outlet />
      </FooterSlotProvider>
      <CartPanel />
      <CheckoutHost />
      <Toaster />
      <ScrollRestoration />
    </>
  );
}
