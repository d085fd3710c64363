import type { MessageCatalogue } from '@sokoni/domain/messages/message-translator';

/** Alerts on phones (issue 30): the subscription answers and refusals. */
export const PUSH_SW: MessageCatalogue = {
  'Alerts on phones are turned off on this server.': 'Arifa kwenye simu zimezimwa kwenye seva hii.',
  'Alerts are on for this device.': 'Arifa zimewashwa kwenye kifaa hiki.',
  'Alerts are off for this device.': 'Arifa zimezimwa kwenye kifaa hiki.',
  'The subscription keys are not valid push keys.': 'Funguo za usajili si funguo halali za arifa.',
  'endpoint must be a URL.': 'endpoint lazima iwe anwani ya URL.',
  'endpoint must not carry a user name or password.': 'endpoint isiwe na jina la mtumiaji wala nenosiri.',
  'endpoint must be an https address of a push service.': 'endpoint lazima iwe anwani ya https ya huduma ya arifa.',
  'This push service is not one Sokoni sends to.': 'Sokoni haitumi arifa kwa huduma hii.',
  '{{label}} is too short': '{{label}} ni fupi mno',
  '{{label}} must be base64url text': '{{label}} lazima iwe maandishi ya base64url',
  'keys must hold p256dh and auth': 'keys lazima iwe na p256dh na auth',
  "Send the browser's push subscription: { endpoint, keys: { p256dh, auth } }.": 'Tuma usajili wa arifa wa kivinjari: { endpoint, keys: { p256dh, auth } }.',
  'Send { endpoint } of the subscription to remove.': 'Tuma { endpoint } ya usajili wa kuondoa.',
};
