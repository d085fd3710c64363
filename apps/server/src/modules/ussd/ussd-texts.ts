import type { TrackingStage } from '@sokoni/domain/tracking';

export type UssdLanguage = 'en' | 'sw';

/**
 * Every sentence the USSD menu shows, in both languages. Screens are at most 182 characters
 * (ussd-screens.test.ts walks every path in both languages), so the words are few and the
 * Kiswahili is the one Kenyans read on *334# and *544#.
 */
export interface UssdTexts {
  chooseLanguage: string;
  invalidChoice: string;
  mainMenu: string[];
  mainTitle: string;
  back: string;
  mainMenuOption: string;
  more: string;
  reordersTitle: string;
  noDelivered: string;
  cannotPriceNow: string;
  payWithTitle: (shops: string, total: string, fee: string) => string;
  payMpesa: string;
  payCash: string;
  placedCash: (orderNumber: string, total: string) => string;
  placedMpesa: (orderNumber: string, total: string) => string;
  placedMpesaNoPrompt: (orderNumber: string) => string;
  noOpenOrder: string;
  tracking: (orderNumber: string, stage: string) => string;
  rider: (name: string, phone: string) => string;
  eta: (minutes: number) => string;
  stages: Record<TrackingStage | 'awaiting_payment' | 'scheduled', string>;
  unpaidTitle: string;
  noUnpaid: string;
  promptSent: (orderNumber: string, total: string) => string;
  callBackLeft: (phone: string) => string;
  signUp: (link: string) => string;
  signUpSms: (link: string) => string;
  mpesaOff: string;
  busy: string;
  suspended: string;
  expired: string;
}

export const USSD_TEXTS: Record<UssdLanguage, UssdTexts> = {
  en: {
    chooseLanguage: 'Welcome to Sokoni\n1 English\n2 Kiswahili',
    invalidChoice: 'Please choose a number from the list.',
    mainTitle: 'Sokoni',
    mainMenu: ['Order again', 'Track my order', 'Pay for an order', 'Call me back'],
    back: '0 Back',
    mainMenuOption: '00 Main menu',
    more: '98 More',
    reordersTitle: 'Order again (prices today):',
    noDelivered: 'You have no delivered orders to order again yet.',
    cannotPriceNow: 'cannot order now',
    payWithTitle: (shops, total, fee) => `${shops}\nTotal ${total} with delivery ${fee}. Pay with:`,
    payMpesa: 'M-Pesa',
    payCash: 'Cash on delivery',
    placedCash: (n, total) => `Order ${n} placed. Pay ${total} in cash on delivery. We will text you.`,
    placedMpesa: (n, total) => `Order ${n} placed. Enter your M-Pesa PIN on the prompt to pay ${total}.`,
    placedMpesaNoPrompt: (n) => `Order ${n} placed. The M-Pesa prompt did not go out: choose 3 Pay for an order to try again.`,
    noOpenOrder: 'You have no open order. Dial again to order.',
    tracking: (n, stage) => `${n}: ${stage}`,
    rider: (name, phone) => `Rider: ${name} ${phone}`,
    eta: (minutes) => `Arrives in about ${minutes} min.`,
    stages: {
      awaiting_payment: 'waiting for your M-Pesa payment.',
      scheduled: 'booked for later.',
      preparing: 'the shop is preparing it.',
      finding_rider: 'ready, finding a rider.',
      picking_up: 'the rider is collecting it.',
      on_the_way: 'on the way to you.',
      delivered: 'delivered.',
      cancelled: 'cancelled.',
    },
    unpaidTitle: 'Orders to pay:',
    noUnpaid: 'You have no order waiting for an M-Pesa payment.',
    promptSent: (n, total) => `Check your phone: enter your M-Pesa PIN to pay ${total} for ${n}.`,
    callBackLeft: (phone) => `Thank you. Sokoni will call you back on ${phone} soon.`,
    signUp: (link) => `This phone has no Sokoni account. Sign up at ${link} with this number, then dial again. We sent you the link by SMS.`,
    signUpSms: (link) => `Sokoni: sign up at ${link} with this phone number, then dial the Sokoni USSD code to order, track and pay.`,
    mpesaOff: 'M-Pesa is not available now. Please choose cash on delivery.',
    busy: 'Sokoni is busy. Please dial again in a minute.',
    suspended: 'This Sokoni account is suspended. Please contact Sokoni support.',
    expired: 'This session has ended. Please dial again.',
  },
  sw: {
    chooseLanguage: 'Karibu Sokoni\n1 English\n2 Kiswahili',
    invalidChoice: 'Chagua nambari kwenye orodha.',
    mainTitle: 'Sokoni',
    mainMenu: ['Agiza tena', 'Fuatilia oda yangu', 'Lipia oda', 'Nipigie simu'],
    back: '0 Rudi',
    mainMenuOption: '00 Menyu kuu',
    more: '98 Zaidi',
    reordersTitle: 'Agiza tena (bei za leo):',
    noDelivered: 'Bado huna oda iliyofikishwa ya kuagiza tena.',
    cannotPriceNow: 'haiwezekani sasa',
    payWithTitle: (shops, total, fee) => `${shops}\nJumla ${total} pamoja na usafiri ${fee}. Lipa kwa:`,
    payMpesa: 'M-Pesa',
    payCash: 'Pesa taslimu ukipokea',
    placedCash: (n, total) => `Oda ${n} imewekwa. Lipa ${total} taslimu ukipokea. Tutakutumia SMS.`,
    placedMpesa: (n, total) => `Oda ${n} imewekwa. Weka PIN yako ya M-Pesa kulipa ${total}.`,
    placedMpesaNoPrompt: (n) => `Oda ${n} imewekwa. Ombi la M-Pesa halikutumwa: chagua 3 Lipia oda ujaribu tena.`,
    noOpenOrder: 'Huna oda inayoendelea. Piga tena kuagiza.',
    tracking: (n, stage) => `${n}: ${stage}`,
    rider: (name, phone) => `Msafirishaji: ${name} ${phone}`,
    eta: (minutes) => `Atafika baada ya dakika ${minutes} hivi.`,
    stages: {
      awaiting_payment: 'inasubiri malipo yako ya M-Pesa.',
      scheduled: 'imepangwa kwa baadaye.',
      preparing: 'duka linaiandaa.',
      finding_rider: 'iko tayari, tunatafuta msafirishaji.',
      picking_up: 'msafirishaji anaichukua.',
      on_the_way: 'iko njiani kwako.',
      delivered: 'imefikishwa.',
      cancelled: 'imeghairiwa.',
    },
    unpaidTitle: 'Oda za kulipia:',
    noUnpaid: 'Huna oda inayosubiri malipo ya M-Pesa.',
    promptSent: (n, total) => `Angalia simu yako: weka PIN ya M-Pesa kulipa ${total} kwa ${n}.`,
    callBackLeft: (phone) => `Asante. Sokoni itakupigia simu ${phone} hivi karibuni.`,
    signUp: (link) => `Simu hii haina akaunti ya Sokoni. Jisajili ${link} kwa nambari hii, kisha piga tena. Tumekutumia kiungo kwa SMS.`,
    signUpSms: (link) => `Sokoni: jisajili ${link} kwa nambari hii ya simu, kisha piga msimbo wa USSD wa Sokoni kuagiza, kufuatilia na kulipa.`,
    mpesaOff: 'M-Pesa haipatikani sasa. Tafadhali chagua pesa taslimu ukipokea.',
    busy: 'Sokoni ina shughuli nyingi. Tafadhali piga tena baada ya dakika moja.',
    suspended: 'Akaunti hii ya Sokoni imesimamishwa. Tafadhali wasiliana na huduma ya Sokoni.',
    expired: 'Kipindi hiki kimekwisha. Tafadhali piga tena.',
  },
};
