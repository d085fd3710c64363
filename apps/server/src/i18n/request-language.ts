import type { FastifyRequest } from 'fastify';
import type { Language } from '@sokoni/domain/contracts/language';

/** How much an Accept-Language header wants each of our languages (0 when it does not name it). */
function weights(header: string): Record<Language, number> {
  const found: Record<Language, number> = { en: 0, sw: 0 };
  const entries = header.split(',').map((part, index) => {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    return { base: tag.split('-')[0], weight: Number.isFinite(weight) ? weight : 0, index };
  });
  for (const { base, weight } of entries) {
    if ((base === 'en' || base === 'sw') && weight > found[base]) found[base] = weight;
  }
  // Equal weights: the one written first wins, as browsers list preferences in order.
  const first = (language: Language) => entries.findIndex((e) => e.base === language && e.weight === found[language]);
  if (found.sw > 0 && found.sw === found.en) return first('sw') < first('en') ? { en: 0, sw: 1 } : { en: 1, sw: 0 };
  return found;
}

/** Set by the web whenever the language is chosen (apps/web/src/i18n/language-choice.ts). */
export const LANGUAGE_COOKIE = 'sokoni_lang';

/** The language a Cookie header's `sokoni_lang` names; null without one (or with anything else). */
export function languageOfCookie(cookie: string | undefined): Language | null {
  const chosen = (cookie ?? '')
    .split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return chosen === 'en' || chosen === 'sw' ? chosen : null;
}

/** Kiswahili when the header prefers it over English, else English. */
export function languageOfHeader(header: string | undefined): Language {
  if (!header) return 'en';
  const w = weights(header);
  return w.sw > 0 && w.sw > w.en ? 'sw' : 'en';
}

/**
 * The language to answer a request in: the signed-in account's choice (read with its session
 * state, no extra query), else the browser's Accept-Language, else English.
 */
export function requestLanguage(request: FastifyRequest): Language {
  return request.accountLanguage ?? languageOfHeader(request.headers['accept-language']);
}

/**
 * The language a new account starts with, so its first e-mail is already in it: the device's
 * choice (the cookie), else what Accept-Language prefers between Swahili and English (the web
 * sends the language its screens are in). Null when the request names neither: the account
 * stays without a choice, and English is used until it makes one.
 */
export function signupLanguage(request: FastifyRequest): Language | null {
  const chosen = languageOfCookie(request.headers.cookie);
  if (chosen) return chosen;
  const header = request.headers['accept-language'];
  if (!header) return null;
  const w = weights(header);
  if (w.en === 0 && w.sw === 0) return null;
  return w.sw > w.en ? 'sw' : 'en';
}
