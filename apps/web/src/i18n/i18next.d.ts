import 'i18next';
import type address from '../components/address/locales/en.json';
import type admin from '../features/admin/locales/en.json';
import type app from '../app/locales/en.json';
import type auth from '../features/auth/locales/en.json';
import type cart from '../features/cart/locales/en.json';
import type catalog from '../features/catalog/locales/en.json';
import type checkout from '../features/checkout/locales/en.json';
import type common from './locales/en.json';
import type contact from '../features/contact/locales/en.json';
import type driver from '../features/driver/locales/en.json';
import type emailVerification from '../components/email-verification/locales/en.json';
import type landing from '../features/catalog/landing/locales/en.json';
import type layout from '../components/layout/locales/en.json';
import type ledger from '../components/ledger/locales/en.json';
import type map from '../components/map/locales/en.json';
import type order from '../components/order/locales/en.json';
import type orders from '../features/orders/locales/en.json';
import type partner from '../features/partner/locales/en.json';
import type passwordReset from '../components/password-reset/locales/en.json';
import type problems from '../components/problems/locales/en.json';
import type session from '../components/session/locales/en.json';
import type tips from '../components/tips/locales/en.json';
import type ui from '../components/ui/locales/en.json';

/**
 * The English catalogues are the source of truth for keys: `t('missing.key')` fails the
 * typecheck. Add a line here with each new namespace (a folder's `locales/en.json`).
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      'email-verification': typeof emailVerification;
      'password-reset': typeof passwordReset;
      address: typeof address;
      admin: typeof admin;
      app: typeof app;
      auth: typeof auth;
      cart: typeof cart;
      catalog: typeof catalog;
      checkout: typeof checkout;
      common: typeof common;
      contact: typeof contact;
      driver: typeof driver;
      landing: typeof landing;
      layout: typeof layout;
      ledger: typeof ledger;
      map: typeof map;
      order: typeof order;
      orders: typeof orders;
      partner: typeof partner;
      problems: typeof problems;
      session: typeof session;
      tips: typeof tips;
      ui: typeof ui;
    };
  }
}
