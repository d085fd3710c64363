/** Averages: one decimal in headers, two inline (spec section 9). */
export const headerAverage = (average: number) => average.toFixed(1);
import { i18n } from '../../../i18n/i18n.ts';
export const inlineAverage = (average: number) => average.toFixed(2);
export const reviewCountLabel = (count: number) => i18n.t('reviewCount', { count });
