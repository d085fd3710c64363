import { z } from 'zod';
import { darajaPhone } from './daraja-format.ts';
import { DarajaRequestError } from './daraja-client.ts';
import { postAsyncRequest } from './daraja-async-request.ts';
import type { ZAsyncAccepted } from './daraja-schemas.ts';

/** What Daraja's B2C (business to customer) payment needs beyond the OAuth token. */
export interface B2cCredentials {
  baseUrl: string;
  /** The shortcode the money leaves from. */
  shortcode: string;
  /** The API operator created on the M-Pesa portal, and its password encrypted with Safaricom's certificate. */
  initiatorName: string;
  securityCredential: string;
  timeoutMs: number;
}

export interface B2cPayment {
  /** Our id for the payment (the payout's id): Daraja echoes it in the result, so the result is matched to what we sent. */
  originatorConversationId: string;
  /** Whole shillings (M-Pesa refuses cents). */
  amount: number;
  phone: string;
  /** 2 to 100 characters, shown on the statement. */
  remarks: string;
  resultUrl: string;
  timeoutUrl: string;
}

export type B2cAccepted = z.infer<typeof ZAsyncAccepted>;

const ZB2cResult = z.object({
  Result: z.object({
    ResultType: z.coerce.number().optional(),
    ResultCode: z.coerce.number().int(),
    ResultDesc: z.string(),
    OriginatorConversationID: z.string().min(1),
    ConversationID: z.string().min(1),
    TransactionID: z.string().optional(),
    ResultParameters: z
      .object({ ResultParameter: z.union([z.array(z.object({ Key: z.string(), Value: z.unknown().optional() })), z.object({ Key: z.string(), Value: z.unknown().optional() })]) })
      .optional(),
  }),
});

export interface B2cResult {
  originatorConversationId: string;
  conversationId: string;
  /** 0 means the money reached the recipient; anything else is a failure with its reason. */
  resultCode: number;
  resultDesc: string;
  transactionId: string | null;
  /** The shillings paid out, as a success reports them (TransactionAmount); null on a failure. */
  amount: number | null;
}

/** Reads the body Daraja posts to the ResultURL; null when it is not a B2C result at all. */
export function parseB2cResult(body: unknown): B2cResult | null {
  const parsed = ZB2cResult.safeParse(body);
  if (!parsed.success) return null;
  const r = parsed.data.Result;
  const raw = r.ResultParameters?.ResultParameter;
  const params = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  const amount = Number(params.find((p) => p.Key === 'TransactionAmount')?.Value);
  return {
    originatorConversationId: r.OriginatorConversationID,
    conversationId: r.ConversationID,
    resultCode: r.ResultCode,
    resultDesc: r.ResultDesc,
    transactionId: r.TransactionID || null,
    amount: Number.isFinite(amount) ? amount : null,
  };
}

/**
 * Daraja's B2C payment request (a payout to a phone), sharing the Daraja client's cached token.
 * Acceptance only means M-Pesa queued it: the outcome arrives later at the ResultURL.
 */
export function createDarajaB2c(creds: B2cCredentials, accessToken: () => Promise<string>) {
  return {
    async pay(payment: B2cPayment): Promise<B2cAccepted> {
      if (!Number.isInteger(payment.amount) || payment.amount < 10) throw new DarajaRequestError('A B2C amount must be a whole number of shillings, at least 10');
      const phone = darajaPhone(payment.phone);
      if (!phone) throw new DarajaRequestError('The phone number is not a Kenyan mobile number');
      if (payment.remarks.length < 2 || payment.remarks.length > 100) throw new DarajaRequestError('Remarks must be 2 to 100 characters');
      return postAsyncRequest(
        {
          url: `${creds.baseUrl}/mpesa/b2c/v3/paymentrequest`,
          accessToken,
          timeoutMs: creds.timeoutMs,
          body: {
            OriginatorConversationID: payment.originatorConversationId,
            InitiatorName: creds.initiatorName,
            SecurityCredential: creds.securityCredential,
            CommandID: 'BusinessPayment',
            Amount: payment.amount,
            PartyA: creds.shortcode,
            PartyB: phone,
            Remarks: payment.remarks,
            QueueTimeOutURL: payment.timeoutUrl,
            ResultURL: payment.resultUrl,
            Occasion: payment.originatorConversationId,
          },
        },
        'the payout',
      );
    },
  };
}
export type DarajaB2c = ReturnType<typeof createDarajaB2c>;
