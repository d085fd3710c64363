import { z } from 'zod';
import type { B2cCredentials } from './daraja-b2c.ts';
import { postAsyncRequest } from './daraja-async-request.ts';

/** Asks about a B2C payment we sent: by its OriginatorConversationID, since its receipt may never have reached us. */
export interface TransactionStatusQuery {
  originatorConversationId: string;
  /** Where Daraja posts the answer (the query is asynchronous) and its queue timeout. */
  resultUrl: string;
  timeoutUrl: string;
}


const ZParameter = z.object({ Key: z.string(), Value: z.unknown().optional() });
const ZStatusResult = z.object({
  Result: z.object({
    ResultCode: z.coerce.number().int(),
    ResultDesc: z.string(),
    ResultParameters: z.object({ ResultParameter: z.union([z.array(ZParameter), ZParameter]) }).optional(),
  }),
});

export interface TransactionStatusResult {
  /** 0: M-Pesa found the transaction (see `status`); anything else: it has no such transaction, or could not tell. */
  resultCode: number;
  resultDesc: string;
  /** M-Pesa's word for the transaction: 'Completed' once the money reached the phone. */
  status: string | null;
  /** The receipt (TransactionID) of the payment found. */
  receipt: string | null;
  /** Shillings, as M-Pesa reports them. */
  amount: number | null;
  /** The payment's OriginatorConversationID, when the answer names it. */
  originatorConversationId: string | null;
}

/** What M-Pesa's Transaction Status calls a payment that ended without paying. */
const ENDED_UNPAID = ['Failed', 'Declined', 'Cancelled', 'Expired'];

/**
 * What an answer says of the payment asked about: it reached the phone ('completed'), it never will
 * ('unpaid': M-Pesa has no record of it, or it ended unpaid), or not yet ('pending': ask again).
 */
export function statusVerdict(result: TransactionStatusResult): 'completed' | 'unpaid' | 'pending' {
  if (result.resultCode !== 0) return 'unpaid';
  if (result.status === 'Completed') return 'completed';
  return ENDED_UNPAID.includes(result.status ?? '') ? 'unpaid' : 'pending';
}

/** Reads what Daraja posts to a Transaction Status query's ResultURL; null when it is not such a result. */
export function parseTransactionStatusResult(body: unknown): TransactionStatusResult | null {
  const parsed = ZStatusResult.safeParse(body);
  if (!parsed.success) return null;
  const r = parsed.data.Result;
  const raw = r.ResultParameters?.ResultParameter;
  const params = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  const text = (key: string) => {
    const value = params.find((p) => p.Key === key)?.Value;
    return value === undefined || value === null || value === '' ? null : String(value);
  };
  const amount = Number(text('Amount'));
  return {
    resultCode: r.ResultCode,
    resultDesc: r.ResultDesc,
    status: text('TransactionStatus'),
    receipt: text('ReceiptNo'),
    amount: text('Amount') !== null && Number.isFinite(amount) ? amount : null,
    originatorConversationId: text('OriginatorConversationID'),
  };
}

/**
 * Daraja's Transaction Status query for payments we sent by B2C, with the same initiator and
 * shortcode. Acceptance only means M-Pesa will look: the answer arrives later at the ResultURL.
 */
export function createDarajaTransactionStatus(creds: B2cCredentials, accessToken: () => Promise<string>) {
  return {
    async query(query: TransactionStatusQuery): Promise<void> {
      await postAsyncRequest(
        {
          url: `${creds.baseUrl}/mpesa/transactionstatus/v1/query`,
          accessToken,
          timeoutMs: creds.timeoutMs,
          body: {
            Initiator: creds.initiatorName,
            SecurityCredential: creds.securityCredential,
            CommandID: 'TransactionStatusQuery',
            TransactionID: '',
            OriginalConversationID: query.originatorConversationId,
            PartyA: creds.shortcode,
            // 4: an organisation's shortcode.
            IdentifierType: '4',
            ResultURL: query.resultUrl,
            QueueTimeOutURL: query.timeoutUrl,
            Remarks: 'Sokoni status check',
            Occasion: query.originatorConversationId,
          },
        },
        'the status query',
      );
    },
  };
}
export type DarajaTransactionStatus = ReturnType<typeof createDarajaTransactionStatus>;
