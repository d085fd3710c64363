import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import type { JobRunner } from '../../../modules/jobs/job-runner.ts';
import { createSimulatorRepository } from './simulator.repository.ts';
import { PAYOUT_RESULT_JOB, type PayoutResult } from './simulator-b2c.ts';
import { CALLBACK_JOB, NO_ANSWER_JOB, createSimulatorService, type SimulatorService } from './simulator.service.ts';

/** The M-Pesa simulator with its job kinds registered, or null unless MPESA_ENV=simulator outside production. */
export function createMpesaSimulator(deps: { config: AppConfig; db: Db; jobs: JobRunner; log: FastifyBaseLogger }): SimulatorService | null {
  const { config } = deps;
  if (config.mpesa.env !== 'simulator' || config.env === 'production') return null;
  const simulator = createSimulatorService({
    repo: createSimulatorRepository(deps.db),
    jobs: deps.jobs,
    log: deps.log,
    credentials: config.mpesa,
    tokenSecret: config.jwtSecret,
  });
  deps.jobs.register<{ checkoutRequestId: string }>(CALLBACK_JOB, ({ checkoutRequestId }) => simulator.deliverCallback(checkoutRequestId), {
    maxAttempts: 6,
    retryDelayMs: 2000,
  });
  deps.jobs.register<PayoutResult>(PAYOUT_RESULT_JOB, (result) => simulator.b2c.deliverResult(result), { maxAttempts: 6, retryDelayMs: 2000 });
  deps.jobs.register<{ checkoutRequestId: string }>(NO_ANSWER_JOB, ({ checkoutRequestId }) => simulator.timeOut(checkoutRequestId));
  return simulator;
}
