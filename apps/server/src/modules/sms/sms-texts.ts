import { formatKsh } from '@sokoni/domain/money';
import { toGsmFriendly } from '@sokoni/domain/sms-length';

export type SmsLanguage = 'en' | 'sw';

/** What each text needs; names and numbers come from the database, never from the request that caused it. */
export interface SmsTextParams {
  order_confirmed: { orderNumber: string; total: number; pin: string | null };
  driver_on_the_way: { orderNumber: string; driverName: string; driverPhone: string };
  delivered: { orderNumber: string };
  shop_new_order: { orderNumber: string; shopName: string; amount: number };
  driver_approved: Record<string, never>;
  problem_redeliver: { orderNumber: string };
  problem_rejected: { orderNumber: string };
  /** Money given back for a problem: `mpesa` to the paying phone (sent separately), `credit` as Sokoni credit. */
  problem_refund: { orderNumber: string; mpesa: number; credit: number };
  /** `phone` as the customer writes it (07..). */
  refund_sent: { orderNumber: string; amount: number; phone: string; receipt: string | null };
}
export type SmsKind = keyof SmsTextParams;

type Catalogue = { [K in SmsKind]: (p: SmsTextParams[K]) => string };

/**
 * Short enough for one SMS each (sms-texts.test.ts checks it with long names), in plain GSM-7
 * characters. Kiswahili as Kenyan apps write it: 'oda', 'msafirishaji' for the rider.
 */
const CATALOGUES: Record<SmsLanguage, Catalogue> = {
  en: {
    order_confirmed: (p) =>
      p.pin
        ? `Sokoni: order ${p.orderNumber} is confirmed, ${formatKsh(p.total)}. Delivery PIN ${p.pin}: tell it to the driver only when you have your order.`
        : `Sokoni: order ${p.orderNumber} is confirmed, ${formatKsh(p.total)}. We will text you when the driver is on the way.`,
    driver_on_the_way: (p) => `Sokoni: ${p.driverName} is on the way with order ${p.orderNumber}. Driver's phone: ${p.driverPhone}`,
    delivered: (p) => `Sokoni: order ${p.orderNumber} has been delivered. Thank you for ordering with Sokoni!`,
    shop_new_order: (p) => `Sokoni: new order ${p.orderNumber} for ${p.shopName}, ${formatKsh(p.amount)}. Open your dashboard to accept it.`,
    driver_approved: () => 'Sokoni: your driver account is approved. Open the app to see orders waiting for a driver.',
    problem_redeliver: (p) => `Sokoni: about your problem with order ${p.orderNumber}: the shop will bring what was missing or wrong. Details in the app.`,
    problem_rejected: (p) => `Sokoni: we looked into your problem with order ${p.orderNumber} and could not accept it. The reason is in the app.`,
    problem_refund: (p) =>
      `Sokoni: about your problem with order ${p.orderNumber}: ${[p.mpesa > 0 ? `${formatKsh(p.mpesa)} back to M-Pesa` : '', p.credit > 0 ? `${formatKsh(p.credit)} as Sokoni credit for your next order` : ''].filter(Boolean).join(' and ')}.`,
    refund_sent: (p) => `Sokoni: refund of ${formatKsh(p.amount)} for order ${p.orderNumber} sent by M-Pesa to ${p.phone}${p.receipt ? `, ref ${p.receipt}` : ''}.`,
  },
  sw: {
    order_confirmed: (p) =>
      p.pin
        ? `Sokoni: oda ${p.orderNumber} imethibitishwa, ${formatKsh(p.total)}. PIN ya kupokea ${p.pin}: mpe msafirishaji tu ukishapokea oda yako.`
        : `Sokoni: oda ${p.orderNumber} imethibitishwa, ${formatKsh(p.total)}. Tutakutumia ujumbe msafirishaji akiwa njiani.`,
    driver_on_the_way: (p) => `Sokoni: ${p.driverName} yuko njiani na oda ${p.orderNumber}. Simu ya msafirishaji: ${p.driverPhone}`,
    delivered: (p) => `Sokoni: oda ${p.orderNumber} imefikishwa. Asante kwa kununua na Sokoni!`,
    shop_new_order: (p) => `Sokoni: oda mpya ${p.orderNumber} kwa ${p.shopName}, ${formatKsh(p.amount)}. Fungua dashibodi yako uikubali.`,
    driver_approved: () => 'Sokoni: akaunti yako ya msafirishaji imeidhinishwa. Fungua programu uone oda zinazosubiri msafirishaji.',
    problem_redeliver: (p) => `Sokoni: kuhusu tatizo la oda ${p.orderNumber}: duka litakuletea kilichokosekana au kilichokosewa. Maelezo kwenye programu.`,
    problem_rejected: (p) => `Sokoni: tumechunguza tatizo la oda ${p.orderNumber} na hatukuweza kulikubali. Sababu iko kwenye programu.`,
    problem_refund: (p) =>
      `Sokoni: kuhusu tatizo la oda ${p.orderNumber}: ${[p.mpesa > 0 ? `${formatKsh(p.mpesa)} zinarudi M-Pesa` : '', p.credit > 0 ? `${formatKsh(p.credit)} kama salio la Sokoni kwa oda ijayo` : ''].filter(Boolean).join(' na ')}.`,
    refund_sent: (p) => `Sokoni: tumekurudishia ${formatKsh(p.amount)} za oda ${p.orderNumber} kwa M-Pesa ${p.phone}${p.receipt ? `, kumb. ${p.receipt}` : ''}.`,
  },
};

/** Names are cut so one long shop or driver name cannot push a text into a second SMS. */
const NAME_LIMIT = 30;
const shortName = (name: string) => (name.length > NAME_LIMIT ? `${name.slice(0, NAME_LIMIT - 1).trimEnd()}.` : name);

export function smsText<K extends SmsKind>(kind: K, language: SmsLanguage, params: SmsTextParams[K]): string {
  const cleaned = Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, typeof value === 'string' && key.endsWith('Name') ? shortName(value) : value]),
  ) as SmsTextParams[K];
  return toGsmFriendly(CATALOGUES[language][kind](cleaned));
}

/** The account's language, English when it has not chosen one. */
export function smsLanguageOf(account: { language: string | null }): SmsLanguage {
  return account.language === 'sw' ? 'sw' : 'en';
}
