import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '@sokoni/domain/contracts/language';
import { requestLanguage } from './request-language.ts';
import { inLanguage } from './translate-message.ts';

const hasMessage = (payload: unknown): payload is { message: string } =>
  typeof payload === 'object' && payload !== null && !Array.isArray(payload) && typeof (payload as { message?: unknown }).message === 'string';

/**
 * Every JSON answer's `message` (errors, 404s, 'Order placed!') in the request's language, just
 * before it is written: the code, the logs and the tests keep the English sentence. The rest of
 * the answer (`code`, ids, extra fields, stored texts) is left as it is.
 */
export function registerAnswerLanguage(app: FastifyInstance, accountLanguageOf?: (request: FastifyRequest) => Promise<Language | null>): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (!hasMessage(payload)) return payload;
    // An error answered before authentication (a validation error) still follows the account's language.
    if (!request.accountLanguage && reply.statusCode >= 400 && accountLanguageOf) request.accountLanguage = await accountLanguageOf(request);
    const language = requestLanguage(request);
    return language === 'en' ? payload : { ...payload, message: inLanguage(payload.message, language) };
  });
}
