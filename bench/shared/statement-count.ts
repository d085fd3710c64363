import pg from 'pg';

/**
 * Counts the statements this process sends to PostgreSQL (every `query` on any pg client: the
 * pools' and the listener's, BEGIN and COMMIT included), so a benchmark can print statements per
 * request beside its CPU. The shared PostgreSQL is not started with pg_stat_statements, so the
 * count is taken at the client. Loaded only by the benchmark server (serve-app.ts).
 */
let statements = 0;
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
  statements++;
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

/** Statements sent so far by this process. */
export function statementsSent(): number {
  return statements;
}
