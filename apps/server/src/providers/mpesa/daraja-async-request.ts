import type { z } from 'zod';
import { DarajaError } from './daraja-client.ts';
import { ZAsyncAccepted, ZDarajaError } from './daraja-schemas.ts';

/**
 * Posts one of Daraja's asynchronous requests (a B2C payment, a Transaction Status query) and
 * reads its acceptance: M-Pesa only says it took the request, the outcome comes later to the
 * ResultURL. `what` names the request in errors ('the payout', 'the status query').
 */
export async function postAsyncRequest(
  request: { url: string; accessToken: () => Promise<string>; timeoutMs: number; body: Record<string, unknown> },
  what: string,
): Promise<z.infer<typeof ZAsyncAccepted>> {
  let res: Response;
  try {
    res = await fetch(request.url, {
      method: 'POST',
      headers: { authorization: `Bearer ${await request.accessToken()}`, 'content-type': 'application/json' },
      body: JSON.stringify(request.body),
      signal: AbortSignal.timeout(request.timeoutMs),
    });
  } catch (err) {
    throw new DarajaError(`M-Pesa could not be reached: ${(err as Error).message}`, 0, null);
  }
  const body: unknown = await res.json().catch(() => null);
  if (res.status !== 200) {
    const error = ZDarajaError.safeParse(body);
    throw error.success ? new DarajaError(`M-Pesa refused ${what}: ${error.data.errorMessage}`, res.status, error.data.errorCode) : new DarajaError(`M-Pesa answered ${res.status}`, res.status, null);
  }
  const accepted = ZAsyncAccepted.safeParse(body);
  if (!accepted.success) throw new DarajaError('M-Pesa sent an answer we could not read', res.status, null);
  if (accepted.data.ResponseCode !== '0') throw new DarajaError(`M-Pesa did not accept ${what}: ${accepted.data.ResponseDescription}`, res.status, accepted.data.ResponseCode);
  return accepted.data;
}
