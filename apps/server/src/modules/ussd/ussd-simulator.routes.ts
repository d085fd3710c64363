import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../i18n/request-language.ts';
import { USSD_CALLBACK_PATH, ZUssdCallback } from './ussd.routes.ts';
import { SIMULATOR_SCRIPT, simulatorPage } from './ussd-simulator.page.ts';

export const USSD_SIMULATOR_PATH = '/dev/ussd-simulator';

/**
 * The development stand-in for a feature phone (never registered in production): a page that
 * dials the menu, and a dial route that passes each answer to the real callback, secret and all,
 * exactly as Africa's Talking would post it.
 */
export function ussdSimulatorRoutes(deps: { secret: string; serviceCode: string }) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['dev'];
    r.get(USSD_SIMULATOR_PATH, { schema: { tags, summary: 'Development tool: a phone screen that dials the USSD menu' } }, async (request, reply) =>
      reply.type('text/html; charset=utf-8').send(simulatorPage(requestLanguage(request), deps.serviceCode, `${USSD_SIMULATOR_PATH}/phone.js`)),
    );
    r.get(`${USSD_SIMULATOR_PATH}/phone.js`, { schema: { tags, summary: "Development tool: the simulator page's script" } }, async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').send(SIMULATOR_SCRIPT),
    );
    r.post(
      `${USSD_SIMULATOR_PATH}/dial`,
      {
        schema: {
          tags,
          summary: 'Development tool: one screen of a simulated session, answered by the real USSD callback',
          body: ZUssdCallback.omit({ serviceCode: true, networkCode: true }),
          response: { 200: z.object({ screen: z.string() }) },
        },
      },
      async (request) => {
        const form = new URLSearchParams({ ...request.body, serviceCode: deps.serviceCode, networkCode: '99999' });
        const answer = await app.inject({
          method: 'POST',
          url: `${USSD_CALLBACK_PATH}/${deps.secret}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: form.toString(),
        });
        return { screen: answer.body };
      },
    );
  };
}
