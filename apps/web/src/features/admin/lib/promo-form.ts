import { z } from 'zod';
import { ZCreatePromoRequest } from '@sokoni/domain/contracts/promos';
import { i18n } from '../../../i18n/i18n.ts';

/** The create form as typed: text in every box, two ticks, the shop picked by name. */
export interface PromoFormValues {
  code: string;
  kind: 'percent' | 'fixed';
  value: string;
  minOrder: string;
  maxDiscount: string;
  totalUses: string;
  perCustomer: boolean;
  firstOrderOnly: boolean;
  /** 'YYYY-MM-DDTHH:mm' from a datetime-local box, read as Nairobi time. */
  validFrom: string;
  validTo: string;
  partnerId: string;
  fundedBy: 'platform' | 'shop';
}

export const EMPTY_PROMO_FORM: PromoFormValues = {
  code: '',
  kind: 'percent',
  value: '',
  minOrder: '',
  maxDiscount: '',
  totalUses: '',
  perCustomer: false,
  firstOrderOnly: false,
  validFrom: '',
  validTo: '',
  partnerId: '',
  fundedBy: 'platform',
};

const numberOrBlank = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));
/** Kenya keeps +03:00 all year, so a Nairobi wall-clock time is that text with the offset added. */
const nairobiOrBlank = (text: string) => (text ? `${text.length === 16 ? `${text}:00` : text}+03:00` : undefined);

/**
 * The shared contract, fed from the form's text: numbers parsed, times read as Nairobi's.
 * Its refusals name the same fields as the form, so each shows beside its box.
 */
export const promoFormSchema = z.preprocess(
  (input) => {
    const v = input as PromoFormValues;
    return {
      code: v.code,
      kind: v.kind,
      value: v.value.trim() === '' ? undefined : Number(v.value.trim()),
      minOrder: numberOrBlank(v.minOrder),
      maxDiscount: numberOrBlank(v.maxDiscount),
      totalUses: numberOrBlank(v.totalUses),
      perCustomer: v.perCustomer,
      firstOrderOnly: v.firstOrderOnly,
      validFrom: nairobiOrBlank(v.validFrom),
      validTo: nairobiOrBlank(v.validTo),
      partnerId: v.partnerId || undefined,
      fundedBy: v.fundedBy,
    };
  },
  ZCreatePromoRequest,
);

const PROMO_FIELDS = ['code', 'value', 'minOrder', 'maxDiscount', 'totalUses', 'validFrom', 'validTo', 'partnerId'] as const;

/** Words on screen for the contract's field names, in the current language. */
export function promoFieldLabels(): Record<string, string> {
  return Object.fromEntries(PROMO_FIELDS.map((field) => [field, i18n.t(`admin:promoForm.fields.${field}`)]));
}
