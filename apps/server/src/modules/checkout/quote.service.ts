import type { TDeliveryQuoteRequest, TDeliveryQuoteResponse } from '@sokoni/domain/contracts/orders';
import type { DeliveryOption } from '@sokoni/domain/delivery-fee';
import type { CartProductRepository } from './cart-products.repository.ts';
import { mergeCartLines, priceLines, splitByShop } from './cart.ts';
import type { DeliveryQuoter } from './delivery-quote.ts';
import { resolveLocation } from '../geo/location-resolver.ts';

/** The fee the server will charge for a cart, so checkout can show it before the order is placed. */
export function createQuoteService(deps: { cartProducts: CartProductRepository; quoter: DeliveryQuoter }) {
  return {
    async quote(request: {
      items: TDeliveryQuoteRequest['items'];
      delivery: { town: string; location: string; option: DeliveryOption };
    }): Promise<TDeliveryQuoteResponse> {
      const lines = mergeCartLines(request.items);
      const priced = priceLines(lines, await deps.cartProducts.findForCart(lines.map((l) => l.productId)));
      const location = resolveLocation(request.delivery.location, { label: 'delivery.location', town: request.delivery.town });
      return deps.quoter.quote(
        splitByShop(priced).map((g) => g.shop),
        { ...request.delivery, location },
      );
    },
  };
}
export type QuoteService = ReturnType<typeof createQuoteService>;
