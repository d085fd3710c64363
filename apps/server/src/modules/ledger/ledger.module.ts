import { centsFromShillings } from '@sokoni/domain/money';
import type { MoneyConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createLedgerRepository } from './ledger.repository.ts';
import { createLedgerService } from './ledger.service.ts';
import { createOrderLedger } from './order-ledger.ts';
import { createReconciliationRepository } from './reconciliation.repository.ts';
import { createReconciliationService } from './reconciliation.service.ts';

/** The money side: postings made by the order process, and the reads and admin actions over them. */
export function createLedger(deps: { db: Db; money: MoneyConfig }) {
  const rates = { commissionPercent: deps.money.commissionPercent, riderSharePercent: deps.money.riderSharePercent };
  return {
    orders: createOrderLedger({ rates, riderCashLimitCents: centsFromShillings(deps.money.riderCashLimit) }),
    service: createLedgerService({ ledger: createLedgerRepository(deps.db), money: deps.money }),
    reconciliation: createReconciliationService({ reconciliation: createReconciliationRepository(deps.db) }),
  };
}
export type Ledger = ReturnType<typeof createLedger>;
