/** GET a JSON document with a deadline; any network error, timeout or non-2xx answer throws. */
export async function getJson(url: string, options: { timeoutMs: number; userAgent: string }): Promise<unknown> {
  const response = await fetch(url, {
    headers: { accept: 'application/json', 'user-agent': options.userAgent },
    signal: AbortSignal.timeout(options.timeoutMs),
  });
  if (!response.ok) throw new Error(`${new URL(url).host} answered ${response.status}`);
  return response.json();
}
