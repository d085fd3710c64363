import type { TDeliveryQuoteRequest, TDeliveryQuoteResponse } from '@sokoni/domain/contracts/orders';
import type { DeliveryOption } from '@sokoni/domain/delivery-fee';
import type { CartProductRepository } from './cart-products.repository.ts';
import { mergeCartLines, priceLines, splitByShop } from './cart.ts';
import type { DeliveryQuoter } from './delivery-quote.ts';
import { resolveLocation } from '../geo/location-resolver.ts';
import { deliverySlots } from '@sokoni/domain/delivery-slots';
import { isStoreVisible } from '@sokoni/domain/store-visibility';
import { badRequest } from '../../lib/errors.ts';
import type { PromoCheckout } from '../promos/promo-checkout.ts';
import { promoShopsOf } from './promo-shops.ts';
import { shillingsFromCents, sumCents } from '@sokoni/domain/money';
import { leftToPayCents } from '@sokoni/domain/amount-due';
import { creditToApply } from '@sokoni/domain/credit';
import { totalForCreditCents, type CheckoutCredit } from './credit-at-checkout.ts';
import { checkoutTipCents } from './checkout-tip.ts';

/** The fee the server will charge for a cart, so checkout can show it before the order is placed. */
export function createQuoteService(deps: { cartProducts: CartProductRepository; quoter: DeliveryQuoter; promos: PromoCheckout; credit?: CheckoutCredit }) {
  return {
    /** With the customer's id, also the credit checkout would apply (it is spent only when the order is placed). */
    async quote(
      request: {
        items: TDeliveryQuoteRequest['items'];
        delivery: { town: string; location: string; option: DeliveryOption };
        scheduledFor?: Date | null;
        promoCode?: string;
        tip?: number;
      },
      customerId?: string | null,
    ): Promise<TDeliveryQuoteResponse> {
      const tipCents = checkoutTipCents(request.delivery.option, request.tip);
      const lines = mergeCartLines(request.items);
      const priced = priceLines(lines, await deps.cartProducts.findForCart(lines.map((l) => l.productId)), new Date(), request.scheduledFor ?? null);
      const location = resolveLocation(request.delivery.location, { label: 'delivery.location', town: request.delivery.town });
      const groups = splitByShop(priced);
      const { feeCents, ...quote } = await deps.quoter.quote(
        groups.map((g) => g.shop),
        { ...request.delivery, location },
      );
      // Signed in, the customer's own promo rules (one use each, first order only) are checked too.
      const promo = request.promoCode ? await deps.promos.price(request.promoCode, promoShopsOf(groups), customerId ?? null) : null;
      const discountCents = promo?.discountCents ?? 0;
      const amounts = { totalCents: sumCents(groups.map((g) => g.totalCents)), deliveryFeeCents: feeCents, discountCents, checkoutTipCents: tipCents };
      // The answer in shillings, as the contract has it.
      const answer = {
        ...quote,
        fee: shillingsFromCents(feeCents),
        ...(promo ? { promo: { code: promo.code, discount: shillingsFromCents(discountCents) } } : {}),
        tip: shillingsFromCents(tipCents),
        // Without credit, what is left to pay is the whole amount due with the tip.
        amountDue: shillingsFromCents(leftToPayCents(amounts)),
      };
      if (!customerId || !deps.credit) return answer;
      // Credit pays items (less the discount) and fee, never the tip: what is left to pay carries the tip in full.
      const totalCents = totalForCreditCents({ itemsCents: amounts.totalCents, deliveryFeeCents: feeCents, discountCents });
      const creditCents = creditToApply(await deps.credit.availableCents(customerId), totalCents);
      return { ...answer, creditUsed: shillingsFromCents(creditCents), toPay: shillingsFromCents(leftToPayCents({ ...amounts, creditUsedCents: creditCents })) };
    },

    /** The time slots an order for later of these products may take: every shop of the cart open then. */
    async slots(productIds: readonly string[], now = new Date()): Promise<{ slots: string[] }> {
      const found = await deps.cartProducts.findForCart([...new Set(productIds.map((id) => id.toLowerCase()))]);
      if (found.length === 0 || found.some((p) => !isStoreVisible(p.shop))) throw badRequest('Some items in your cart are no longer available. Please remove them and try again.');
      const shops = new Map(found.map((p) => [p.shop.id, p.shop]));
      return { slots: deliverySlots([...shops.values()], now).map((d) => d.toISOString()) };
    },
  };
}
export type QuoteService = ReturnType<typeof createQuoteService>;
