import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client.ts';
import { startEarlyRequests } from './early-responses.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.__sokoniEarly;
});

const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('answers started before the app', () => {
  it('are taken once by the same public read, which then asks the network again', async () => {
    const fetchMock = vi.fn(async () => answer({ n: fetchMock.mock.calls.length }));
    vi.stubGlobal('fetch', fetchMock);
    startEarlyRequests(['/api/promotions']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(api.get('/api/promotions')).resolves.toEqual({ n: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(api.get('/api/promotions')).resolves.toEqual({ n: 2 });
  });

  it('that failed are simply asked again', async () => {
    const fetchMock = vi.fn(async () => answer({ ok: true }));
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    startEarlyRequests(['/api/catalog/facets']);
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.get('/api/catalog/facets')).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
