import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZDriver } from '@sokoni/domain/contracts/driver';
import { z } from 'zod';
import { fileOf, readForm } from '../../lib/multipart.ts';
import { accountOf, type Authenticator } from '../../plugins/authenticate.ts';
import { signupLanguage } from '../../i18n/request-language.ts';
import type { DriverService } from './driver.service.ts';
import type { TrustedDevices } from '../../lib/trusted-devices.ts';
import type { AccountLimits } from '../../plugins/rate-limit/account-limits.ts';

const ZDriverAuth = z.object({ driver: ZDriver, token: z.string(), message: z.string() });
const ZDriverUpdated = z.object({ driver: ZDriver, message: z.string() });
// Sign-up and login validate in the service so the driver sees the spec's exact sentences.
const ZLooseBody = z.record(z.string(), z.unknown()).optional();

export function driverRoutes(deps: { auth: Authenticator; drivers: DriverService; limits: AccountLimits; devices: TrustedDevices }) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/driver/signup',
      { preHandler: deps.limits.signup, schema: { tags: ['driver'], summary: 'Driver sign-up', body: ZLooseBody, response: { 201: ZDriverAuth } } },
      async (request, reply) => reply.status(201).send(await deps.drivers.signup(request.body ?? {}, signupLanguage(request))),
    );

    r.post(
      '/api/driver/login',
      { preHandler: deps.limits.login, schema: { tags: ['driver'], summary: 'Driver login (username, phone or e-mail)', body: ZLooseBody, response: { 200: ZDriverAuth } } },
      async (request, reply) => {
        const { answer, identifiers } = await deps.drivers.login(request.body ?? {});
        await deps.devices.remember(request, reply, identifiers);
        return answer;
      },
    );

    r.get(
      '/api/driver/profile',
      { preHandler: deps.auth.require('driver'), schema: { tags: ['driver'], summary: 'The logged-in driver', response: { 200: ZDriver } } },
      async (request) => deps.drivers.profile(accountOf(request).id),
    );

    const update = async (request: Parameters<typeof accountOf>[0]) => {
      const form = await readForm(request, ['profileImage'], 1);
      const driver = await deps.drivers.updateProfile(accountOf(request).id, form.fields, fileOf(form, 'profileImage')?.buffer);
      return { driver, message: 'Profile updated successfully' };
    };
    r.post(
      '/api/driver/documents',
      {
        preHandler: deps.auth.require('driver'),
        schema: {
          tags: ['driver'],
          summary: 'Upload the ID photo (idPhoto) and/or the driving licence photo (licencePhoto); private, for the admin to check',
          consumes: ['multipart/form-data'],
          response: { 200: ZDriverUpdated },
        },
      },
      async (request) => {
        const form = await readForm(request, ['idPhoto', 'licencePhoto'], 2);
        const files = { idPhoto: fileOf(form, 'idPhoto')?.buffer, licencePhoto: fileOf(form, 'licencePhoto')?.buffer };
        const driver = await deps.drivers.uploadDocuments(accountOf(request).id, files);
        return { driver, message: 'Documents uploaded. The admin will look at them before approving you.' };
      },
    );

    for (const path of ['/api/driver/update-profile', '/api/driver/updates-profile']) {
      r.put(
        path,
        {
          preHandler: deps.auth.require('driver'),
          schema: { tags: ['driver'], summary: 'Edit the driver profile (multipart, JSON parts)', consumes: ['multipart/form-data', 'application/json'], response: { 200: ZDriverUpdated } },
        },
        update,
      );
    }
  };
}
