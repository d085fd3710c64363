import { z } from 'zod';

export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;

export const ZVitalReport = z.object({
  name: z.enum(VITAL_NAMES, { error: 'name must be one of LCP, INP, CLS, FCP, TTFB' }),
  // Generous ceilings: a minute for timings, 10 for CLS; anything above is a broken reporter.
  value: z.number().min(0).max(60_000),
  page: z
    .string()
    .trim()
    .min(1)
    .max(120)
    .regex(/^\/[A-Za-z0-9/:_\-.]*$/, 'page must be a route path like /store/:id'),
  rating: z.enum(['good', 'needs-improvement', 'poor']).optional(),
});

/** One report or a batch (the browser sends what it has when the page is hidden). */
export const ZVitalsRequest = z.union([ZVitalReport, z.array(ZVitalReport).min(1).max(20)]);
export type TVitalReport = z.infer<typeof ZVitalReport>;

export const ZVitalsSummary = z.object({
  days: z.number(),
  pages: z.array(
    z.object({
      page: z.string(),
      samples: z.number(),
      LCP: z.number().nullable(),
      INP: z.number().nullable(),
      CLS: z.number().nullable(),
    }),
  ),
});
