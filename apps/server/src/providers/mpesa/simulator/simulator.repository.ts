import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { mpesaSimulatorPrompts } from '../../../db/schema/index.ts';
import { newId } from '../../../db/ids.ts';

export type SimulatedPrompt = typeof mpesaSimulatorPrompts.$inferSelect;
export type NewPrompt = Omit<typeof mpesaSimulatorPrompts.$inferInsert, 'id' | 'createdAt' | 'answeredAt' | 'resultCode' | 'resultDesc' | 'receipt'>;

export function createSimulatorRepository(db: Db) {
  return {
    async insert(prompt: NewPrompt): Promise<SimulatedPrompt> {
      const [row] = await db.insert(mpesaSimulatorPrompts).values({ id: newId(), ...prompt }).returning();
      return row!;
    },
    async find(checkoutRequestId: string): Promise<SimulatedPrompt | undefined> {
      const [row] = await db.select().from(mpesaSimulatorPrompts).where(eq(mpesaSimulatorPrompts.checkoutRequestId, checkoutRequestId));
      return row;
    },
    /** Records the phone's answer unless it already answered; answers the row when this call won. */
    async answer(checkoutRequestId: string, result: { code: number; desc: string; receipt: string | null }): Promise<SimulatedPrompt | undefined> {
      const [row] = await db
        .update(mpesaSimulatorPrompts)
        .set({ resultCode: result.code, resultDesc: result.desc, receipt: result.receipt, answeredAt: sql`now()` })
        .where(and(eq(mpesaSimulatorPrompts.checkoutRequestId, checkoutRequestId), isNull(mpesaSimulatorPrompts.resultCode)))
        .returning();
      return row;
    },
  };
}

export type SimulatorRepository = ReturnType<typeof createSimulatorRepository>;
