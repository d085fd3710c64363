/** Nearest-rank percentile of a list of milliseconds (0 for an empty list). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}

export const ms = (value: number) => `${value < 10 ? value.toFixed(1) : value.toFixed(0)} ms`;

export function latencySummary(values: readonly number[]): string {
  if (values.length === 0) return 'no samples';
  return `p50 ${ms(percentile(values, 50))}   p99 ${ms(percentile(values, 99))}   max ${ms(Math.max(...values))}   (${values.length} samples)`;
}

/** Counts of answers by a label (a status code, or 'network error'). */
export class Tally {
  private readonly counts = new Map<string, number>();
  add(label: string | number): void {
    const key = String(label);
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }
  get(label: string | number): number {
    return this.counts.get(String(label)) ?? 0;
  }
  total(): number {
    return [...this.counts.values()].reduce((a, b) => a + b, 0);
  }
  toString(): string {
    const entries = [...this.counts.entries()].sort(([a], [b]) => a.localeCompare(b));
    return entries.length ? entries.map(([label, n]) => `${label}: ${n}`).join(', ') : 'none';
  }
}

export const thousands = (n: number) => n.toLocaleString('en-US');
