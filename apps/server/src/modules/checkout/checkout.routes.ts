import type { FastifyInstance, onSendAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZDeliveryQuoteRequest,
  ZDeliveryQuoteResponse,
  ZDeliverySlotsResponse,
  ZPlaceOrderRequest,
  ZPlaceOrderResponse,
} from '@sokoni/domain/contracts/orders';
import { z } from 'zod';
import { isObjectId } from '@sokoni/domain/ids';
import { badRequest } from '../../lib/errors.ts';
import { accountOf, type Authenticator } from '../../plugins/authenticate.ts';
import type { PlaceOrderService } from './place-order.service.ts';
import type { QuoteService } from './quote.service.ts';

const IDEMPOTENCY_KEY = /^[\w.:-]{1,100}$/;

/** `?products=id,id`: the cart's products, whose shops decide the slots. */
const SlotsQuery = z.object({
  products: z
    .string({ error: 'products is required' })
    .transform((v) => v.split(',').map((id) => id.trim()).filter(Boolean))
    .refine((ids) => ids.length > 0 && ids.length <= 50 && ids.every(isObjectId), 'products must be 1 to 50 product ids separated by commas'),
});

/** The spec's client shows 'Order error: ' + error, so every refusal also carries the message as `error`. */
const addErrorField: onSendAsyncHookHandler<unknown> = async (_request, reply, payload) => {
  if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
  try {
    const body = JSON.parse(payload) as { message?: string; error?: unknown };
    if (typeof body.message !== 'string' || body.error !== undefined) return payload;
    return JSON.stringify({ ...body, error: body.message });
  } catch {
    return payload;
  }
};

function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !IDEMPOTENCY_KEY.test(key)) throw badRequest('Idempotency-Key must be 1 to 100 letters, digits or - _ . :');
  return key;
}

export function checkoutRoutes(deps: { auth: Authenticator; quotes: QuoteService; placeOrder: PlaceOrderService }) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/delivery/quote',
      {
        // A stale token still gets the quote, as a visitor does: the credit line is only extra.
        preHandler: async (request) => {
          request.account = await deps.auth.resolve(request).catch(() => null);
        },
        schema: {
          tags: ['checkout'],
          summary: "The delivery fee the server will charge for a cart (prices and shop locations from the database); with a customer's token, also the Sokoni credit that would pay part of it",
          body: ZDeliveryQuoteRequest,
          response: { 200: ZDeliveryQuoteResponse },
        },
      },
      async (request) => deps.quotes.quote(request.body, request.account?.kind === 'user' ? request.account.id : undefined),
    );

    r.get(
      '/api/delivery/slots',
      {
        schema: {
          tags: ['checkout'],
          summary: 'The time slots an order for later of these products can be placed for (every 30 min, 45 min to 7 days ahead, every shop open)',
          querystring: SlotsQuery,
          response: { 200: ZDeliverySlotsResponse },
        },
      },
      async (request) => deps.quotes.slots(request.query.products),
    );

    r.post(
      '/api/orders/place',
      {
        config: { changesCatalogue: true },
        preHandler: deps.auth.require('user'),
        onSend: addErrorField,
        schema: {
          tags: ['checkout'],
          summary: 'Place an order (cash on delivery); send an Idempotency-Key header to make retries safe',
          body: ZPlaceOrderRequest,
          response: { 200: ZPlaceOrderResponse, 201: ZPlaceOrderResponse },
        },
      },
      async (request, reply) => {
        const key = idempotencyKeyOf(request.headers['idempotency-key']);
        const { created, order } = await deps.placeOrder.place(accountOf(request), request.body, key);
        if (!created) reply.header('idempotent-replayed', 'true');
        return reply.status(created ? 201 : 200).send({ message: 'Order placed!', orderId: order.orderId, _id: order._id, order });
      },
    );
  };
}
