import type { FastifyBaseLogger } from 'fastify';
import { normalizeKenyanPhone } from '@sokoni/domain/phone';
import { ZPlaceOrderRequest } from '@sokoni/domain/contracts/orders';
import { CASH, MPESA } from '@sokoni/domain/payment-methods';
import { AWAITING_PAYMENT, SCHEDULED } from '@sokoni/domain/order-statuses';
import { leftToPayCents } from '@sokoni/domain/amount-due';
import { formatKsh, shillingsFromCents } from '@sokoni/domain/money';
import { AppError } from '../../lib/errors.ts';
import { inLanguage } from '../../i18n/translate-message.ts';
import type { Account } from '../../plugins/authenticate.ts';
import type { PlaceOrderService } from '../checkout/place-order.service.ts';
import type { QuoteService } from '../checkout/quote.service.ts';
import type { OrderAggregate } from '../orders/order-reads.repository.ts';
import type { TrackingService } from '../dispatch/tracking.service.ts';
import type { SmsSender } from '../sms/sms-sender.ts';
import type { ContactRepository } from '../contact/contact.repository.ts';
import { deliveryAddressOf } from '../orders/delivery-address.dto.ts';
import type { UssdCustomer, UssdCustomerRepository } from './ussd-customers.repository.ts';
import type { UssdSessionRepository } from './ussd-sessions.repository.ts';
import { decide, type UssdStep } from './ussd-menu.ts';
import { endScreen, shortSentence, shortShops, showScreen } from './ussd-screens.ts';
import { startState, type ReorderChoice, type UnpaidChoice, type UssdState } from './ussd-state.ts';
import { USSD_TEXTS, type UssdLanguage } from './ussd-texts.ts';

/** A session idle longer than this is over (issue 34): the caller dials again. */
export const USSD_IDLE_MS = 3 * 60_000;
/** 'Order again' offers this many past orders. */
const REORDER_CHOICES = 3;

/** What Africa's Talking posts for every screen of a session. */
export interface UssdRequest {
  sessionId: string;
  serviceCode: string;
  phoneNumber: string;
  networkCode?: string | undefined;
  /** Every answer of the session so far, joined by `*`; empty on the first screen. */
  text: string;
}

/** What paying ahead needs of the payments module (null when M-Pesa is off). */
export interface UssdPayments {
  retry(account: Account, orderId: string, phoneNumber: string | undefined): Promise<unknown>;
}

interface Deps {
  sessions: UssdSessionRepository;
  customers: UssdCustomerRepository;
  quotes: QuoteService;
  placeOrder: PlaceOrderService;
  tracking: TrackingService;
  payments: UssdPayments | null;
  sms: SmsSender;
  messages: ContactRepository;
  publicUrl: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}

const customerAccount = (userId: string): Account => ({ kind: 'user', id: userId, isAdmin: false });
/** +254712345678 as a Kenyan reads it on a screen: 0712345678. */
const localPhone = (phone: string) => (phone.startsWith('+254') ? `0${phone.slice(4)}` : phone);
const answersOf = (text: string) => (text === '' ? [] : text.split('*'));

/**
 * The USSD menu over the same services as the app: placement, quotes, tracking, M-Pesa and the
 * admin's messages. Each request reads the session's state from the database, decides the next
 * step with the pure menu rule, does what the step needs, and stores the new state with the screen.
 */
export function createUssdService(deps: Deps) {
  const now = deps.now ?? (() => new Date());

  /** A refusal of placement, payment or a quote, said in one sentence of the caller's language. */
  function refusalOf(error: unknown, language: UssdLanguage): string {
    if (error instanceof AppError) return shortSentence(inLanguage(error.message, language));
    throw error;
  }

  async function firstState(customer: UssdCustomer | null): Promise<UssdState> {
    return startState({ userId: customer?.id ?? null, language: customer?.language ?? 'en', mpesa: deps.payments !== null });
  }

  /** The past order's lines with the options chosen then: the quote says if one is gone or sold out now. */
  function cartOf(order: OrderAggregate) {
    return order.items.flatMap((item) =>
      item.productId ? [{ product: item.productId, quantity: item.quantity, choices: item.choices.map((c) => ({ group: c.groupId, choice: c.choiceId })) }] : [],
    );
  }

  /** A past order priced today through the app's quote: the same prices, radius and opening hours. */
  async function reorderChoice(order: OrderAggregate, state: UssdState): Promise<ReorderChoice> {
    const shops = shortShops([...new Set(order.subOrders.map((s) => s.shop.businessName))]);
    const items = cartOf(order);
    const base = { orderId: order.order.id, shops };
    if (items.length === 0) return { ...base, totalKsh: null, feeKsh: null, refusal: shortSentence(inLanguage('Some items in your cart are no longer available. Please remove them and try again.', state.language)) };
    try {
      const quote = await deps.quotes.quote({ items, delivery: { town: order.order.deliveryTown, location: order.order.deliveryLocation, option: order.order.deliveryOption } }, state.userId);
      return { ...base, totalKsh: quote.toPay ?? quote.amountDue ?? quote.fee, feeKsh: quote.fee, refusal: null };
    } catch (error) {
      return { ...base, totalKsh: null, feeKsh: null, refusal: refusalOf(error, state.language) };
    }
  }

  /** Order again through the app's placement: the same steps, the same refusals, an idempotency key per answer. */
  async function place(state: UssdState, phone: string, choice: ReorderChoice, method: 'mpesa' | 'cash', key: string): Promise<string> {
    const t = USSD_TEXTS[state.language];
    const [past] = (await deps.customers.delivered(state.userId!, REORDER_CHOICES)).filter((o) => o.order.id === choice.orderId);
    if (!past) return endScreen(t.noDelivered);
    const body = ZPlaceOrderRequest.parse({
      userId: state.userId,
      items: cartOf(past),
      delivery: {
        town: past.order.deliveryTown,
        location: past.order.deliveryLocation,
        fee: choice.feeKsh,
        option: past.order.deliveryOption,
        address: deliveryAddressOf(past.order),
      },
      paymentMethod: method === 'mpesa' ? MPESA : CASH,
      ...(method === 'mpesa' ? { mpesaPhone: phone } : {}),
    });
    try {
      const { order } = await deps.placeOrder.place(customerAccount(state.userId!), body, key);
      const total = formatKsh(choice.totalKsh ?? 0);
      if (method === 'cash') return endScreen(t.placedCash(order.orderId, total));
      return endScreen(order.paymentStatus === 'Failed' ? t.placedMpesaNoPrompt(order.orderId) : t.placedMpesa(order.orderId, total));
    } catch (error) {
      return endScreen(refusalOf(error, state.language));
    }
  }

  async function track(state: UssdState): Promise<string> {
    const t = USSD_TEXTS[state.language];
    const open = await deps.customers.latestOpen(state.userId!);
    if (!open) return endScreen(t.noOpenOrder);
    const { order } = open;
    if (order.status === AWAITING_PAYMENT) return endScreen(t.tracking(order.orderId, t.stages.awaiting_payment));
    if (order.status === SCHEDULED) return endScreen(t.tracking(order.orderId, t.stages.scheduled));
    const tracking = await deps.tracking.tracking(customerAccount(state.userId!), order.id);
    const lines = [t.tracking(order.orderId, t.stages[tracking.stage])];
    if (tracking.rider) lines.push(t.rider(tracking.rider.name, localPhone(tracking.rider.phone)));
    if (tracking.etaMinutes !== null) lines.push(t.eta(Math.max(1, Math.round(tracking.etaMinutes))));
    return endScreen(lines.join('\n'));
  }

  const unpaidChoice = (o: OrderAggregate): UnpaidChoice => ({ orderId: o.order.id, orderNumber: o.order.orderId, totalKsh: shillingsFromCents(leftToPayCents({ ...o.order, checkoutTipCents: o.order.tipCents })) });

  /** Does what a step needs, and answers the screen with the state to keep. */
  async function perform(step: UssdStep, state: UssdState, session: { id: string; phone: string; key: string }): Promise<{ screen: string; state: UssdState }> {
    const t = USSD_TEXTS[state.language];
    const end = (screen: string) => ({ screen, state });
    const push = (next: UssdState['trail'][number]) => {
      const { note: _note, ...rest } = state;
      const moved = { ...rest, trail: [...state.trail, next] };
      return { screen: showScreen(moved), state: moved };
    };
    switch (step.kind) {
      case 'show':
        return { screen: showScreen(step.state), state: step.state };
      case 'end':
        return end(endScreen(step.body));
      case 'signUp': {
        const link = `${deps.publicUrl}/signup`;
        const words = USSD_TEXTS[step.language];
        await deps.sms.send({ to: session.phone, text: words.signUpSms(link), kind: 'ussd_sign_up', ref: session.id, language: step.language });
        return { screen: endScreen(words.signUp(link)), state: { ...state, language: step.language } };
      }
      case 'listReorders': {
        const past = await deps.customers.delivered(state.userId!, REORDER_CHOICES);
        if (past.length === 0) return end(endScreen(t.noDelivered));
        const choices = await Promise.all(past.map((o) => reorderChoice(o, state)));
        return push({ at: 'reorders', choices, page: 0 });
      }
      case 'track':
        return end(await track(state));
      case 'listUnpaid': {
        const unpaid = deps.payments ? await deps.customers.unpaid(state.userId!) : [];
        if (unpaid.length === 0) return end(endScreen(t.noUnpaid));
        return push({ at: 'unpaid', choices: unpaid.map(unpaidChoice), page: 0 });
      }
      case 'callBack': {
        const customer = await deps.customers.byPhone(session.phone);
        if (customer) await deps.messages.insert(customer.email, `Call-back request by USSD: please call ${customer.names} on ${localPhone(session.phone)}.`);
        return end(endScreen(t.callBackLeft(localPhone(session.phone))));
      }
      case 'place':
        if (step.method === 'mpesa' && !deps.payments) return end(endScreen(t.mpesaOff));
        return end(await place(state, session.phone, step.choice, step.method, session.key));
      case 'pay':
        if (!deps.payments) return end(endScreen(t.mpesaOff));
        try {
          await deps.payments.retry(customerAccount(state.userId!), step.choice.orderId, session.phone);
          return end(endScreen(t.promptSent(step.choice.orderNumber, formatKsh(step.choice.totalKsh))));
        } catch (error) {
          return end(endScreen(refusalOf(error, state.language)));
        }
    }
  }

  async function answer(request: UssdRequest): Promise<string> {
    const phone = normalizeKenyanPhone(request.phoneNumber) ?? request.phoneNumber.trim();
    const answers = answersOf(request.text);
    const session = await deps.sessions.find(request.sessionId);

    if (!session || session.phone !== phone) {
      const customer = await deps.customers.byPhone(phone);
      const state = await firstState(customer);
      const screen = customer?.suspended ? endScreen(USSD_TEXTS[state.language].suspended) : showScreen(state);
      // A gateway that resends a later screen of a session this server never saw starts it from the top.
      await deps.sessions.start({ sessionId: request.sessionId, phone, state, screen, answered: answers.length });
      return screen;
    }
    const t = USSD_TEXTS[session.state.language];
    if (now().getTime() - session.touchedAt.getTime() > USSD_IDLE_MS) return endScreen(t.expired);
    // The gateway asked for this screen already (a retry): the same answer, nothing done twice.
    if (answers.length <= session.answered) return session.screen;
    if (session.screen.startsWith('END')) return session.screen;

    const step = decide(session.state, answers.at(-1) ?? '');
    const key = `ussd:${request.sessionId}:${session.answered}`;
    const next = await perform(step, session.state, { id: request.sessionId, phone, key });
    if (await deps.sessions.advance(request.sessionId, session.answered, { ...next, answered: answers.length })) return next.screen;
    // Another process answered this screen first: its answer is the session's.
    return (await deps.sessions.find(request.sessionId))?.screen ?? next.screen;
  }

  return {
    /** The screen for one gateway request: `CON …` or `END …`, never more than 182 characters. */
    async answer(request: UssdRequest): Promise<string> {
      try {
        return await answer(request);
      } catch (error) {
        deps.log.error({ err: error, sessionId: request.sessionId }, 'ussd: could not answer a screen');
        return endScreen(USSD_TEXTS.en.busy);
      }
    },
  };
}
export type UssdService = ReturnType<typeof createUssdService>;
