import { z } from 'zod';
import { isCalendarDay } from '../kenya-day.ts';

/** `?date=YYYY-MM-DD`, a day in Kenya; an empty value means every day. */
export const ZDayFilterQuery = z.object({
  date: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().refine(isCalendarDay, 'date must be a calendar day written YYYY-MM-DD').optional(),
  ),
});
export type TDayFilterQuery = z.infer<typeof ZDayFilterQuery>;
