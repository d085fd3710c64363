import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { JobRunner } from '../../../modules/jobs/job-runner.ts';
import { badRequest, darajaError, type DarajaAnswer } from './simulator-checks.ts';

export const PAYOUT_RESULT_JOB = 'mpesa-simulator.payout-result';
export const PAYOUT_OUTCOMES = ['succeed', 'fail'] as const;
export type PayoutOutcome = (typeof PAYOUT_OUTCOMES)[number];

/** Everything the result needs, carried by its durable job: a restart in between loses nothing. */
export interface PayoutResult {
  resultUrl: string;
  originatorConversationId: string;
  conversationId: string;
  amount: number;
  phone: string;
  resultCode: number;
  resultDesc: string;
  transactionId: string | null;
}

const FAILURE = { code: 1, desc: 'The balance is insufficient for the transaction.' };

/** The body Daraja POSTs to a B2C ResultURL. */
export function payoutResultBody(p: PayoutResult) {
  const Result: Record<string, unknown> = {
    ResultType: 0,
    ResultCode: p.resultCode,
    ResultDesc: p.resultDesc,
    OriginatorConversationID: p.originatorConversationId,
    ConversationID: p.conversationId,
    TransactionID: p.transactionId ?? '',
  };
  if (p.resultCode === 0) {
    Result.ResultParameters = {
      ResultParameter: [
        { Key: 'TransactionAmount', Value: p.amount },
        { Key: 'TransactionReceipt', Value: p.transactionId },
        { Key: 'ReceiverPartyPublicName', Value: `${p.phone} - Test Customer` },
        { Key: 'B2CRecipientIsRegisteredCustomer', Value: 'Y' },
      ],
    };
  }
  return { Result };
}

/**
 * The simulator's B2C payment request (refunds, and payouts to stores and riders): Daraja's checks on the operator and the body,
 * then the result posted to the ResultURL by a durable job. Payouts succeed unless a test or a
 * demo asks the following ones to fail (`setOutcome('fail')`), as an empty B2C account does.
 */
export function createSimulatorB2c(deps: { jobs: JobRunner; log: FastifyBaseLogger; b2c: { shortcode: string; initiatorName: string; securityCredential: string } }) {
  let outcome: PayoutOutcome = 'succeed';
  return {
    setOutcome(next: PayoutOutcome): { outcome: PayoutOutcome } {
      outcome = next;
      return { outcome };
    },

    async pay(body: Record<string, unknown>): Promise<DarajaAnswer> {
      if (body.InitiatorName !== deps.b2c.initiatorName || body.SecurityCredential !== deps.b2c.securityCredential) return darajaError(400, '400.002.02', 'Bad Request - Invalid Initiator Information');
      if (String(body.PartyA ?? '') !== deps.b2c.shortcode) return badRequest('PartyA');
      if (!['BusinessPayment', 'SalaryPayment', 'PromotionPayment'].includes(String(body.CommandID))) return badRequest('CommandID');
      if (typeof body.Amount !== 'number' || !Number.isInteger(body.Amount) || body.Amount < 10) return badRequest('Amount');
      if (!/^254[17]\d{8}$/.test(String(body.PartyB ?? ''))) return badRequest('PartyB');
      if (!/^https?:\/\/\S+$/.test(String(body.ResultURL ?? '')) || !/^https?:\/\/\S+$/.test(String(body.QueueTimeOutURL ?? ''))) return badRequest('ResultURL');
      const originatorConversationId = String(body.OriginatorConversationID ?? '');
      if (!originatorConversationId) return badRequest('OriginatorConversationID');
      const conversationId = `AG_${randomInt(10_000_000, 99_999_999)}_${randomBytes(6).toString('hex')}`;
      const ok = outcome === 'succeed';
      const result: PayoutResult = {
        resultUrl: String(body.ResultURL),
        originatorConversationId,
        conversationId,
        amount: body.Amount,
        phone: String(body.PartyB),
        resultCode: ok ? 0 : FAILURE.code,
        resultDesc: ok ? 'The service request is processed successfully.' : FAILURE.desc,
        transactionId: ok ? randomBytes(5).toString('hex').toUpperCase() : null,
      };
      // Daraja refuses a second request with the same OriginatorConversationID; so does the job key.
      const scheduled = await deps.jobs.schedule(PAYOUT_RESULT_JOB, result, { key: originatorConversationId });
      if (!scheduled) return darajaError(400, '400.002.02', 'Bad Request - Duplicate OriginatorConversationID');
      deps.log.info({ originatorConversationId, amount: body.Amount, outcome }, 'M-Pesa simulator: B2C payment accepted');
      return { status: 200, body: { ConversationID: conversationId, OriginatorConversationID: originatorConversationId, ResponseCode: '0', ResponseDescription: 'Accept the service request successfully.' } };
    },

    /** Job: posts the result; a failure is retried by the job runner. */
    async deliverResult(result: PayoutResult): Promise<void> {
      const res = await fetch(result.resultUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payoutResultBody(result)), signal: AbortSignal.timeout(10_000) });
      await res.body?.cancel();
      if (!res.ok) throw new Error(`the ResultURL answered ${res.status}`);
      deps.log.info({ originatorConversationId: result.originatorConversationId, resultCode: result.resultCode }, 'M-Pesa simulator: B2C result delivered');
    },
  };
}
export type SimulatorB2c = ReturnType<typeof createSimulatorB2c>;
