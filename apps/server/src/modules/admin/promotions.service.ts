import {
  DEFAULT_BANNER_MESSAGES,
  DEFAULT_MARQUEE_MESSAGES,
  ZPromotions,
  type TPromotions,
  type TPromotionsResponse,
} from '@sokoni/domain/contracts/promotions';
import type { Account } from '../../plugins/authenticate.ts';
import type { PromotionRepository } from './promotions.repository.ts';

const DEFAULTS: TPromotionsResponse = { banner: [...DEFAULT_BANNER_MESSAGES], marquee: [...DEFAULT_MARQUEE_MESSAGES], updatedAt: null };

/** The landing banner and storefront marquee: the operator's saved messages, or the defaults. */
export function createPromotionService(deps: { promotions: PromotionRepository }) {
  return {
    async current(): Promise<TPromotionsResponse> {
      const stored = await deps.promotions.read();
      // A value that no longer passes today's rules (edited by hand, older limits) falls back to the defaults.
      const parsed = stored ? ZPromotions.safeParse(stored.value) : null;
      if (!stored || !parsed?.success) return DEFAULTS;
      return { ...parsed.data, updatedAt: stored.updatedAt.toISOString() };
    },

    async update(admin: Account, value: TPromotions): Promise<TPromotionsResponse> {
      const updatedAt = await deps.promotions.transaction(async (repo, audit) => {
        const at = await repo.save(value);
        await audit.record({ adminId: admin.id, action: 'promotions.update', targetType: 'settings', targetId: 'promotions', details: value });
        return at;
      });
      return { ...value, updatedAt: updatedAt.toISOString() };
    },
  };
}
export type PromotionService = ReturnType<typeof createPromotionService>;
