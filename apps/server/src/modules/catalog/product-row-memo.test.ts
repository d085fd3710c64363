import { describe, expect, it } from 'vitest';
import type { ProductListRow } from './product-columns.ts';
import { createProductRowMemo, type VersionedRow } from './product-row-memo.ts';

const row = (id: string, name: string) => ({ id, name, tags: [], images: [], options: [] }) as unknown as ProductListRow;

/** A database stand-in for readRows: the rows as they are now, and the ids each read asked for. */
function table(rows: Record<string, VersionedRow>) {
  const reads: string[][] = [];
  return {
    rows,
    reads,
    read: async (ids: string[]) => {
      reads.push(ids);
      return ids.flatMap((id) => (rows[id] ? [rows[id]] : []));
    },
  };
}

describe('the product row memo', () => {
  it('reads only the rows whose version it does not hold, and keeps the page order', async () => {
    const memo = createProductRowMemo({ max: 100 });
    const db = table({ a: { row: row('a', 'Ugali'), version: '1.1' }, b: { row: row('b', 'Chapati'), version: '1.1' } });
    const page = [
      { id: 'b', version: '1.1' },
      { id: 'a', version: '1.1' },
    ];
    expect((await memo.rowsOf(page, db.read)).map((r) => r.name)).toEqual(['Chapati', 'Ugali']);
    expect((await memo.rowsOf(page, db.read)).map((r) => r.name)).toEqual(['Chapati', 'Ugali']);
    expect(db.reads).toEqual([['b', 'a']]);

    db.rows.a = { row: row('a', 'Ugali Sembe'), version: '2.1' };
    const changed = await memo.rowsOf([{ id: 'b', version: '1.1' }, { id: 'a', version: '2.1' }], db.read);
    expect(changed.map((r) => r.name)).toEqual(['Chapati', 'Ugali Sembe']);
    expect(db.reads.at(-1)).toEqual(['a']);
  });

  it('leaves out a row the second read no longer finds, and forgets it', async () => {
    const memo = createProductRowMemo({ max: 100 });
    const db = table({ a: { row: row('a', 'Ugali'), version: '1.1' } });
    await memo.rowsOf([{ id: 'a', version: '1.1' }], db.read);
    delete db.rows.a;
    expect(await memo.rowsOf([{ id: 'a', version: '1.2' }], db.read)).toEqual([]);
    // The old version is not served either, though a page names it.
    expect(await memo.rowsOf([{ id: 'a', version: '1.1' }], db.read)).toEqual([]);
  });

  it('reads everything again once cleared, and shares frozen rows', async () => {
    const memo = createProductRowMemo({ max: 100 });
    const db = table({ a: { row: row('a', 'Ugali'), version: '1.1' } });
    const [first] = await memo.rowsOf([{ id: 'a', version: '1.1' }], db.read);
    expect(Object.isFrozen(first)).toBe(true);
    expect(() => (first!.tags as string[]).push('x')).toThrow(TypeError);
    memo.clear();
    await memo.rowsOf([{ id: 'a', version: '1.1' }], db.read);
    expect(db.reads).toEqual([['a'], ['a']]);
  });
});
