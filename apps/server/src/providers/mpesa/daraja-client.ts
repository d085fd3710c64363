import type { z } from 'zod';
import { darajaPhone, darajaTimestamp, stkPassword } from './daraja-format.ts';
import { ZDarajaError, ZDarajaToken, ZStkPushAccepted, ZStkQueryAnswer, type StkPushAccepted } from './daraja-schemas.ts';
import { mpesaOutcome, type MpesaOutcome } from './result-codes.ts';

export interface DarajaCredentials {
  /** https://sandbox.safaricom.co.ke, https://api.safaricom.co.ke, or a compatible server. */
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
  transactionType: 'CustomerPayBillOnline' | 'CustomerBuyGoodsOnline';
  /** Who receives the money: the shortcode for a paybill, the till number for buy goods. */
  partyB: string;
  timeoutMs: number;
}

export interface StkPushRequest {
  /** Whole shillings: the caller rounds (M-Pesa refuses cents). */
  amount: number;
  /** Any Kenyan form (07.., +254.., 254..). */
  phone: string;
  callbackUrl: string;
  /** At most 12 characters: shown to the customer (e.g. the order number). */
  accountReference: string;
  /** 1 to 13 characters. */
  description: string;
}

export type StkQueryResult =
  | { state: 'processing' }
  | { state: 'done'; resultCode: number; resultDesc: string; outcome: MpesaOutcome; merchantRequestId: string; checkoutRequestId: string };

/** Daraja refused or failed a call; `code` is Daraja's errorCode when it sent one. */
export class DarajaError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null,
  ) {
    super(message);
  }
}

/** Our own request broke a Daraja rule; nothing was sent. */
export class DarajaRequestError extends Error {}

/** Daraja's answer while the customer has not answered yet. */
const STILL_PROCESSING = '500.001.1001';
/** Refresh the token this long before Daraja says it expires. */
const TOKEN_MARGIN_MS = 60_000;

export interface DarajaClient {
  stkPush(request: StkPushRequest): Promise<StkPushAccepted>;
  stkQuery(checkoutRequestId: string): Promise<StkQueryResult>;
  /** Exposed for the provider's own tests and health checks. */
  accessToken(): Promise<string>;
}

/** A small typed client of Daraja's Lipa na M-Pesa Online (STK Push) API. */
export function createDarajaClient(creds: DarajaCredentials, clock: () => Date = () => new Date()): DarajaClient {
  let cached: { token: string; expiresAt: number } | null = null;
  let fetching: Promise<string> | null = null;

  async function send(path: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
    let res: Response;
    try {
      res = await fetch(`${creds.baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(creds.timeoutMs) });
    } catch (err) {
      throw new DarajaError(`M-Pesa could not be reached: ${(err as Error).message}`, 0, null);
    }
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // Gateways in front of Daraja answer HTML pages on outages: kept as text for the error.
    }
    return { status: res.status, body };
  }

  function failure(status: number, body: unknown): DarajaError {
    const error = ZDarajaError.safeParse(body);
    if (error.success) return new DarajaError(`M-Pesa refused the request: ${error.data.errorMessage}`, status, error.data.errorCode);
    return new DarajaError(`M-Pesa answered ${status}`, status, null);
  }

  function expect<T extends z.ZodType>(schema: T, status: number, body: unknown): z.infer<T> {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new DarajaError('M-Pesa sent an answer we could not read', status, null);
    return parsed.data;
  }

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${creds.consumerKey}:${creds.consumerSecret}`).toString('base64');
    const { status, body } = await send('/oauth/v1/generate?grant_type=client_credentials', { method: 'GET', headers: { authorization: `Basic ${basic}` } });
    if (status !== 200) throw failure(status, body);
    const token = expect(ZDarajaToken, status, body);
    cached = { token: token.access_token, expiresAt: clock().getTime() + token.expires_in * 1000 - TOKEN_MARGIN_MS };
    return token.access_token;
  }

  async function accessToken(): Promise<string> {
    if (cached && cached.expiresAt > clock().getTime()) return cached.token;
    // Callers at the same moment share one token request.
    fetching ??= fetchToken().finally(() => (fetching = null));
    return fetching;
  }

  async function post(path: string, payload: object): Promise<{ status: number; body: unknown }> {
    const call = async () =>
      send(path, { method: 'POST', headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' }, body: JSON.stringify(payload) });
    const first = await call();
    if (first.status !== 401) return first;
    // A token revoked before its time: one fresh token, one more try.
    cached = null;
    return call();
  }

  function credentials() {
    const timestamp = darajaTimestamp(clock());
    return { BusinessShortCode: creds.shortcode, Password: stkPassword(creds.shortcode, creds.passkey, timestamp), Timestamp: timestamp };
  }

  return {
    accessToken,
    async stkPush(request) {
      if (!Number.isInteger(request.amount) || request.amount < 1) throw new DarajaRequestError('The amount must be a whole number of shillings, at least 1');
      const phone = darajaPhone(request.phone);
      if (!phone) throw new DarajaRequestError('The phone number is not a Kenyan mobile number');
      if (request.accountReference.length < 1 || request.accountReference.length > 12) throw new DarajaRequestError('The account reference must be 1 to 12 characters');
      if (request.description.length < 1 || request.description.length > 13) throw new DarajaRequestError('The description must be 1 to 13 characters');
      const { status, body } = await post('/mpesa/stkpush/v1/processrequest', {
        ...credentials(),
        TransactionType: creds.transactionType,
        Amount: request.amount,
        PartyA: phone,
        PartyB: creds.partyB,
        PhoneNumber: phone,
        CallBackURL: request.callbackUrl,
        AccountReference: request.accountReference,
        TransactionDesc: request.description,
      });
      if (status !== 200) throw failure(status, body);
      const accepted = expect(ZStkPushAccepted, status, body);
      if (accepted.ResponseCode !== '0') throw new DarajaError(`M-Pesa did not accept the request: ${accepted.ResponseDescription}`, status, accepted.ResponseCode);
      return accepted;
    },
    async stkQuery(checkoutRequestId) {
      const { status, body } = await post('/mpesa/stkpushquery/v1/query', { ...credentials(), CheckoutRequestID: checkoutRequestId });
      if (status !== 200) {
        const error = failure(status, body);
        if (error.code === STILL_PROCESSING) return { state: 'processing' };
        throw error;
      }
      const answer = expect(ZStkQueryAnswer, status, body);
      return {
        state: 'done',
        resultCode: answer.ResultCode,
        resultDesc: answer.ResultDesc,
        outcome: mpesaOutcome(answer.ResultCode, answer.ResultDesc),
        merchantRequestId: answer.MerchantRequestID,
        checkoutRequestId: answer.CheckoutRequestID,
      };
    },
  };
}
