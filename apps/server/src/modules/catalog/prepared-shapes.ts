import { createHash } from 'node:crypto';

/**
 * Prepared statements for queries whose SQL depends only on which filters are present (their
 * "shape"), not on the values: each shape's statement is built once per process, its values
 * bound at each call. On PostgreSQL each shape is a named statement, parsed once per connection,
 * whose plan PostgreSQL may keep (see docs/decisions/028-catalogue-throughput.md); the SQL is not
 * rebuilt by Drizzle per request either way. Shapes are few (a key per filter present), and the
 * cache is bounded anyway: past `max` shapes a statement is built per call, unnamed.
 */
export function preparedShapes<P>(prefix: string, max = 500) {
  const byShape = new Map<string, P>();
  return {
    /**
     * The statement of `shape`, built by `build` (given the statement's name) the first time.
     * `keepPlan` false: built once all the same, but run unnamed, so it is planned for its own
     * values every time.
     */
    get(shape: string, build: (name: string | undefined) => P, keepPlan = true): P {
      const known = byShape.get(shape);
      if (known) return known;
      if (byShape.size >= max) return build(undefined);
      const prepared = build(keepPlan ? `${prefix}_${createHash('sha1').update(shape).digest('hex').slice(0, 16)}` : undefined);
      byShape.set(shape, prepared);
      return prepared;
    },
  };
}
