import type { AppConfig } from './config.ts';
import type { Db } from './db/client.ts';
import type { Authenticator } from './plugins/authenticate.ts';
import type { Realtime } from './plugins/socket.ts';
import type { TokenService } from './modules/auth/tokens.ts';
import { createLocalStorage } from './providers/storage/local-storage.ts';
import { createUploads } from './providers/storage/uploads.ts';
import { createUserRepository } from './modules/auth/user.repository.ts';
import { createUserService } from './modules/auth/user.service.ts';
import { createLoginService } from './modules/auth/login.service.ts';
import { createPartnerRepository } from './modules/partner/partner.repository.ts';
import { createPartnerService } from './modules/partner/partner.service.ts';
import { createProductRepository } from './modules/partner/products.repository.ts';
import { createProductService } from './modules/partner/products.service.ts';
import { createPartnerNotificationRepository } from './modules/partner/notifications.repository.ts';
import { createPartnerNotificationService } from './modules/partner/notifications.service.ts';
import { createDriverRepository } from './modules/driver/driver.repository.ts';
import { createDriverService } from './modules/driver/driver.service.ts';
import { createCatalog } from './modules/catalog/catalog.module.ts';
import { createGeoProvider } from './providers/geo/create-geo-provider.ts';
import { createGeoService } from './modules/geo/geo.service.ts';

export interface CoreDeps {
  config: AppConfig;
  db: Db;
  auth: Authenticator;
  tokens: TokenService;
  realtime: Realtime;
}

/** The composition root: every repository and service is made here, once, from its dependencies. */
export function buildServices(core: CoreDeps) {
  const { config, db, tokens } = core;
  const storage = createLocalStorage(config.uploadsDir);
  const uploads = createUploads(storage, config.maxUploadBytes);
  const geo = createGeoProvider(config);
  const repos = {
    users: createUserRepository(db),
    partners: createPartnerRepository(db),
    products: createProductRepository(db),
    partnerNotifications: createPartnerNotificationRepository(db),
    drivers: createDriverRepository(db),
  };
  return {
    ...core,
    repos,
    storage,
    uploads,
    users: createUserService({ users: repos.users, tokens }),
    login: createLoginService({ users: repos.users, partners: repos.partners, tokens }),
    partners: createPartnerService({ partners: repos.partners, tokens, uploads, adminEmails: config.adminEmails }),
    products: createProductService({ products: repos.products, uploads }),
    partnerNotifications: createPartnerNotificationService({ notifications: repos.partnerNotifications }),
    drivers: createDriverService({ drivers: repos.drivers, tokens, uploads }),
    catalog: createCatalog(db),
    geo,
    geoService: createGeoService({ geo, config }),
  };
}
export type Services = ReturnType<typeof buildServices>;
