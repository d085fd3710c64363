import pg from 'pg';

export interface StockAudit {
  products: number;
  belowZero: number;
  /** Products whose stock decrease differs from the quantity ordered of them. */
  mismatched: number;
  unitsOrdered: number;
  stockTaken: number;
  ordersInDatabase: number;
}

/**
 * Accounts for every unit: no product below zero, and for each product the stock taken since
 * seeding equals the quantity of it in order items.
 */
export async function auditStock(url: string, initialStock: Map<string, number>): Promise<StockAudit> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const current = await client.query<{ id: string; inventory: number; ordered: number }>(
      `SELECT p.id, p.inventory, coalesce(o.ordered, 0)::int AS ordered
       FROM products p
       LEFT JOIN (SELECT product_id, sum(quantity) AS ordered FROM order_items GROUP BY product_id) o ON o.product_id = p.id`,
    );
    const orders = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
    const audit: StockAudit = { products: 0, belowZero: 0, mismatched: 0, unitsOrdered: 0, stockTaken: 0, ordersInDatabase: orders.rows[0]?.n ?? 0 };
    for (const row of current.rows) {
      const initial = initialStock.get(row.id);
      if (initial === undefined) throw new Error(`Product ${row.id} was not seeded by this benchmark`);
      audit.products++;
      if (row.inventory < 0) audit.belowZero++;
      if (initial - row.inventory !== row.ordered) audit.mismatched++;
      audit.unitsOrdered += row.ordered;
      audit.stockTaken += initial - row.inventory;
    }
    return audit;
  } finally {
    await client.end();
  }
}
