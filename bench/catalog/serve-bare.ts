import Fastify from 'fastify';
import pg from 'pg';

/**
 * The yardsticks: a bare Fastify route answering a small JSON object (no database) and, with
 * DATABASE_URL, a bare route doing one indexed `SELECT` (a product by its primary key, cycling
 * through the first thousand) on the same PostgreSQL with a pool as large as the server's. What
 * the catalogue routes reach is printed as a share of the second: the floor of a Fastify route
 * that touches the database once.
 */
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ hello: 'world' }));

const url = process.env.DATABASE_URL;
const pool = url ? new pg.Pool({ connectionString: url, max: Number(process.env.BENCH_POOL ?? 10) }) : null;
if (pool) {
  const ids = (await pool.query<{ id: string }>('SELECT id FROM products ORDER BY id LIMIT 1000')).rows.map((r) => r.id);
  let next = 0;
  app.get('/bare-select', async () => {
    const { rows } = await pool.query('SELECT id, name, price_cents FROM products WHERE id = $1', [ids[next++ % ids.length]]);
    return rows[0] ?? null;
  });
}

await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
process.on('disconnect', () => {
  void app
    .close()
    .then(() => pool?.end())
    .finally(() => process.exit(0));
});
