import { z } from 'zod';

export interface AfricasTalkingCredentials {
  /** https://api.africastalking.com, the sandbox, or a compatible server. */
  baseUrl: string;
  username: string;
  apiKey: string;
  /** An approved sender ID or shortcode; without it the account's default sender is used. */
  senderId: string | undefined;
  timeoutMs: number;
}

/** What the provider said about one message it took. */
export interface SmsAccepted {
  messageId: string;
  status: string;
  statusCode: number;
  cost: string | null;
}

/**
 * The provider did not take the message. `permanent` means sending it again cannot help (a bad
 * number, a blacklisted phone, a refused sender ID); otherwise it is worth retrying later.
 */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

const ZRecipient = z.object({
  statusCode: z.coerce.number(),
  number: z.string(),
  status: z.string(),
  cost: z.string().optional(),
  messageId: z.string().optional(),
});
const ZSendAnswer = z.object({
  SMSMessageData: z.object({ Message: z.string().optional(), Recipients: z.array(ZRecipient) }),
});

/** Africa's Talking per-recipient codes: 100 processed, 101 sent, 102 queued. */
const ACCEPTED = new Set([100, 101, 102]);
/** Codes that say the message itself or the number is wrong: retrying the same message is pointless. */
const PERMANENT = new Set([401, 402, 403, 404, 406, 409]);

export interface AfricasTalkingClient {
  send(to: string, message: string): Promise<SmsAccepted>;
}

/** Africa's Talking's bulk SMS endpoint, POST /version1/messaging, one recipient per call. */
export function createAfricasTalkingClient(credentials: AfricasTalkingCredentials): AfricasTalkingClient {
  const url = `${credentials.baseUrl.replace(/\/+$/, '')}/version1/messaging`;
  return {
    async send(to, message) {
      const form = new URLSearchParams({ username: credentials.username, to, message });
      if (credentials.senderId) form.set('from', credentials.senderId);
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { apiKey: credentials.apiKey, Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          signal: AbortSignal.timeout(credentials.timeoutMs),
        });
      } catch (error) {
        throw new SmsSendError(`SMS provider unreachable: ${error instanceof Error ? error.message : String(error)}`, false);
      }
      const body = await response.text();
      if (!response.ok) {
        // 401 is a wrong key or username: retrying may succeed once the operator fixes the configuration.
        throw new SmsSendError(`SMS provider answered ${response.status}: ${body.slice(0, 200)}`, false);
      }
      let parsed: z.infer<typeof ZSendAnswer>;
      try {
        parsed = ZSendAnswer.parse(JSON.parse(body));
      } catch {
        throw new SmsSendError(`SMS provider answered something unexpected: ${body.slice(0, 200)}`, false);
      }
      const recipient = parsed.SMSMessageData.Recipients[0];
      if (!recipient) throw new SmsSendError(`SMS provider took no recipient: ${parsed.SMSMessageData.Message ?? 'no reason given'}`, true);
      if (!ACCEPTED.has(recipient.statusCode)) {
        throw new SmsSendError(`SMS provider refused the message: ${recipient.status} (${recipient.statusCode})`, PERMANENT.has(recipient.statusCode));
      }
      return { messageId: recipient.messageId ?? '', status: recipient.status, statusCode: recipient.statusCode, cost: recipient.cost ?? null };
    },
  };
}
