import { ZPromotions, type TPromotions } from '@sokoni/domain/contracts/promotions';
import { i18n } from '../../../i18n/i18n.ts';

export type ListName = keyof TPromotions;
export interface PromotionErrors {
  items: Record<ListName, Record<number, string>>;
  lists: Partial<Record<ListName, string>>;
}

/**
 * The server's rules (1-10 messages, 1-140 characters each) from the shared contract, plus one
 * of ours: the same message twice in a list scrolls by twice, which is never what was meant.
 */
export function checkPromotions(value: TPromotions): PromotionErrors | null {
  const errors: PromotionErrors = { items: { banner: {}, marquee: {} }, lists: {} };
  let found = false;
  const parsed = ZPromotions.safeParse(value);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [list, index] = issue.path as [ListName, number | undefined];
      found = true;
      if (typeof index === 'number') errors.items[list][index] ??= issue.message;
      else errors.lists[list] ??= issue.message;
    }
  }
  for (const list of ['banner', 'marquee'] as const) {
    const seen = new Map<string, number>();
    value[list].forEach((text, index) => {
      const normal = text.trim().toLowerCase();
      if (!normal) return;
      if (seen.has(normal)) {
        errors.items[list][index] ??= i18n.t('admin:promotions.sameAs', { n: seen.get(normal)! + 1 });
        found = true;
      } else seen.set(normal, index);
    });
  }
  return found ? errors : null;
}
