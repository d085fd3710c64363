import { createECDH } from 'node:crypto';
import type { TPushSubscriptionRequest } from '@sokoni/domain/contracts/push';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { Account } from '../../plugins/authenticate.ts';
import { whyEndpointRefused, type EndpointRules } from './allowed-endpoint.ts';
import type { PushSubscriptionRepository } from './push-subscriptions.repository.ts';

/** A browser's key must be a point on P-256 and its secret 16 bytes, or no message could ever be encrypted for it. */
function keysUsable(p256dh: string, auth: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(p256dh, 'base64url'));
    return Buffer.from(auth, 'base64url').length === 16;
  } catch {
    return false;
  }
}

/** More phones than anyone carries; beyond it the oldest stops getting alerts. */
export const DEVICES_PER_ACCOUNT = 10;

/** Turning alerts on and off, per device, for every kind of account. */
export function createPushSubscriptionService(deps: { subscriptions: PushSubscriptionRepository; rules: EndpointRules; publicKey: string | null }) {
  return {
    publicKey(): { publicKey: string } {
      if (!deps.publicKey) throw new AppError('not_found', 'Alerts on phones are turned off on this server.');
      return { publicKey: deps.publicKey };
    },

    async subscribe(account: Account, subscription: TPushSubscriptionRequest): Promise<{ message: string; endpoint: string }> {
      if (!deps.publicKey) throw new AppError('not_found', 'Alerts on phones are turned off on this server.');
      const refused = whyEndpointRefused(subscription.endpoint, deps.rules);
      if (refused) throw badRequest(refused);
      if (!keysUsable(subscription.keys.p256dh, subscription.keys.auth)) throw badRequest('The subscription keys are not valid push keys.');
      await deps.subscriptions.save({ accountKind: account.kind, accountId: account.id, endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth });
      await deps.subscriptions.keepNewest(account.kind, account.id, DEVICES_PER_ACCOUNT);
      return { message: 'Alerts are on for this device.', endpoint: subscription.endpoint };
    },

    async unsubscribe(account: Account, endpoint: string): Promise<{ message: string; removed: boolean }> {
      const removed = await deps.subscriptions.removeOwn(account.kind, account.id, endpoint);
      return { message: 'Alerts are off for this device.', removed };
    },
  };
}
export type PushSubscriptionService = ReturnType<typeof createPushSubscriptionService>;
