import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/render.tsx';
import { api, ApiError, messageOf } from './api-client.ts';
import { getSession, restoreSession, setRoleSession } from './session.ts';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  restoreSession();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('error messages', () => {
  it("carries the server's message, code and extra fields", async () => {
    fetchMock.mockResolvedValue(jsonResponse(409, { message: 'That username is already taken.', code: 'conflict', field: 'username' }));
    const error = await failureOf(api.post('/api/auth/userSignup', {}));
    expect(error.status).toBe(409);
    expect(error.code).toBe('conflict');
    expect(error.serverMessage).toBe('That username is already taken.');
    expect(error.data['field']).toBe('username');
    expect(messageOf(error, 'Signup failed')).toBe('That username is already taken.');
  });

  it('reads an `error` field when there is no message', async () => {
    fetchMock.mockResolvedValue(jsonResponse(400, { error: 'Insufficient stock' }));
    const error = await failureOf(api.post('/api/orders/place', {}));
    expect(messageOf(error, 'Order failed')).toBe('Insufficient stock');
    expect(error.code).toBe('validation');
  });

  it('falls back when the answer has no readable message', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    const error = await failureOf(api.get('/api/partner'));
    expect(error.serverMessage).toBeNull();
    expect(messageOf(error, 'Login failed. Please try again.')).toBe('Login failed. Please try again.');
  });

  it('reports a network failure as such', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failureOf(api.post('/api/login', {}));
    expect(error.isNetworkError).toBe(true);
    expect(messageOf(error, 'An error occurred. Please try again.')).toBe('An error occurred. Please try again.');
  });

  it('uses the fallback for errors that are not from the API', () => {
    expect(messageOf(new Error('boom'), 'Signup failed')).toBe('Signup failed');
  });
});

describe('requests', () => {
  it("sends the chosen role's token as a bearer token and JSON bodies as JSON", async () => {
    setRoleSession('user', 'user-token', {} as never);
    setRoleSession('driver', 'driver-token', {} as never);
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    await expect(api.put('/api/driver/update-profile', { town: 'Nakuru' }, { auth: 'driver' })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    const headers = new Headers(init?.headers);
    expect(url).toBe('/api/driver/update-profile');
    expect(init?.method).toBe('PUT');
    expect(headers.get('authorization')).toBe('Bearer driver-token');
    expect(headers.get('content-type')).toBe('application/json');
    expect(init?.body).toBe('{"town":"Nakuru"}');
  });

  it('leaves FormData for the browser to encode as multipart', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, {}));
    const form = new FormData();
    form.append('businessName', 'Mama Mboga');
    await api.post('/api/signup', form);
    const init = fetchMock.mock.calls[0]![1];
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).get('content-type')).toBeNull();
  });

  it('refuses an authorised call with no stored token, without calling the server', async () => {
    const error = await failureOf(api.get('/api/user/me', { auth: 'user' }));
    expect(error.serverMessage).toBe('No auth token');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('forgets a role whose token the server refuses', async () => {
    setRoleSession('partner', 'expired', {} as never);
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Your session has expired.', code: 'unauthorized' }));
    await failureOf(api.get('/api/partner', { auth: 'partner' }));
    expect(getSession().partner).toBeNull();
    expect(localStorage.getItem('partnerToken')).toBeNull();
  });
});
