import type { TDeliveryQuoteResponse } from '@sokoni/domain/contracts/orders';
import { OUTSIDE_KENYA_MESSAGE } from '@sokoni/domain/contracts/geo';
import { deliveryFeeBreakdown, type DeliveryOption } from '@sokoni/domain/delivery-fee';
import { haversineKm, parseLatLng, type LatLng } from '@sokoni/domain/geo';
import { highFeeWarning, outsideRadiusMessage, radiusOf, tripNote } from '@sokoni/domain/delivery-reach';
import { shillingsFromCents } from '@sokoni/domain/money';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { GeoProvider } from '../../providers/geo/geo-provider.ts';
import type { CartShop } from './cart-products.repository.ts';

export interface DeliveryRequest {
  town: string;
  location: string;
  option: DeliveryOption;
}

/** A delivery quote as the server works with it: the answer's figures, the fee in cents. */
export type DeliveryQuote = Omit<TDeliveryQuoteResponse, 'fee'> & { feeCents: number };

const twoDecimals = (km: number) => Math.round(km * 100) / 100;

/**
 * Step 'quote delivery': road distance from every shop to the customer, then the domain fee rule.
 * Towns are compared by their gazetteer name, so 'Rongai' and 'Ongata Rongai' are one town.
 */
/**
 * Platform delivery reaches only customers inside each shop's radius (a circle round its pin, the
 * same rule the lists use); own delivery and pick-up go anywhere. The refusal names the shop, and
 * carries what the trip would cost so the cart can say why.
 */
function checkRadius(shop: CartShop, at: LatLng, customer: LatLng, defaultRadiusKm: number, trip: { feeCents: number }): void {
  const radiusKm = radiusOf(shop, defaultRadiusKm);
  const straightKm = haversineKm(at, customer);
  if (straightKm <= radiusKm) return;
  const distanceKm = Math.round(straightKm * 10) / 10;
  throw new AppError('conflict', outsideRadiusMessage(shop.businessName, { distanceKm, radiusKm }), {
    outsideRadius: true,
    shop: { _id: shop.id, shopName: shop.businessName },
    distanceKm,
    radiusKm,
    fee: shillingsFromCents(trip.feeCents),
    // The same straight-line distance as the message and the lists' cards, so the numbers agree.
    warning: tripNote(shillingsFromCents(trip.feeCents), distanceKm),
  });
}

export function createDeliveryQuoter(deps: { geo: GeoProvider; /** DELIVERY_RADIUS_KM */ defaultRadiusKm: number }) {
  return {
    async quote(shops: readonly CartShop[], delivery: DeliveryRequest): Promise<DeliveryQuote> {
      const customer = parseLatLng(delivery.location);
      if (!customer) throw badRequest('delivery.location must be a pinned map point (lat,lng)');
      if (!deps.geo.isInKenya(customer)) throw badRequest(OUTSIDE_KENYA_MESSAGE);
      const points = shops.map((shop) => parseLatLng(shop.location));
      const lost = shops.find((_, i) => !points[i]);
      if (lost) throw new AppError('conflict', `We could not locate ${lost.businessName}. Please try again later.`);
      const rows = await deps.geo.distances(points as NonNullable<(typeof points)[number]>[], [customer]);
      const distances = shops.map((shop, i) => {
        const route = rows[i]?.[0];
        if (!route) throw new AppError('conflict', 'Could not determine any valid shop-to-user distances.');
        return { shop, location: points[i]!, km: route.km };
      });
      const customerTown = deps.geo.canonicalTown(delivery.town);
      const breakdown = deliveryFeeBreakdown({
        option: delivery.option,
        customerTown,
        shops: distances.map((d) => ({ location: d.location, town: deps.geo.canonicalTown(d.shop.town), distanceKm: d.km })),
      });
      if (delivery.option === 'platform') {
        for (const d of distances) checkRadius(d.shop, d.location, customer, deps.defaultRadiusKm, { feeCents: breakdown.feeCents });
      }
      return {
        feeCents: breakdown.feeCents,
        option: delivery.option,
        breakdown: {
          farthestKm: twoDecimals(breakdown.farthestKm),
          extraKm: twoDecimals(breakdown.extraKm),
          shopLocations: breakdown.shopLocations,
          otherTown: breakdown.otherTown,
        },
        shops: distances.map((d) => ({
          _id: d.shop.id,
          shopName: d.shop.businessName,
          town: d.shop.town,
          location: d.shop.location,
          distanceKm: twoDecimals(d.km),
          radiusKm: radiusOf(d.shop, deps.defaultRadiusKm),
        })),
        warning: highFeeWarning(shillingsFromCents(breakdown.feeCents), breakdown.farthestKm, distances.length),
      };
    },
  };
}
export type DeliveryQuoter = ReturnType<typeof createDeliveryQuoter>;
