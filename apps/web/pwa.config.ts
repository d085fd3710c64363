import type { VitePWAOptions } from 'vite-plugin-pwa';
import { SERVER_PATHS, SHELL_ROUTES, shellRoutePattern } from './src/app/shell-routes.ts';

const DAY = 24 * 60 * 60;

/**
 * Installable app and offline behaviour (see docs/readme-pwa.md). The service worker precaches
 * the shell a customer needs; other personas' heavy screens are cached the first time they open.
 * Workbox copies the `urlPattern` functions into sw.js as source text, so they use nothing from
 * this file's scope.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'autoUpdate',
  // Registered by the app once its first page has settled (src/lib/service-worker.ts),
  // not at the window's load, when installing competed with the first page's hydration.
  injectRegister: false,
  // The icons are in the precache through the glob patterns already.
  includeManifestIcons: false,
  manifest: {
    id: '/',
    name: 'Sokoni',
    short_name: 'Sokoni',
    description: 'Fast local delivery from trusted vendors in your town.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#047857',
    background_color: '#fafaf9',
    categories: ['shopping', 'food'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    // Store, driver and admin dashboards (charts, tables) and the map are large, and most visits
    // never open them (the map is useless offline anyway: its tiles come from the internet); the
    // '/assets/' rule below keeps them once they have been used.
    globIgnores: [
      'assets/partner-dashboard-page-*',
      'assets/driver-dashboard-page-*',
      'assets/admin-dashboard-page-*',
      'assets/orders-chart-*',
      'assets/leaflet-setup-*',
    ],
    // Push messages (issue 30): shown as notifications, a tap opens the order (public/push-sw.js).
    importScripts: ['/push-sw.js'],
    cleanupOutdatedCaches: true,
    disableDevLogs: true,
    navigateFallback: '/index.html',
    navigateFallbackAllowlist: SHELL_ROUTES.map(shellRoutePattern),
    navigateFallbackDenylist: SERVER_PATHS,
    runtimeCaching: [
      {
        // Any other page (server pages, unknown addresses): the network, or the offline page.
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: '/offline.html' } },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/uploads/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'sokoni-images',
          expiration: { maxEntries: 150, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // Public catalogue reads, so a phone on a bad network still shows the last stores and
        // products it saw. Anything sent with a token (orders, dashboards) is never stored.
        urlPattern: ({ url, request, sameOrigin }) =>
          sameOrigin &&
          !request.headers.has('authorization') &&
          /^\/api\/(partners|products|products-by-partner|storefront|search|catalog\/facets|promotions)(\/|$)/.test(url.pathname) &&
          !/\/(orders|sales)$/.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'sokoni-catalogue',
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 120, maxAgeSeconds: 2 * DAY, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // Hashed build files left out of the precache: immutable, so the first copy is final.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'sokoni-assets',
          expiration: { maxEntries: 60, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
};
