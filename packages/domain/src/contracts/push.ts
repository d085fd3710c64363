import { z } from 'zod';

/** base64url without padding, as browsers give a subscription's keys. */
const base64url = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} is required` })
    .min(min, `${label} is too short`)
    .max(max, `${label} is too long`)
    .regex(/^[A-Za-z0-9_-]+=*$/, `${label} must be base64url text`);

const endpoint = z.string({ error: 'endpoint is required' }).min(1, 'endpoint is required').max(2048, 'endpoint is too long');

/** GET /api/push/key: the VAPID public key a browser subscribes with (base64url). */
export const ZPushKeyAnswer = z.object({ publicKey: z.string() });

/** POST /api/push/subscriptions: the browser's PushSubscription.toJSON(); extra fields (expirationTime) are ignored. */
export const ZPushSubscriptionRequest = z.object(
  {
    endpoint,
    keys: z.object(
      {
        // An uncompressed P-256 point is 65 bytes (87 characters); the auth secret 16 bytes (22).
        p256dh: base64url('keys.p256dh', 80, 100),
        auth: base64url('keys.auth', 16, 44),
      },
      { error: 'keys must hold p256dh and auth' },
    ),
  },
  { error: 'Send the browser\'s push subscription: { endpoint, keys: { p256dh, auth } }.' },
);
export type TPushSubscriptionRequest = z.infer<typeof ZPushSubscriptionRequest>;

/** DELETE /api/push/subscriptions */
export const ZPushUnsubscribeRequest = z.object({ endpoint }, { error: 'Send { endpoint } of the subscription to remove.' });

export const ZPushSubscriptionAnswer = z.object({ message: z.string(), endpoint: z.string() });
export const ZPushUnsubscribeAnswer = z.object({ message: z.string(), removed: z.boolean() });

/** What the service worker receives and shows: `tag` groups an order's messages, `url` opens on a tap. */
export const ZPushMessage = z.object({ title: z.string(), body: z.string(), url: z.string(), tag: z.string() });
export type TPushMessage = z.infer<typeof ZPushMessage>;
