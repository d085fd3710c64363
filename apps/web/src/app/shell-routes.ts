/**
 * The client-side routes, as the service worker sees them. Navigating to one of these while
 * offline opens the cached app shell; any other navigation that fails (server pages such as
 * /docs, unknown addresses) gets the offline page instead. shell-routes.test.ts keeps this
 * list equal to the router's.
 */
export const SHELL_ROUTES = [
  '/',
  '/menu',
  '/offers',
  '/featured',
  '/store/:id',
  '/product/:id',
  '/account-type-selection',
  '/sign-in',
  '/password-reset',
  '/verify-email',
  '/signup',
  '/customer-dashboard',
  '/orders/:orderId',
  '/sign-up-sign-in',
  '/dashboard',
  '/user',
  '/partner/orders/:subOrderId',
  '/superuserdashboard',
  '/driver-signup',
  '/driver-login',
  '/driver/profile-setup',
  '/driver/dashboard',
  '/driver/reset-password',
] as const;

/** Served by the API process, never by the shell, even if someone adds a route that looks alike. */
export const SERVER_PATHS = [/^\/api\//, /^\/uploads\//, /^\/socket\.io/, /^\/docs/, /^\/metrics/, /^\/healthz/, /^\/readyz/];

/** '/store/:id' -> a pattern for "/store/abc?x=1" (Workbox tests pathname + search). */
export function shellRoutePattern(route: string): RegExp {
  const path = route
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/?#]+' : segment.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')))
    .join('\\/');
  const body = route === '/' ? '' : path;
  return new RegExp(`^${body}\\/?(?:\\?.*)?$`);
}
