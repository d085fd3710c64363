import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAddSavedLocationRequest,
  ZAddSavedLocationResponse,
  ZSavedLocationAddressRequest,
  ZSavedLocationAddressResponse,
  ZSavedLocationsResponse,
} from '@sokoni/domain/contracts/locations';
import { zObjectId } from '@sokoni/domain/contracts/common';
import { accountOf, type Authenticator } from '../../plugins/authenticate.ts';
import type { SavedLocationService } from './locations.service.ts';

export function savedLocationRoutes(deps: { auth: Authenticator; locations: SavedLocationService }) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/users/getSavedLocations/:userId',
      {
        preHandler: deps.auth.require('user'),
        schema: { tags: ['locations'], summary: "The customer's saved delivery locations", params: z.object({ userId: zObjectId('userId') }), response: { 200: ZSavedLocationsResponse } },
      },
      async (request) => ({ locations: await deps.locations.list(accountOf(request), request.params.userId) }),
    );

    r.post(
      '/api/users/addSavedLocation',
      {
        preHandler: deps.auth.require('user'),
        schema: { tags: ['locations'], summary: 'Save a delivery location (Home, Office or Other)', body: ZAddSavedLocationRequest, response: { 201: ZAddSavedLocationResponse } },
      },
      async (request, reply) => reply.status(201).send(await deps.locations.add(accountOf(request), request.body)),
    );

    r.put(
      '/api/users/savedLocations/:locationId/address',
      {
        preHandler: deps.auth.require('user'),
        schema: {
          tags: ['locations'],
          summary: "Change a saved location's landmark, building, directions and receiver's phone (blank clears)",
          params: z.object({ locationId: zObjectId('locationId') }),
          body: ZSavedLocationAddressRequest,
          response: { 200: ZSavedLocationAddressResponse },
        },
      },
      async (request) => deps.locations.updateAddress(accountOf(request), request.params.locationId, request.body),
    );
  };
}
