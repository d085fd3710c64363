import { leftToPayCents } from '@sokoni/domain/amount-due';
import { shillingsFromCents } from '@sokoni/domain/money';
import type { DbOrTx } from '../../db/client.ts';
import type { DomainEvent } from '../events/domain-events.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import type { SmsSender } from './sms-sender.ts';
import type { SmsRecipientRepository } from './sms-recipients.repository.ts';
import { smsLanguageOf, smsText } from './sms-texts.ts';

export const ORDER_TEXT_JOB = 'sms.order-text';
export const SHOP_ALERT_TEXT_JOB = 'sms.shop-alert';
export const DRIVER_TEXT_JOB = 'sms.driver-text';

type OrderText = 'order_confirmed' | 'driver_on_the_way' | 'delivered';
/** Texts a customer may turn off in their profile; the confirmation (and refunds) always go. */
const OPTIONAL: readonly OrderText[] = ['driver_on_the_way', 'delivered'];

interface Deps {
  jobs: JobRunner;
  sms: SmsSender;
  recipients: SmsRecipientRepository;
  /** How long a shop's dashboard has to acknowledge a new-order alert before it is texted too. */
  shopAlertAfterMs: number;
}

/**
 * Turns what happened to orders and drivers into texts. The effect writer only schedules durable
 * jobs, in the transaction of the change (keyed, so an event heard twice texts once); the jobs read
 * the database when they run, so a text says what is true then, and a shop that acknowledged its
 * alert meanwhile is not texted.
 */
export function createOrderTexts(deps: Deps) {
  const { jobs, sms, recipients } = deps;

  jobs.register<{ orderId: string; kind: OrderText }>(ORDER_TEXT_JOB, async ({ orderId, kind }) => {
    const order = await recipients.order(orderId);
    if (!order) return;
    if (OPTIONAL.includes(kind) && !order.smsUpdates) return;
    const language = smsLanguageOf({ language: order.customerLanguage });
    const text =
      kind === 'order_confirmed'
        ? smsText(kind, language, { orderNumber: order.orderNumber, total: shillingsFromCents(leftToPayCents(order)), pin: order.deliveryPin })
        : kind === 'delivered'
          ? smsText(kind, language, { orderNumber: order.orderNumber })
          : order.driverName && order.driverPhone
            ? smsText(kind, language, { orderNumber: order.orderNumber, driverName: order.driverName, driverPhone: order.driverPhone })
            : null;
    if (!text) return;
    await sms.send({ to: order.customerPhone, text, kind, ref: orderId, language });
  });

  jobs.register<{ notificationId: string }>(SHOP_ALERT_TEXT_JOB, async ({ notificationId }) => {
    const alert = await recipients.shopAlert(notificationId);
    // Seen on an open dashboard, read, or already acted on: the shop has heard.
    if (!alert || alert.acknowledgedAt || alert.read || alert.subOrderStatus !== 'Pending') return;
    const language = smsLanguageOf({ language: alert.shopLanguage });
    const text = smsText('shop_new_order', language, { orderNumber: alert.orderNumber, shopName: alert.shopName, amount: shillingsFromCents(alert.amountCents) });
    await sms.send({ to: alert.shopPhone, text, kind: 'shop_new_order', ref: notificationId, language });
  });

  jobs.register<{ driverId: string }>(DRIVER_TEXT_JOB, async ({ driverId }) => {
    const driver = await recipients.driver(driverId);
    if (!driver || driver.verificationStatus !== 'Approved' || driver.suspended) return;
    const language = smsLanguageOf(driver);
    await sms.send({ to: driver.phone, text: smsText('driver_approved', language, {}), kind: 'driver_approved', ref: driverId, language });
  });

  return async function orderTextEffects(tx: DbOrTx, event: DomainEvent): Promise<void> {
    if (sms.mode === 'off') return;
    const schedule = async (kind: string, payload: object, key: string, delayMs = 0) => void (await jobs.schedule(kind, payload, { key, delayMs, tx }));
    switch (event.type) {
      case 'OrderPlaced':
        await schedule(ORDER_TEXT_JOB, { orderId: event.orderId, kind: 'order_confirmed' }, `order_confirmed:${event.orderId}`);
        for (const store of event.stores) await schedule(SHOP_ALERT_TEXT_JOB, { notificationId: store.notificationId }, store.notificationId, deps.shopAlertAfterMs);
        return;
      case 'ScheduledOrderDue':
        await schedule(SHOP_ALERT_TEXT_JOB, { notificationId: event.store.notificationId }, event.store.notificationId, deps.shopAlertAfterMs);
        return;
      case 'OrderMoved':
        if (event.to === 'OutForDelivery') await schedule(ORDER_TEXT_JOB, { orderId: event.order.id, kind: 'driver_on_the_way' }, `driver_on_the_way:${event.order.id}`);
        if (event.to === 'Delivered') await schedule(ORDER_TEXT_JOB, { orderId: event.order.id, kind: 'delivered' }, `delivered:${event.order.id}`);
        return;
      case 'DriverReviewed':
        if (event.verificationStatus === 'Approved' && !event.suspended) await schedule(DRIVER_TEXT_JOB, { driverId: event.driverId }, event.driverId);
        return;
      default:
        return;
    }
  };
}
