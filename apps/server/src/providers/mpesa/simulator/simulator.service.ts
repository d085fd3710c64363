import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../lib/errors.ts';
import type { JobRunner } from '../../../modules/jobs/job-runner.ts';
import { darajaTimestamp } from '../daraja-format.ts';
import { DARAJA_FAILURES } from '../result-codes.ts';
import { badRequest, checkStkCredentials, checkStkPush, darajaError, type DarajaAnswer } from './simulator-checks.ts';
import type { SimulatedPrompt, SimulatorRepository } from './simulator.repository.ts';
import { createSimulatorB2c } from './simulator-b2c.ts';

/** The buttons of the test phone. */
export const SIMULATED_ANSWERS = ['approve', 'cancel', 'wrong-pin', 'no-answer', 'insufficient-funds'] as const;
export type SimulatedAnswer = (typeof SIMULATED_ANSWERS)[number];

const RESULTS: Record<SimulatedAnswer, { code: number; desc: string }> = {
  approve: { code: 0, desc: 'The service request is processed successfully.' },
  cancel: DARAJA_FAILURES.cancelled,
  'wrong-pin': DARAJA_FAILURES['wrong-pin'],
  'no-answer': DARAJA_FAILURES['no-answer'],
  'insufficient-funds': DARAJA_FAILURES['insufficient-funds'],
};

export const SIMULATOR_LABEL = 'M-Pesa simulator: test payment, no money moves';
export const CALLBACK_JOB = 'mpesa-simulator.callback';
export const NO_ANSWER_JOB = 'mpesa-simulator.no-answer';
/** A prompt nobody answers ends like Daraja's own timeout (1037) after this long. */
export const PROMPT_TIMEOUT_MS = 60_000;
const TOKEN_SECONDS = 3599;

export interface SimulatorDeps {
  repo: SimulatorRepository;
  jobs: JobRunner;
  log: FastifyBaseLogger;
  credentials: { consumerKey: string; consumerSecret: string; shortcode: string; passkey: string; partyB: string; transactionType: string; b2c: { shortcode: string; initiatorName: string; securityCredential: string } };
  /** Signs the simulator's access tokens, so every server process accepts them. */
  tokenSecret: string;
  clock?: () => number;
}

export interface PromptView {
  label: string;
  checkoutRequestId: string;
  amount: number;
  phone: string;
  accountReference: string;
  description: string;
  state: 'waiting' | 'answered';
  resultCode: number | null;
  resultDesc: string | null;
  receipt: string | null;
}

const view = (p: SimulatedPrompt): PromptView => ({
  label: SIMULATOR_LABEL,
  checkoutRequestId: p.checkoutRequestId,
  amount: p.amount,
  phone: p.phone,
  accountReference: p.accountReference,
  description: p.description,
  state: p.resultCode === null ? 'waiting' : 'answered',
  resultCode: p.resultCode,
  resultDesc: p.resultDesc,
  receipt: p.receipt,
});

/** An M-Pesa receipt number in Daraja's form: ten capital letters and digits. */
function receiptNumber(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return Array.from(randomBytes(10), (b) => alphabet[b % alphabet.length]).join('');
}

/** The callback Daraja POSTs for an answered prompt. */
export function callbackBody(p: SimulatedPrompt) {
  const stkCallback: Record<string, unknown> = {
    MerchantRequestID: p.merchantRequestId,
    CheckoutRequestID: p.checkoutRequestId,
    ResultCode: p.resultCode,
    ResultDesc: p.resultDesc,
  };
  if (p.resultCode === 0) {
    stkCallback.CallbackMetadata = {
      Item: [
        { Name: 'Amount', Value: p.amount },
        { Name: 'MpesaReceiptNumber', Value: p.receipt },
        { Name: 'Balance' },
        { Name: 'TransactionDate', Value: Number(darajaTimestamp(p.answeredAt ?? new Date())) },
        { Name: 'PhoneNumber', Value: Number(p.phone) },
      ],
    };
  }
  return { Body: { stkCallback } };
}

/**
 * A stand-in for Safaricom's Daraja in development: the same OAuth, STK push and STK query calls
 * with the same checks, a test phone whose buttons answer the prompt, and the callback delivered
 * by a durable job, so a restart in between loses nothing.
 */
export function createSimulatorService(deps: SimulatorDeps) {
  const { repo, jobs, credentials } = deps;
  const now = deps.clock ?? Date.now;

  const sign = (expires: number) => createHmac('sha256', deps.tokenSecret).update(`mpesa-simulator:${expires}`).digest('base64url');

  function bearerIsValid(authorization: string | undefined): boolean {
    const token = /^Bearer (\d+)\.([\w-]+)$/.exec(authorization ?? '');
    if (!token) return false;
    const expected = Buffer.from(sign(Number(token[1])));
    const given = Buffer.from(token[2]!);
    return expected.length === given.length && timingSafeEqual(expected, given) && Number(token[1]) * 1000 > now();
  }

  const invalidToken = () => darajaError(401, '404.001.03', 'Invalid Access Token');

  function jsonBody(body: unknown): Record<string, unknown> | null {
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  }

  async function settle(checkoutRequestId: string, answer: SimulatedAnswer): Promise<SimulatedPrompt | undefined> {
    const result = RESULTS[answer];
    const answered = await repo.answer(checkoutRequestId, { ...result, receipt: answer === 'approve' ? receiptNumber() : null });
    if (answered) await jobs.schedule(CALLBACK_JOB, { checkoutRequestId }, { key: checkoutRequestId });
    return answered;
  }

  const b2c = createSimulatorB2c({ jobs, log: deps.log, b2c: credentials.b2c });

  return {
    /** B2C payouts (refunds) and the switch that makes the following ones fail. */
    b2c,

    async b2cPayment(authorization: string | undefined, raw: unknown): Promise<DarajaAnswer> {
      if (!bearerIsValid(authorization)) return invalidToken();
      const body = jsonBody(raw);
      if (!body) return badRequest('JSON body');
      return b2c.pay(body);
    },

    token(authorization: string | undefined, grantType: string | undefined): DarajaAnswer {
      const expected = `Basic ${Buffer.from(`${credentials.consumerKey}:${credentials.consumerSecret}`).toString('base64')}`;
      if (grantType !== 'client_credentials') return badRequest('grant type passed');
      if (authorization !== expected) return darajaError(400, '400.008.01', 'Invalid Authentication passed');
      const expires = Math.floor(now() / 1000) + TOKEN_SECONDS;
      return { status: 200, body: { access_token: `${expires}.${sign(expires)}`, expires_in: String(TOKEN_SECONDS) } };
    },

    async stkPush(authorization: string | undefined, raw: unknown): Promise<DarajaAnswer> {
      if (!bearerIsValid(authorization)) return invalidToken();
      const body = jsonBody(raw);
      if (!body) return badRequest('JSON body');
      const refused = checkStkCredentials(body, credentials, now()) ?? checkStkPush(body, credentials);
      if (refused) return refused;
      const checkoutRequestId = `ws_CO_${darajaTimestamp(new Date(now()))}${randomInt(100_000, 999_999)}`;
      const merchantRequestId = `${randomInt(10_000, 99_999)}-${randomInt(10_000_000, 99_999_999)}-1`;
      await repo.insert({
        checkoutRequestId,
        merchantRequestId,
        shortcode: credentials.shortcode,
        amount: body.Amount as number,
        phone: String(body.PhoneNumber),
        callbackUrl: String(body.CallBackURL),
        accountReference: String(body.AccountReference),
        description: String(body.TransactionDesc),
      });
      await jobs.schedule(NO_ANSWER_JOB, { checkoutRequestId }, { key: checkoutRequestId, delayMs: PROMPT_TIMEOUT_MS });
      deps.log.info({ checkoutRequestId, amount: body.Amount }, 'M-Pesa simulator: payment prompt shown on the test phone');
      return {
        status: 200,
        body: {
          MerchantRequestID: merchantRequestId,
          CheckoutRequestID: checkoutRequestId,
          ResponseCode: '0',
          ResponseDescription: 'Success. Request accepted for processing',
          CustomerMessage: 'Success. Request accepted for processing',
        },
      };
    },

    async stkQuery(authorization: string | undefined, raw: unknown): Promise<DarajaAnswer> {
      if (!bearerIsValid(authorization)) return invalidToken();
      const body = jsonBody(raw);
      if (!body) return badRequest('JSON body');
      const refused = checkStkCredentials(body, credentials, now());
      if (refused) return refused;
      const prompt = await repo.find(String(body.CheckoutRequestID ?? ''));
      if (!prompt) return badRequest('CheckoutRequestID');
      if (prompt.resultCode === null) return darajaError(500, '500.001.1001', 'The transaction is being processed');
      return {
        status: 200,
        body: {
          ResponseCode: '0',
          ResponseDescription: 'The service request has been accepted successsfully',
          MerchantRequestID: prompt.merchantRequestId,
          CheckoutRequestID: prompt.checkoutRequestId,
          ResultCode: String(prompt.resultCode),
          ResultDesc: prompt.resultDesc,
        },
      };
    },

    async prompt(checkoutRequestId: string): Promise<PromptView> {
      const prompt = await repo.find(checkoutRequestId);
      if (!prompt) throw new AppError('not_found', 'No M-Pesa prompt with this CheckoutRequestID');
      return view(prompt);
    },

    /** A button pressed on the test phone. */
    async answer(checkoutRequestId: string, answer: SimulatedAnswer): Promise<PromptView> {
      const answered = await settle(checkoutRequestId, answer);
      if (answered) return view(answered);
      if (!(await repo.find(checkoutRequestId))) throw new AppError('not_found', 'No M-Pesa prompt with this CheckoutRequestID');
      throw new AppError('conflict', 'This M-Pesa prompt has already been answered');
    },

    /** Job: the prompt timed out on the phone, unless it was answered first. */
    async timeOut(checkoutRequestId: string): Promise<void> {
      await settle(checkoutRequestId, 'no-answer');
    },

    /** Job: POSTs the result to the CallBackURL; a failure is retried by the job runner. */
    async deliverCallback(checkoutRequestId: string): Promise<void> {
      const prompt = await repo.find(checkoutRequestId);
      if (!prompt || prompt.resultCode === null) return;
      const res = await fetch(prompt.callbackUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(callbackBody(prompt)),
        signal: AbortSignal.timeout(10_000),
      });
      await res.body?.cancel();
      if (!res.ok) throw new Error(`the CallBackURL answered ${res.status}`);
      deps.log.info({ checkoutRequestId, resultCode: prompt.resultCode }, 'M-Pesa simulator: callback delivered');
    },
  };
}

export type SimulatorService = ReturnType<typeof createSimulatorService>;
