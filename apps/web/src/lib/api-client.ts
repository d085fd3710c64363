import { currentLanguage, i18n } from '../i18n/i18n.ts';
import { clearRoleSession, getSession, type SessionRole } from './session.ts';

/** Same origin by default: the API serves the web build, and Vite proxies /api in development. */
const API_BASE: string = import.meta.env.VITE_API_BASE_URL ?? '';

/**
 * A failed call. `serverMessage` is the server's own sentence when it sent one (pages show it
 * as the spec says, else their fallback); `data` keeps any extra fields of the error body.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    readonly serverMessage: string | null,
    readonly data: Record<string, unknown> = {},
  ) {
    super(serverMessage ?? (status === 0 ? i18n.t('networkError') : i18n.t('requestFailed', { status })));
  }

  /** No answer at all (offline, server down, CORS). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

const STATUS_CODES: Record<number, string> = {
  400: 'validation',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  429: 'rate_limited',
};

/** Our server answers { message, code }; older clients of the spec also read an `error` field. */
export function errorFromResponse(status: number, body: unknown): ApiError {
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const data = body as Record<string, unknown>;
    const text = [data['message'], data['error']].find((v): v is string => typeof v === 'string' && v.trim() !== '');
    const code = typeof data['code'] === 'string' ? data['code'] : (STATUS_CODES[status] ?? 'error');
    return new ApiError(status, code, text?.trim() ?? null, data);
  }
  const text = typeof body === 'string' && body.trim() !== '' && body.length <= 300 && !body.trimStart().startsWith('<') ? body.trim() : null;
  return new ApiError(status, STATUS_CODES[status] ?? 'error', text);
}

/** The sentence to show for a failed call: the server's message, else the page's fallback. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  /** Whose stored token goes into `Authorization: Bearer`. */
  auth?: SessionRole;
  /** Extra request headers, e.g. Idempotency-Key. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  // The server words its errors in the language on screen (an account's own language wins there).
  const headers = new Headers({ ...options.headers, accept: 'application/json', 'accept-language': currentLanguage() });
  if (options.auth) {
    const token = getSession()[options.auth]?.token;
    if (!token) throw new ApiError(401, 'unauthorized', i18n.t('noAuthToken'));
    headers.set('authorization', `Bearer ${token}`);
  }
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { method: options.method ?? 'GET', headers, body, signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network', null);
  }

  const payload = await readBody(response);
  if (!response.ok) {
    // A refused token is expired or revoked: forget that role so the page asks to log in again.
    if (response.status === 401 && options.auth) clearRoleSession(options.auth);
    throw errorFromResponse(response.status, payload);
  }
  return payload as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
