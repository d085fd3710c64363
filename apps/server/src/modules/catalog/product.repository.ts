import { and, asc, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { STOREFRONT_TOTAL_CAP } from '@sokoni/domain/contracts/catalog';
import type { DbOrTx } from '../../db/client.ts';
import { partners, products } from '../../db/schema/index.ts';
import { keysetOrderBy, type PageWindow } from './pagination.ts';
import { productColumns, productFromListJson, productListJson, rowVersion, visibleShop, xminOf, type ProductListRow, type ProductRow } from './product-columns.ts';
import { createProductRowMemo, type ProductRowMemo, type VersionedRow } from './product-row-memo.ts';
import { bindFilter, bindKeysetAfter, type ProductFilter } from './product-filter.sql.ts';
import type { ProductOrder } from './product-order.ts';
import { preparedShapes } from './prepared-shapes.ts';
import { createNamedStatements } from './named-statements.ts';
import { hiddenStoreIds } from './store-visibility.sql.ts';

export type { ProductFilter } from './product-filter.sql.ts';
export type NewProductRow = typeof products.$inferInsert;

/**
 * A count that stops at STOREFRONT_TOTAL_CAP + 1 rows: the cost of a total no longer grows with
 * the catalogue, and a count over the cap is shown as '1,000+'. It is read from the rows
 * themselves at every request, so it is never stale.
 */
export interface CappedCount {
  total: number;
  capped: boolean;
}

const toCapped = (n: number): CappedCount => ({ total: Math.min(n, STOREFRONT_TOTAL_CAP), capped: n > STOREFRONT_TOTAL_CAP });

/**
 * Whether a filter's statement may keep one plan for every value. A name text or a price range
 * may match a handful of products or half the catalogue, and the best plan differs (a kept plan
 * guessed a few rows for 500-5,000 shillings and sorted 5,000): those are planned per call. A
 * range's pages sorted by price keep theirs (decision 047): the range and the order are one
 * index, walked whatever the range. Not its total, though: counting up to 1,001 of a wide range
 * is a scan that stops early, of a narrow one a look in the index, and one plan cannot do both.
 */
const planKept = (filter: ProductFilter, order?: ProductOrder, withTotal = false) =>
  !filter.names?.length &&
  ((filter.minPriceCents === undefined && filter.maxPriceCents === undefined) || (order !== undefined && order.name.startsWith('price') && !withTotal));

/** What a list statement is made of (`list` below). */
interface PageQuery {
  order: ProductOrder;
  /** Conditions that must all hold (undefined ones are left out). */
  where: (SQL | undefined)[];
  limit: SQL;
  offset: SQL | Placeholder;
  /** The capped total, carried by every row, when asked for. */
  total: SQL | undefined;
}

/** The capped total as the statement's `total` column, when asked for. */
const totalColumn = (q: PageQuery): Record<string, SQL.Aliased> => (q.total ? { total: sql<number>`${q.total}`.as('total') } : {});

/** The page's sort keys as `k0`, `k1`… columns of its subquery, for the outer query's order. */
const sortKeys = (order: ProductOrder) => Object.fromEntries(order.keys.map((key, i) => [`k${i}`, sql`${key.sql}`.as(`k${i}`)]));

function outerOrder(order: ProductOrder, page: { id: unknown }): SQL[] {
  const direction = order.direction === 'asc' ? asc : desc;
  return [...order.keys.map((_, i) => sql.raw(`"page"."k${i}"`)), sql`${page.id}`].map((e) => direction(e as SQL));
}

/**
 * A statement that keeps its plan: the plan walks an index in the page's order and looks up each
 * row's store as it reads it (memoized by store), so the join stays inside the page. It names the
 * page's products and their row versions; the rows themselves come from the row memo or one read
 * by id (`list` below).
 */
function pageWithStores(db: DbOrTx, q: PageQuery) {
  const page = db
    .select({ id: products.id, version: rowVersion(xminOf(products), xminOf(partners)).as('version'), ...sortKeys(q.order) })
    .from(products)
    .innerJoin(partners, visibleShop)
    .where(and(...q.where))
    .orderBy(...keysetOrderBy(q.order))
    .limit(q.limit as unknown as number)
    .offset(q.offset as unknown as number)
    .as('page');
  return db
    .select({ id: page.id, version: page.version, ...totalColumn(q) })
    .from(page)
    .orderBy(...outerOrder(q.order, page));
}

/**
 * A statement planned per call (a name, a price range: decision 046), which may sort a thousand
 * matches in memory: a join before the limit then hashed every store (a thousand at 100,000
 * products). The page is chosen among products of visible stores (the few hidden ids, hashed),
 * and only its rows look up their stores' versions, through a lateral subquery with a limit,
 * which the planner does not turn back into that hash join.
 */
function pageThenStores(db: DbOrTx, q: PageQuery) {
  const page = db
    .select({ id: products.id, partnerId: products.partnerId, productXmin: xminOf(products).as('product_xmin'), ...sortKeys(q.order) })
    .from(products)
    .where(and(sql`${products.partnerId} NOT IN (${hiddenStoreIds})`, ...q.where))
    .orderBy(...keysetOrderBy(q.order))
    .limit(q.limit as unknown as number)
    .offset(q.offset as unknown as number)
    .as('page');
  const shop = db.select({ storeXmin: xminOf(partners).as('store_xmin') }).from(partners).where(eq(partners.id, page.partnerId)).limit(1).as('shop');
  return db
    .select({ id: page.id, version: rowVersion(page.productXmin, shop.storeXmin).as('version'), ...totalColumn(q) })
    .from(page)
    .innerJoinLateral(shop, sql`true`)
    .orderBy(...outerOrder(q.order, page));
}

interface Executable<T> {
  execute(values?: Record<string, unknown>): Promise<T>;
}

/** A list statement's row: a product of the page, its row version and, when asked for, the capped total. */
interface PageRow {
  id: string;
  version: string;
  total?: number;
}

/** Rows kept by version across list pages: 400 pages' worth, about 18 MB at the benchmark's rows (1.8 kB each). */
const MEMO_ROWS = 10_000;

export function createProductRepository(db: DbOrTx, memo: ProductRowMemo = createProductRowMemo({ max: MEMO_ROWS })) {
  // Run by the driver itself (named-statements.ts): a page's rows are three plain columns, which
  // need none of Drizzle's per-column mapping.
  const lists = createNamedStatements(db, 'catalog_list');
  const counts = preparedShapes<Executable<{ n: number }[]>>('catalog_count');
  // Stores hidden from the catalogue are a handful of ids, checked against a hash of them: a
  // count of a thousand rows then reads the products alone instead of joining each to its store.
  const matching = (where: SQL | undefined) =>
    sql<number>`(SELECT count(*)::int FROM (SELECT 1 FROM ${products} WHERE ${products.partnerId} NOT IN (${hiddenStoreIds})${where ? sql` AND ${where}` : sql``}
      LIMIT ${sql.raw(String(STOREFRONT_TOTAL_CAP + 1))}) c)`;
  const byId = db
    .select(productColumns)
    .from(products)
    .innerJoin(partners, visibleShop)
    .where(eq(products.id, sql.placeholder('id')))
    .prepare('catalog_product_by_id');
  // The rows a page names and the memo does not hold at their version, with the version read.
  const rowsById = db
    .select({ r: sql<unknown[]>`${productListJson(rowVersion(xminOf(products), xminOf(partners)))}` })
    .from(products)
    .innerJoin(partners, visibleShop)
    .where(sql`${products.id} = ANY(${sql.placeholder('ids')}::char(24)[])`)
    .prepare('catalog_products_by_ids');
  const readRows = async (ids: string[]): Promise<VersionedRow[]> =>
    (await rowsById.execute({ ids })).map(({ r }) => {
      const { row, extra } = productFromListJson(r);
      return { row, version: String(extra) };
    });
  const nameFound = preparedShapes<Executable<{ id: string }[]>>('catalog_name_found');

  return {
    /**
     * One page in `order`, fetching one extra row to tell whether another page follows; with
     * `withTotal` also the capped count of every match, in the same statement.
     */
    async list(filter: ProductFilter, order: ProductOrder, window: PageWindow, withTotal = false): Promise<{ rows: ProductListRow[]; count?: CappedCount }> {
      const kept = planKept(filter, order, withTotal);
      const bound = bindFilter(filter, kept);
      const values: Record<string, unknown> = { ...bound.values };
      const after = bindKeysetAfter(order, window.after, values);
      // The page size is written into the statement (a validated integer, 1-500: few shapes), and
      // so is a zero offset: with both known PostgreSQL keeps a generic plan for the statement,
      // where a parameter for either made it plan every call afresh. Other offsets stay bound.
      const limit = sql.raw(String(Math.trunc(window.limit) + 1));
      if (window.offset) values.offset = window.offset;
      const offset = window.offset ? sql.placeholder('offset') : sql.raw('0');
      const shape = `${order.name}|${bound.shape}|${after ? 'after' : ''}|${withTotal ? 'total' : ''}|${window.limit}|${window.offset ? 'offset' : ''}`;
      const build = () => {
        const page: PageQuery = { order, where: [bound.where, after], limit, offset, total: withTotal ? matching(bound.where) : undefined };
        return (kept ? pageWithStores(db, page) : pageThenStores(db, page)).getSQL();
      };
      const page = await lists.rows<PageRow>(db, shape, build, values, kept);
      const rows = await memo.rowsOf(page, readRows);
      if (!withTotal) return { rows };
      // A page past the end has no row to carry the count: count on its own then.
      const first = page[0];
      const count = first ? toCapped(Number(first.total ?? 0)) : window.offset || window.after ? await this.count(filter) : toCapped(0);
      return { rows, count };
    },

    async count(filter: ProductFilter): Promise<CappedCount> {
      const kept = planKept(filter);
      const bound = bindFilter(filter, kept);
      const statement = counts.get(
        bound.shape,
        (name) => db.select({ n: matching(bound.where) }).from(sql`(SELECT 1) one`).prepare(name ?? '') as Executable<{ n: number }[]>,
        kept,
      );
      const [row] = await statement.execute(bound.values);
      return toCapped(row?.n ?? 0);
    },

    /** Whether any visible product's name contains one of the texts (else the text may be misspelt). */
    async anyNameContains(texts: readonly string[]): Promise<boolean> {
      const bound = bindFilter({ names: [texts] });
      const statement = nameFound.get(
        bound.shape,
        (name) => db.select({ id: products.id }).from(products).innerJoin(partners, visibleShop).where(bound.where).limit(1).prepare(name ?? '') as Executable<{ id: string }[]>,
        false,
      );
      return (await statement.execute(bound.values)).length > 0;
    },

    async findVisibleById(id: string): Promise<ProductRow | null> {
      const [row] = await byId.execute({ id });
      return row ?? null;
    },

    /**
     * Drops every row kept by version: after a gap in the catalogue's change notifications the
     * database may have been replaced by another, whose versions are not comparable.
     */
    forgetRows(): void {
      memo.clear();
    },

    /** Bulk insert, one statement per call (used by seeding and tests). */
    async insertMany(rows: NewProductRow[]): Promise<void> {
      if (rows.length) await db.insert(products).values(rows);
    },
  };
}
export type ProductRepository = ReturnType<typeof createProductRepository>;
