import webpush from 'web-push';

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushDelivery {
  /** Seconds the push service keeps the message for a phone that is off. */
  ttlSeconds: number;
  urgency: 'high' | 'normal';
}

/** What the push service answered; a network failure or timeout is thrown instead, for the job to retry. */
export type PushOutcome =
  | { kind: 'sent'; status: number }
  /** 404/410: the browser dropped the subscription; it never works again. */
  | { kind: 'gone'; status: number }
  /** 429 or 5xx: try again later; `retryAfterMs` when the service said how long. */
  | { kind: 'busy'; status: number; retryAfterMs: number | null; reason: string }
  /** Any other answer: sending the same request again would fail the same way. */
  | { kind: 'refused'; status: number; reason: string };

/** Retry-After is seconds or an HTTP date. */
function retryAfterMs(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

/**
 * A Web Push sender (RFC 8030, 8291, 8292; decision 035): `web-push` builds the encrypted,
 * VAPID-signed request and this client sends it with fetch, its own deadline and no redirects,
 * so the caller decides what each answer means. Which endpoints may be called is checked by the
 * caller before every send.
 */
export function createWebPushClient(options: { publicKey: string; privateKey: string; subject: string; timeoutMs: number }) {
  const vapidDetails = { subject: options.subject, publicKey: options.publicKey, privateKey: options.privateKey };
  return {
    async send(target: PushTarget, payload: string, delivery: PushDelivery): Promise<PushOutcome> {
      const request = webpush.generateRequestDetails(target, payload, {
        vapidDetails,
        TTL: delivery.ttlSeconds,
        urgency: delivery.urgency,
        contentEncoding: 'aes128gcm',
      });
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers,
        body: request.body ? new Uint8Array(request.body) : null,
        redirect: 'manual',
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      // Read to the end either way, so the connection goes back to the pool.
      const text = await response.text().catch(() => '');
      const reason = `${response.status} ${text.slice(0, 300)}`.trim();
      if (response.status >= 200 && response.status < 300) return { kind: 'sent', status: response.status };
      if (response.status === 404 || response.status === 410) return { kind: 'gone', status: response.status };
      if (response.status === 429 || response.status >= 500) return { kind: 'busy', status: response.status, retryAfterMs: retryAfterMs(response.headers.get('retry-after')), reason };
      return { kind: 'refused', status: response.status, reason };
    },
  };
}
export type WebPushClient = ReturnType<typeof createWebPushClient>;
