import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAccountLanguageAnswer, ZAccountLanguageRequest } from '@sokoni/domain/contracts/language';
import { accountOf, type Authenticator } from '../../plugins/authenticate.ts';
import type { AccountLanguageService } from './account-language.service.ts';

/** The language switch of every signed-in account: customers, shops (admins included) and riders. */
export function accountLanguageRoutes(deps: { auth: Authenticator; languages: AccountLanguageService }) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const anyAccount = deps.auth.require('user', 'partner', 'driver');

    r.get(
      '/api/me/language',
      { preHandler: anyAccount, schema: { tags: ['auth'], summary: "The account's language (null until chosen)", response: { 200: ZAccountLanguageAnswer } } },
      // Read with the session's state by the authenticator: no second query.
      async (request) => ({ language: request.accountLanguage }),
    );

    r.put(
      '/api/me/language',
      {
        preHandler: anyAccount,
        schema: { tags: ['auth'], summary: "Choose the account's language", body: ZAccountLanguageRequest, response: { 200: ZAccountLanguageAnswer } },
      },
      async (request) => {
        const language = await deps.languages.choose(accountOf(request), request.body.language);
        // This answer already speaks the new language.
        request.accountLanguage = language;
        return { language };
      },
    );
  };
}
