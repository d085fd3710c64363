import type { CustomerCredit } from '../credit/customer-credit.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZLoginRequest, ZUser, ZUserAuthResponse, ZUserProfileUpdate, ZUserSignupRequest } from '@sokoni/domain/contracts/auth';
import { z } from 'zod';
import { accountOf, type Authenticator } from '../../plugins/authenticate.ts';
import { signupLanguage } from '../../i18n/request-language.ts';
import type { LoginService } from './login.service.ts';
import type { UserService } from './user.service.ts';
import type { AccountLimits } from '../../plugins/rate-limit/account-limits.ts';
import type { TrustedDevices } from '../../lib/trusted-devices.ts';

export function authRoutes(deps: { auth: Authenticator; login: LoginService; users: UserService; limits: AccountLimits; devices: TrustedDevices; credit?: Pick<CustomerCredit, 'summary'> }) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/login',
      { preHandler: deps.limits.login, schema: { tags: ['auth'], summary: 'Log in a customer or a store', body: ZLoginRequest } },
      async (request, reply) => {
        const { answer, identifiers } = await deps.login.login(request.body);
        await deps.devices.remember(request, reply, identifiers);
        return answer;
      },
    );

    r.post(
      '/api/auth/userSignup',
      { preHandler: deps.limits.signup, schema: { tags: ['auth'], summary: 'Customer sign-up', body: ZUserSignupRequest, response: { 201: ZUserAuthResponse } } },
      async (request, reply) => reply.status(201).send(await deps.users.signup(request.body, signupLanguage(request))),
    );

    r.get(
      '/api/user/me',
      { preHandler: deps.auth.require('user'), schema: { tags: ['auth'], summary: 'The logged-in customer', response: { 200: ZUser } } },
      async (request) => {
        const id = accountOf(request).id;
        const [user, credit] = await Promise.all([deps.users.me(id), deps.credit ? deps.credit.summary(id) : null]);
        return credit ? { ...user, ...credit } : user;
      },
    );

    r.put(
      '/api/user/update-profile',
      {
        preHandler: deps.auth.require('user'),
        schema: { tags: ['auth'], summary: 'Edit the customer profile', body: ZUserProfileUpdate, response: { 200: z.object({ user: ZUser }) } },
      },
      async (request) => deps.users.updateProfile(accountOf(request).id, request.body),
    );
  };
}
