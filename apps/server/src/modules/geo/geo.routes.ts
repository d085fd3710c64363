import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZDistanceQuery,
  ZDistanceResponse,
  ZGeoConfig,
  ZGeocodeQuery,
  ZGeocodeResponse,
  ZReverseGeocodeQuery,
} from '@sokoni/domain/contracts/geo';
import type { GeoService } from './geo.service.ts';

/** Public map helpers: visitors pick their town and pin before they have an account. */
export function geoRoutes(deps: { geoService: GeoService }) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/distance',
      {
        schema: {
          tags: ['geo'],
          summary: "Road distances in Google's Distance Matrix shape (origins and destinations: 'lat,lng' joined by |)",
          querystring: ZDistanceQuery,
          response: { 200: ZDistanceResponse },
        },
      },
      async (request) => deps.geoService.distanceMatrix(request.query.origins, request.query.destinations),
    );

    r.get(
      '/api/geocode',
      { schema: { tags: ['geo'], summary: 'Kenyan town or address -> coordinates (Google geocoder shape)', querystring: ZGeocodeQuery, response: { 200: ZGeocodeResponse } } },
      async (request, reply) => {
        reply.header('cache-control', 'public, max-age=3600');
        return deps.geoService.geocode(request.query.address);
      },
    );

    r.get(
      '/api/geocode/reverse',
      { schema: { tags: ['geo'], summary: "Point -> nearest town ('near Juja'); ZERO_RESULTS outside Kenya", querystring: ZReverseGeocodeQuery, response: { 200: ZGeocodeResponse } } },
      async (request) => deps.geoService.reverse({ lat: request.query.lat, lng: request.query.lng }),
    );

    r.get(
      '/api/geo/config',
      { schema: { tags: ['geo'], summary: 'Map tiles, attribution (OpenStreetMap, GeoNames), default centre and zoom', response: { 200: ZGeoConfig } } },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=3600');
        return deps.geoService.mapConfig();
      },
    );
  };
}
