import { formatKsh } from '@sokoni/domain/money';
import type { TPushMessage } from '@sokoni/domain/contracts/push';

export type PushLanguage = 'en' | 'sw';

/** What each message needs; names and numbers are read from the database when the job runs. */
export interface PushMessageParams {
  shop_new_order: { orderNumber: string; subOrderId: string; amount: number };
  shop_decline_soon: { orderNumber: string; subOrderId: string; minutes: number };
  rider_offer: { orderId: string; shops: string };
  rider_ready: { orderId: string; orderNumber: string; shops: string };
  customer_paid: { orderId: string; orderNumber: string };
  customer_declined: { orderId: string; orderNumber: string; shopName: string };
  customer_substitution: { orderId: string; orderNumber: string; shopName: string };
  customer_on_the_way: { orderId: string; orderNumber: string; driverName: string };
  customer_arriving: { orderId: string; orderNumber: string; minutes: number };
  customer_delivered: { orderId: string; orderNumber: string };
  customer_problem_decided: { orderId: string; orderNumber: string };
  admin_problem_overdue: { problemId: string; orderNumber: string };
  admin_payout_failed: { payoutId: string; name: string; amount: number };
}
export type PushKind = keyof PushMessageParams;

type Words = { title: string; body: string };
type Catalogue = { [K in PushKind]: (p: PushMessageParams[K]) => Words };

/** Where a tap leads and what groups the messages: one order's messages replace each other on the phone. */
const TARGET: { [K in PushKind]: (p: PushMessageParams[K]) => { url: string; tag: string } } = {
  shop_new_order: (p) => ({ url: `/partner/orders/${p.subOrderId}`, tag: `sub-order-${p.subOrderId}` }),
  shop_decline_soon: (p) => ({ url: `/partner/orders/${p.subOrderId}`, tag: `sub-order-${p.subOrderId}` }),
  rider_offer: (p) => ({ url: '/driver/dashboard', tag: `offer-${p.orderId}` }),
  rider_ready: (p) => ({ url: '/driver/dashboard', tag: `delivery-${p.orderId}` }),
  customer_paid: (p) => ({ url: `/orders/${p.orderId}`, tag: `order-${p.orderId}` }),
  customer_declined: (p) => ({ url: `/orders/${p.orderId}`, tag: `order-${p.orderId}` }),
  customer_substitution: (p) => ({ url: `/orders/${p.orderId}`, tag: `order-${p.orderId}` }),
  customer_on_the_way: (p) => ({ url: `/orders/${p.orderId}`, tag: `order-${p.orderId}` }),
  customer_arriving: (p) => ({ url: `/orders/${p.orderId}`, tag: `order-${p.orderId}` }),
  customer_delivered: (p) => ({ url: `/orders/${p.orderId}`, tag: `order-${p.orderId}` }),
  customer_problem_decided: (p) => ({ url: `/orders/${p.orderId}`, tag: `problem-${p.orderId}` }),
  admin_problem_overdue: (p) => ({ url: '/superuserdashboard', tag: `problem-${p.problemId}` }),
  admin_payout_failed: (p) => ({ url: '/superuserdashboard', tag: `payout-${p.payoutId}` }),
};

/** Kiswahili as the SMS texts write it: 'oda', 'msafirishaji' for the rider. */
const CATALOGUES: Record<PushLanguage, Catalogue> = {
  en: {
    shop_new_order: (p) => ({ title: `New order ${p.orderNumber}`, body: `${formatKsh(p.amount)}. Open it to accept or decline.` }),
    shop_decline_soon: (p) => ({ title: `Order ${p.orderNumber} is still waiting`, body: `It will be declined by itself in ${p.minutes} minutes unless you accept it.` }),
    rider_offer: (p) => ({ title: 'New delivery near you', body: `Pick up from ${p.shops}. Open Sokoni to take it.` }),
    rider_ready: (p) => ({ title: `Order ${p.orderNumber} is ready`, body: `Ready for pick-up at ${p.shops}.` }),
    customer_paid: (p) => ({ title: 'Payment received', body: `Order ${p.orderNumber} is paid. The shop is preparing it.` }),
    customer_declined: (p) => ({ title: `${p.shopName} cannot do your order`, body: `Part of order ${p.orderNumber} was declined. Open it to see what happens next.` }),
    customer_substitution: (p) => ({ title: `${p.shopName} suggests a replacement`, body: `An item of order ${p.orderNumber} is out. Open it to accept or refuse the replacement.` }),
    customer_on_the_way: (p) => ({ title: 'Your order is on the way', body: `${p.driverName} is bringing order ${p.orderNumber}.` }),
    customer_arriving: (p) => ({ title: 'Your rider is almost there', body: `Order ${p.orderNumber} arrives in about ${p.minutes} minutes.` }),
    customer_delivered: (p) => ({ title: 'Delivered', body: `Order ${p.orderNumber} has been delivered. Enjoy!` }),
    customer_problem_decided: (p) => ({ title: 'Your problem report was answered', body: `About order ${p.orderNumber}: open it to see the decision.` }),
    admin_problem_overdue: (p) => ({ title: 'A problem report is overdue', body: `The report about order ${p.orderNumber} is waiting for a decision.` }),
    admin_payout_failed: (p) => ({ title: 'A payout failed', body: `M-Pesa payout of ${formatKsh(p.amount)} to ${p.name} failed. Retry it from the console.` }),
  },
  sw: {
    shop_new_order: (p) => ({ title: `Oda mpya ${p.orderNumber}`, body: `${formatKsh(p.amount)}. Ifungue uikubali au uikatae.` }),
    shop_decline_soon: (p) => ({ title: `Oda ${p.orderNumber} bado inasubiri`, body: `Itakataliwa yenyewe baada ya dakika ${p.minutes} usipoikubali.` }),
    rider_offer: (p) => ({ title: 'Safari mpya karibu nawe', body: `Chukua kutoka ${p.shops}. Fungua Sokoni uichukue.` }),
    rider_ready: (p) => ({ title: `Oda ${p.orderNumber} iko tayari`, body: `Iko tayari kuchukuliwa ${p.shops}.` }),
    customer_paid: (p) => ({ title: 'Malipo yamepokelewa', body: `Oda ${p.orderNumber} imelipwa. Duka linaiandaa.` }),
    customer_declined: (p) => ({ title: `${p.shopName} haliwezi kuandaa oda yako`, body: `Sehemu ya oda ${p.orderNumber} imekataliwa. Ifungue uone kinachofuata.` }),
    customer_substitution: (p) => ({ title: `${p.shopName} linapendekeza mbadala`, body: `Bidhaa ya oda ${p.orderNumber} imeisha. Ifungue ukubali au ukatae mbadala.` }),
    customer_on_the_way: (p) => ({ title: 'Oda yako iko njiani', body: `${p.driverName} analeta oda ${p.orderNumber}.` }),
    customer_arriving: (p) => ({ title: 'Msafirishaji wako anakaribia', body: `Oda ${p.orderNumber} itafika baada ya dakika ${p.minutes} hivi.` }),
    customer_delivered: (p) => ({ title: 'Imefikishwa', body: `Oda ${p.orderNumber} imefikishwa. Furahia!` }),
    customer_problem_decided: (p) => ({ title: 'Tatizo uliloripoti limejibiwa', body: `Kuhusu oda ${p.orderNumber}: ifungue uone uamuzi.` }),
    admin_problem_overdue: (p) => ({ title: 'Ripoti ya tatizo imechelewa', body: `Ripoti ya oda ${p.orderNumber} inasubiri uamuzi.` }),
    admin_payout_failed: (p) => ({ title: 'Malipo kwa M-Pesa yameshindwa', body: `Malipo ya ${formatKsh(p.amount)} kwa ${p.name} yameshindwa. Yajaribu tena kwenye dashibodi.` }),
  },
};

/** The payload the service worker shows, in the recipient's language. */
export function pushMessage<K extends PushKind>(kind: K, language: PushLanguage, params: PushMessageParams[K]): TPushMessage {
  return { ...CATALOGUES[language][kind](params), ...TARGET[kind](params) };
}

/** New orders and offers are worth waking a phone for, and worthless a few minutes late. */
export function deliveryOf(kind: PushKind): { urgency: 'high' | 'normal'; ttlSeconds: number } {
  return kind === 'shop_new_order' || kind === 'rider_offer' || kind === 'shop_decline_soon' ? { urgency: 'high', ttlSeconds: 120 } : { urgency: 'normal', ttlSeconds: 3600 };
}

export const pushLanguageOf = (language: string | null | undefined): PushLanguage => (language === 'sw' ? 'sw' : 'en');
