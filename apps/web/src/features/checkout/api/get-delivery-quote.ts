// The quote is shared with the cart (lib/delivery-quote.ts), so both show the same figures.
export { getDeliveryQuote, deliveryQuoteQueryOptions } from '../../../lib/delivery-quote.ts';
