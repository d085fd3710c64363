/**
 * Tables sorted so that each comes after the tables it refers to (restore inserts parents first).
 * Ties keep alphabetical order, so two backups of one schema list their tables alike.
 */
export function foreignKeyOrder(tables: string[], keys: { child: string; parent: string }[]): string[] {
  const pending = new Set(tables);
  const parentsOf = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of keys) if (pending.has(child) && pending.has(parent)) parentsOf.get(child)!.add(parent);
  const ordered: string[] = [];
  while (pending.size) {
    const ready = [...pending].filter((t) => [...parentsOf.get(t)!].every((p) => !pending.has(p))).sort();
    if (ready.length === 0) throw new Error(`Tables refer to each other in a cycle: ${[...pending].join(', ')}`);
    for (const t of ready) {
      ordered.push(t);
      pending.delete(t);
    }
  }
  return ordered;
}
