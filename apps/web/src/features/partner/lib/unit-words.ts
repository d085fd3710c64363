import { PRODUCT_UNITS, type ProductUnit } from '@sokoni/domain/contracts/product';
import { i18n } from '../../../i18n/i18n.ts';

const isUnit = (unit: string): unit is ProductUnit => (PRODUCT_UNITS as readonly string[]).includes(unit);

/** A product unit as the screen's language writes it ('pcs' -> 'vipande'); one the web does not know stays as stored. */
export function unitName(unit: string): string {
  return isUnit(unit) ? i18n.t(`units.${unit}`, { ns: 'partner' }) : unit;
}
