import { eq } from 'drizzle-orm';
import { openPostgres } from '../../apps/server/src/db/client.ts';
import { products } from '../../apps/server/src/db/schema/index.ts';
import { place, quote, type Customer } from '../shared/checkout.ts';
import { Tally } from '../shared/stats.ts';

export interface LastUnitsResult {
  attempts: number;
  placed: number;
  statuses: Tally;
  stockLeft: number;
  outOfStockMessage: string | null;
}

/**
 * `attempts` customers press "Place order" at the same moment for one unit each of a product with
 * only a few units left. All are quoted first, then every place request is sent at once.
 */
export async function raceForLastUnits(port: number, url: string, customers: Customer[], productId: string, attempts: number): Promise<LastUnitsResult> {
  const items = [{ product: productId, quantity: 1 }];
  const quoted = await quote(port, items);
  if (quoted.status !== 200) throw new Error(`Quote for the last units answered ${quoted.status}: ${JSON.stringify(quoted.body)}`);
  const buyers = Array.from({ length: attempts }, (_, i) => customers[i % customers.length]!);
  const answers = await Promise.all(buyers.map((c) => place(port, c, items, quoted.body.fee).catch(() => null)));

  const statuses = new Tally();
  for (const a of answers) statuses.add(a?.status ?? 'network error');
  const refusal = answers.find((a) => a && a.status === 409);
  const database = openPostgres(url, 1);
  try {
    const [row] = await database.db.select({ inventory: products.inventory }).from(products).where(eq(products.id, productId));
    return {
      attempts,
      placed: statuses.get(201),
      statuses,
      stockLeft: row?.inventory ?? Number.NaN,
      outOfStockMessage: refusal?.body.message ?? null,
    };
  } finally {
    await database.close();
  }
}
