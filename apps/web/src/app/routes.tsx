import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

/** Each page is its own chunk, loaded on first visit; pages export a named component. */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyRouteFunction<RouteObject> {
  return async () => ({ Component: (await load())[name] });
}

const visitorRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('../features/catalog/pages/landing-page.tsx'), 'LandingPage') },
  { path: 'menu', lazy: page(() => import('../features/catalog/pages/storefront-page.tsx'), 'StorefrontPage') },
  { path: 'offers', lazy: page(() => import('../features/catalog/pages/storefront-page.tsx'), 'StorefrontPage') },
  { path: 'featured', lazy: page(() => import('../features/catalog/pages/storefront-page.tsx'), 'StorefrontPage') },
  { path: 'store/:id', lazy: page(() => import('../features/catalog/pages/store-page.tsx'), 'StorePage') },
  { path: 'product/:id', lazy: page(() => import('../features/catalog/pages/product-page.tsx'), 'ProductPage') },
  { path: 'account-type-selection', lazy: page(() => import('../features/auth/pages/account-type-selection-page.tsx'), 'AccountTypeSelectionPage') },
  { path: 'sign-in', lazy: page(() => import('../features/auth/pages/sign-in-page.tsx'), 'SignInPage') },
  { path: 'password-reset', lazy: page(() => import('../features/auth/pages/password-reset-page.tsx'), 'PasswordResetPage') },
  { path: 'verify-email', lazy: page(() => import('../features/auth/pages/verify-email-page.tsx'), 'VerifyEmailPage') },
];

const customerRoutes: RouteObject[] = [
  { path: 'signup', lazy: page(() => import('../features/auth/pages/customer-signup-page.tsx'), 'CustomerSignupPage') },
  { path: 'customer-dashboard', lazy: page(() => import('../features/orders/pages/customer-dashboard-page.tsx'), 'CustomerDashboardPage') },
  { path: 'orders/:orderId', lazy: page(() => import('../features/orders/pages/order-summary-page.tsx'), 'OrderSummaryPage') },
];

const partnerRoutes: RouteObject[] = [
  { path: 'sign-up-sign-in', lazy: page(() => import('../features/auth/pages/partner-signup-page.tsx'), 'PartnerSignupPage') },
  { path: 'dashboard', lazy: page(() => import('../features/partner/pages/partner-dashboard-page.tsx'), 'PartnerDashboardPage') },
  { path: 'user', lazy: page(() => import('../features/partner/pages/partner-dashboard-page.tsx'), 'PartnerDashboardPage') },
  { path: 'partner/orders/:subOrderId', lazy: page(() => import('../features/partner/pages/partner-order-page.tsx'), 'PartnerOrderPage') },
];

const adminRoutes: RouteObject[] = [
  { path: 'superuserdashboard', lazy: page(() => import('../features/admin/pages/admin-dashboard-page.tsx'), 'AdminDashboardPage') },
];

const driverRoutes: RouteObject[] = [
  { path: 'driver-signup', lazy: page(() => import('../features/driver/pages/driver-signup-page.tsx'), 'DriverSignupPage') },
  { path: 'driver-login', lazy: page(() => import('../features/driver/pages/driver-login-page.tsx'), 'DriverLoginPage') },
  { path: 'driver/profile-setup', lazy: page(() => import('../features/driver/pages/driver-profile-setup-page.tsx'), 'DriverProfileSetupPage') },
  { path: 'driver/dashboard', lazy: page(() => import('../features/driver/pages/driver-dashboard-page.tsx'), 'DriverDashboardPage') },
  { path: 'driver/reset-password', lazy: page(() => import('../features/driver/pages/driver-reset-password-page.tsx'), 'DriverResetPasswordPage') },
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
      { path: '*', Component: NotFoundPage },
    ],
  },
];
