import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Logger } from 'drizzle-orm';
import type { ChangeHandlers } from '../../db/client.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route may write what a catalogue answer shows (a row of `CATALOGUE_TABLES`, for stores
     * one of `STORE_COLUMNS_SHOWN`): once it has answered, this process's kept catalogue answers
     * are dropped, so the writer's next read shows its change (decision 032).
     */
    changesCatalogue?: boolean;
  }
}

/** The tables whose committed changes notify `sokoni_catalogue` (migrations 0027 and 0028). */
export const CATALOGUE_TABLES = ['products', 'product_words', 'partners'] as const;

/**
 * The store columns a catalogue answer shows or is filtered by (public store fields, a product's
 * shop, reach, visibility): an update of `partners` notifies only when it sets one of these
 * (migration 0028). A store's e-mail, password, language, commission or permit does not.
 */
export const STORE_COLUMNS_SHOWN = [
  'business_name',
  'business_type',
  'contact_number',
  'town',
  'location',
  'address',
  'description',
  'profile_image',
  'slug',
  'role',
  'suspended',
  'opening_hours',
  'paused_until',
  'delivery_radius_km',
  'rating_average',
  'rating_count',
  'created_at',
] as const;

const WRITE = /\b(insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+"?(products|product_words|partners)\b"?/gi;
const SET_COLUMN = /"(\w+)"\s*=/g;
/** Where Drizzle's SET list ends: its condition on the table's own columns. */
const DRIZZLE_WHERE = /\swhere\s+\(*"partners"\./;
const shownStoreColumns = new Set<string>(STORE_COLUMNS_SHOWN);

/**
 * What a statement writes that a catalogue answer shows, e.g. `products` or `partners.paused_until`,
 * or null. An update of `partners` is read in Drizzle's form (`update "partners" set "a" = …`).
 */
export function catalogueWriteOf(statement: string): string | null {
  for (const match of statement.matchAll(WRITE)) {
    const verb = match[1]!.toLowerCase();
    const table = match[2]!.toLowerCase();
    if (table !== 'partners' || !verb.startsWith('update')) return table;
    const from = match.index + match[0].length;
    const rest = statement.slice(from);
    const end = rest.search(DRIZZLE_WHERE);
    const set = end < 0 ? rest : rest.slice(0, end);
    for (const column of set.matchAll(SET_COLUMN)) if (shownStoreColumns.has(column[1]!)) return `partners.${column[1]}`;
  }
  return null;
}

/** Drops this process's kept answers after every route marked `changesCatalogue` has answered. */
export function registerCatalogueWrites(app: FastifyInstance, changes: Pick<ChangeHandlers, 'changed'>): void {
  app.addHook('onSend', async (request, reply, payload) => {
    // Its transaction has committed by now; the notification from the triggers follows a moment later.
    if (request.routeOptions.config.changesCatalogue && reply.statusCode < 400) changes.changed();
    return payload;
  });
}

interface RequestScope {
  request: FastifyRequest;
  marked: boolean;
  answered: boolean;
}
const scope = new AsyncLocalStorage<RequestScope>();

/**
 * For tests: every statement a request runs is checked, and one that writes what a catalogue
 * answer shows from a route not marked `changesCatalogue` fails with a message saying so. The
 * database must be opened with `catalogueWriteCheck` as its Drizzle logger.
 */
export function checkCatalogueWrites(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    scope.run({ request, marked: request.routeOptions.config.changesCatalogue === true, answered: false }, done);
  });
  app.addHook('onResponse', async (request) => {
    const current = scope.getStore();
    if (current?.request === request) current.answered = true;
  });
}

export const catalogueWriteCheck: Logger = {
  logQuery(statement) {
    const current = scope.getStore();
    if (!current || current.marked || current.answered) return;
    const written = catalogueWriteOf(statement);
    if (written) {
      const { method, routeOptions } = current.request;
      const message = `${method} ${routeOptions.url} writes ${written}, shown in catalogue answers: mark the route with config.changesCatalogue (decision 032)`;
      // The error handler answers 500 without the message: the test's output says why.
      console.error(message);
      throw new Error(message);
    }
  },
};
