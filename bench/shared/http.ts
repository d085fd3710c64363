import http from 'node:http';

/**
 * A lean JSON client over node:http with kept-alive connections: on a small machine the load
 * generator shares the CPU with the server, so it should spend as little of it as it can.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

export interface JsonAnswer<T = unknown> {
  status: number;
  body: T;
}

export function requestJson<T = unknown>(
  port: number,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  payload?: unknown,
  token?: string,
): Promise<JsonAnswer<T>> {
  const data = payload === undefined ? undefined : JSON.stringify(payload);
  const headers: Record<string, string | number> = { accept: 'application/json' };
  if (data !== undefined) Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) });
  if (token) headers['authorization'] = `Bearer ${token}`;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = text ? JSON.parse(text) : null;
        } catch {
          // Not JSON: keep the text so an error can be shown as the server sent it.
        }
        resolve({ status: res.statusCode ?? 0, body: body as T });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(data);
  });
}

export const postJson = <T = unknown>(port: number, path: string, payload: unknown, token?: string) =>
  requestJson<T>(port, 'POST', path, payload, token);

/** Closes the kept-alive connections so the process can exit. */
export function closeConnections(): void {
  agent.destroy();
}
