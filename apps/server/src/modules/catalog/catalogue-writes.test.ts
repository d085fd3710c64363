import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { catalogueWriteCheck, catalogueWriteOf, checkCatalogueWrites, registerCatalogueWrites } from './catalogue-writes.ts';

describe('catalogueWriteOf', () => {
  it("finds writes to products and product_words, in Drizzle's form and by hand", () => {
    expect(catalogueWriteOf('insert into "products" ("id", "name") values ($1, $2)')).toBe('products');
    expect(catalogueWriteOf('update "products" set "inventory" = "products"."inventory" + $1 where "products"."id" = $2')).toBe('products');
    expect(catalogueWriteOf('delete from "products" where "products"."id" = $1 returning "id"')).toBe('products');
    expect(catalogueWriteOf('WITH r AS (SELECT 1) UPDATE products p SET inventory = p.inventory - r.quantity FROM r')).toBe('products');
    expect(catalogueWriteOf('INSERT INTO product_words (word) SELECT 1')).toBe('product_words');
    expect(catalogueWriteOf('TRUNCATE products CASCADE')).toBe('products');
  });

  it("takes a store's update only when it sets a column catalogue answers show", () => {
    expect(catalogueWriteOf('insert into "partners" ("id") values ($1)')).toBe('partners');
    expect(catalogueWriteOf('update "partners" set "paused_until" = $1, "pause_reason" = $2, "updated_at" = $3 where "partners"."id" = $4')).toBe('partners.paused_until');
    expect(catalogueWriteOf('update "partners" set "language" = $1 where "partners"."id" = $2 returning "id"')).toBeNull();
    expect(catalogueWriteOf('update "partners" set "verified" = $1, "updated_at" = $2 where "partners"."id" = $3')).toBeNull();
    expect(catalogueWriteOf('update "partners" set "commission_percent" = $1 where ("partners"."id" = $2 and "partners"."suspended" = $3)')).toBeNull();
  });

  it('leaves reads and other tables alone', () => {
    expect(catalogueWriteOf('select "id", "updated_at" from "products" for update')).toBeNull();
    expect(catalogueWriteOf('update "users" set "language" = $1 where "users"."id" = $2')).toBeNull();
    expect(catalogueWriteOf('insert into "products_log" ("id") values ($1)')).toBeNull();
    expect(catalogueWriteOf('insert into "order_items" ("product_id") select "id" from "products"')).toBeNull();
  });
});

describe('routes marked changesCatalogue', () => {
  async function appWith() {
    const app = Fastify();
    let dropped = 0;
    registerCatalogueWrites(app, { changed: () => dropped++ });
    checkCatalogueWrites(app);
    const write = async () => {
      catalogueWriteCheck.logQuery('update "products" set "price" = $1 where "products"."id" = $2', []);
      return { ok: true };
    };
    app.put('/marked', { config: { changesCatalogue: true } }, write);
    app.put('/unmarked', write);
    app.put('/refused', { config: { changesCatalogue: true } }, async (_request, reply) => reply.status(409).send({ ok: false }));
    app.put('/elsewhere', async () => {
      catalogueWriteCheck.logQuery('update "users" set "language" = $1', []);
      return { ok: true };
    });
    await app.ready();
    return { app, dropped: () => dropped };
  }

  it("drop this process's answers once they have answered; a refused write and other routes keep them", async () => {
    const { app, dropped } = await appWith();
    expect((await app.inject({ method: 'PUT', url: '/marked' })).statusCode).toBe(200);
    expect(dropped()).toBe(1);
    expect((await app.inject({ method: 'PUT', url: '/refused' })).statusCode).toBe(409);
    expect((await app.inject({ method: 'PUT', url: '/elsewhere' })).statusCode).toBe(200);
    expect(dropped()).toBe(1);
    await app.close();
  });

  it('fail, when checked, a route that writes the catalogue without the mark', async () => {
    const { app, dropped } = await appWith();
    const res = await app.inject({ method: 'PUT', url: '/unmarked' });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toContain('PUT /unmarked writes products');
    expect(dropped()).toBe(0);
    await app.close();
  });
});
