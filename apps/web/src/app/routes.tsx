import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { fetchCatalogues, loadNamespaces } from '../i18n/i18n.ts';
import { CATALOGUE_NAMESPACES, LANDING_NAMESPACES } from './page-namespaces.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

/**
 * Each page is its own chunk, loaded on first visit; pages export a named component. The message
 * catalogues it names (i18n namespaces beyond the shell's) load beside the chunk, so the page's
 * first render already speaks the user's language instead of suspending.
 */
function page<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  namespaces: readonly string[] = [],
): LazyRouteFunction<RouteObject> {
  return async () => {
    // The catalogues are requested now, beside the chunk, not once i18n has started.
    fetchCatalogues(namespaces);
    const [module] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return { Component: module[name] };
  };
}

const visitorRoutes: RouteObject[] = [
  // The landing's dialogs bring the catalogue's and the cart's words with them.
  { index: true, lazy: page(() => import('../features/catalog/pages/landing-page.tsx'), 'LandingPage', LANDING_NAMESPACES) },
  { path: 'menu', lazy: page(() => import('../features/catalog/pages/storefront-page.tsx'), 'StorefrontPage', CATALOGUE_NAMESPACES) },
  { path: 'offers', lazy: page(() => import('../features/catalog/pages/storefront-page.tsx'), 'StorefrontPage', CATALOGUE_NAMESPACES) },
  { path: 'featured', lazy: page(() => import('../features/catalog/pages/storefront-page.tsx'), 'StorefrontPage', CATALOGUE_NAMESPACES) },
  { path: 'store/:id', lazy: page(() => import('../features/catalog/pages/store-page.tsx'), 'StorePage', CATALOGUE_NAMESPACES) },
  { path: 'product/:id', lazy: page(() => import('../features/catalog/pages/product-page.tsx'), 'ProductPage', CATALOGUE_NAMESPACES) },
  { path: 'account-type-selection', lazy: page(() => import('../features/auth/pages/account-type-selection-page.tsx'), 'AccountTypeSelectionPage', ['auth']) },
  { path: 'sign-in', lazy: page(() => import('../features/auth/pages/sign-in-page.tsx'), 'SignInPage', ['auth']) },
  { path: 'password-reset', lazy: page(() => import('../features/auth/pages/password-reset-page.tsx'), 'PasswordResetPage', ['auth', 'password-reset']) },
  { path: 'verify-email', lazy: page(() => import('../features/auth/pages/verify-email-page.tsx'), 'VerifyEmailPage', ['auth', 'email-verification']) },
];

const customerRoutes: RouteObject[] = [
  { path: 'signup', lazy: page(() => import('../features/auth/pages/customer-signup-page.tsx'), 'CustomerSignupPage', ['auth']) },
  { path: 'customer-dashboard', lazy: page(() => import('../features/orders/pages/customer-dashboard-page.tsx'), 'CustomerDashboardPage', ['orders', 'order', 'session', 'email-verification', 'problems', 'address', 'map', 'tips']) },
  { path: 'orders/:orderId', lazy: page(() => import('../features/orders/pages/order-summary-page.tsx'), 'OrderSummaryPage', ['orders', 'order', 'session', 'problems', 'map', 'tips']) },
];

const partnerRoutes: RouteObject[] = [
  { path: 'sign-up-sign-in', lazy: page(() => import('../features/auth/pages/partner-signup-page.tsx'), 'PartnerSignupPage', ['auth']) },
  { path: 'dashboard', lazy: page(() => import('../features/partner/pages/partner-dashboard-page.tsx'), 'PartnerDashboardPage', ['partner', 'order', 'problems', 'ledger', 'email-verification', 'map']) },
  { path: 'user', lazy: page(() => import('../features/partner/pages/partner-dashboard-page.tsx'), 'PartnerDashboardPage', ['partner', 'order', 'problems', 'ledger', 'email-verification', 'map']) },
  { path: 'partner/orders/:subOrderId', lazy: page(() => import('../features/partner/pages/partner-order-page.tsx'), 'PartnerOrderPage', ['partner', 'order', 'problems']) },
];

const adminRoutes: RouteObject[] = [
  { path: 'superuserdashboard', lazy: page(() => import('../features/admin/pages/admin-dashboard-page.tsx'), 'AdminDashboardPage', ['admin', 'order', 'problems', 'ledger', 'map']) },
];

const driverRoutes: RouteObject[] = [
  { path: 'driver-signup', lazy: page(() => import('../features/driver/pages/driver-signup-page.tsx'), 'DriverSignupPage', ['driver']) },
  { path: 'driver-login', lazy: page(() => import('../features/driver/pages/driver-login-page.tsx'), 'DriverLoginPage', ['driver']) },
  { path: 'driver/profile-setup', lazy: page(() => import('../features/driver/pages/driver-profile-setup-page.tsx'), 'DriverProfileSetupPage', ['driver', 'map', 'email-verification']) },
  { path: 'driver/dashboard', lazy: page(() => import('../features/driver/pages/driver-dashboard-page.tsx'), 'DriverDashboardPage', ['driver', 'order', 'ledger', 'map', 'problems', 'email-verification']) },
  { path: 'driver/reset-password', lazy: page(() => import('../features/driver/pages/driver-reset-password-page.tsx'), 'DriverResetPasswordPage', ['driver', 'password-reset']) },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageSpinner,
    children: [
      ...visitorRoutes,
      ...customerRoutes,
      ...partnerRoutes,
      ...adminRoutes,
      ...driverRoutes,
      { path: '*', lazy: page(() => import('./not-found-page.tsx'), 'NotFoundPage') },
    ],
  },
];
