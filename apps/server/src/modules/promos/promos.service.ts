import type { TCreatePromo, TPromo, TPromoUses } from '@sokoni/domain/contracts/promos';
import { centsFromShillings, shillingsFromCents } from '@sokoni/domain/money';
import { normalisePromoCode } from '@sokoni/domain/promo-rules';
import { newId } from '../../db/ids.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { Account } from '../../plugins/authenticate.ts';
import type { PromoRepository, PromoRow, PromoWithShop } from './promos.repository.ts';
import { termsOf } from './promo-terms.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function stateOf(row: PromoRow, now: Date): TPromo['state'] {
  if (row.pausedAt) return 'paused';
  if (row.validTo && now >= row.validTo) return 'expired';
  if (row.validFrom && now < row.validFrom) return 'scheduled';
  if (row.totalUses !== null && row.usedCount >= row.totalUses) return 'used-up';
  return 'active';
}

export function toPromoDto(row: PromoWithShop, now = new Date()): TPromo {
  const { partnerId, validFrom, validTo, valueHundredths, minOrderCents, maxDiscountCents, ...terms } = termsOf(row);
  return {
    _id: row.id,
    ...terms,
    // The admin reads and writes a percent, or shillings off, and shillings for the limits.
    value: valueHundredths / 100,
    minOrder: minOrderCents === null ? null : shillingsFromCents(minOrderCents),
    maxDiscount: maxDiscountCents === null ? null : shillingsFromCents(maxDiscountCents),
    validFrom: iso(validFrom),
    validTo: iso(validTo),
    shop: partnerId ? { _id: partnerId, shopName: row.shopName ?? '' } : null,
    fundedBy: row.fundedBy,
    state: stateOf(row, now),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The unique index on upper(code) is the last word when two admins create the same code at once. */
const isDuplicate = (error: unknown) => {
  for (let e = error, i = 0; e && typeof e === 'object' && i < 4; i++) {
    if ((e as { code?: string }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
};

/** The admin's promo codes: create, list, pause and resume (each audited), and the orders that used one. */
export function createPromoService(deps: { promos: PromoRepository }) {
  async function setPaused(admin: Account, id: string, paused: boolean): Promise<TPromo> {
    const row = await deps.promos.transaction(async (repo, audit) => {
      const updated = await repo.setPaused(id, paused ? new Date() : null);
      if (!updated) throw notFound('Promo code not found.');
      await audit.record({ adminId: admin.id, action: paused ? 'promo.pause' : 'promo.resume', targetType: 'promo', targetId: id, details: { code: updated.code } });
      return updated;
    });
    const shopName = row.partnerId ? await deps.promos.partnerName(row.partnerId) : null;
    return toPromoDto({ ...row, shopName });
  }

  return {
    async create(admin: Account, input: TCreatePromo): Promise<TPromo> {
      const code = normalisePromoCode(input.code);
      const shopName = input.partnerId ? await deps.promos.partnerName(input.partnerId.toLowerCase()) : null;
      if (input.partnerId && shopName === null) throw badRequest('partnerId is not a shop on Sokoni.');
      if (await deps.promos.reads.byCode(code)) throw conflict(`The code ${code} already exists.`);
      try {
        const row = await deps.promos.transaction(async (repo, audit) => {
          const created = await repo.insert({
            id: newId(),
            code,
            kind: input.kind,
            // A percent (two decimals) as basis points, shillings as cents: hundredths either way.
            valueHundredths: Math.round(input.value * 100),
            minOrderCents: input.minOrder == null ? null : centsFromShillings(input.minOrder),
            maxDiscountCents: input.maxDiscount == null ? null : centsFromShillings(input.maxDiscount),
            totalUses: input.totalUses ?? null,
            perCustomer: input.perCustomer,
            firstOrderOnly: input.firstOrderOnly,
            validFrom: input.validFrom ? new Date(input.validFrom) : null,
            validTo: input.validTo ? new Date(input.validTo) : null,
            partnerId: input.partnerId?.toLowerCase() ?? null,
            fundedBy: input.fundedBy,
            createdBy: admin.id,
          });
          await audit.record({ adminId: admin.id, action: 'promo.create', targetType: 'promo', targetId: created.id, details: { ...input, code } });
          return created;
        });
        return toPromoDto({ ...row, shopName });
      } catch (error) {
        if (isDuplicate(error)) throw conflict(`The code ${code} already exists.`);
        throw error;
      }
    },

    async list(): Promise<{ promos: TPromo[] }> {
      const now = new Date();
      return { promos: (await deps.promos.list()).map((row) => toPromoDto(row, now)) };
    },

    pause: (admin: Account, id: string) => setPaused(admin, id, true),
    resume: (admin: Account, id: string) => setPaused(admin, id, false),

    async uses(id: string): Promise<TPromoUses> {
      const promo = await deps.promos.reads.byId(id);
      if (!promo) throw notFound('Promo code not found.');
      const uses = await deps.promos.uses(id);
      return {
        code: promo.code,
        uses: uses.map((u) => ({ orderId: u.orderId, orderNumber: u.orderNumber, customer: u.customer, discount: shillingsFromCents(u.discountCents), at: u.at.toISOString(), released: u.releasedAt !== null })),
      };
    },
  };
}
export type PromoService = ReturnType<typeof createPromoService>;
