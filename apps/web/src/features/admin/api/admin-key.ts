/** A newest-first page from the admin API; nextCursor goes back as ?cursor= for the next one. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** Builds '?a=1&b=x' from the filters that are set; empty values are left out. */
export function queryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
