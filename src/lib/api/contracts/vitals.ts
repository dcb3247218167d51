import { z } from 'zod';
import { PAGE_KINDS } from '../../domain/web-vitals';

/**
 * POST /api/vitals: one Web Vital of one page view, sent by a sampled
 * visitor's browser (`navigator.sendBeacon`). LCP and INP in milliseconds,
 * CLS unitless.
 */
export const WebVitalBodyModel = z.discriminatedUnion('name', [
  z.object({ name: z.literal('LCP'), value: z.number().min(0).max(120_000), page: z.enum(PAGE_KINDS) }),
  z.object({ name: z.literal('INP'), value: z.number().min(0).max(120_000), page: z.enum(PAGE_KINDS) }),
  z.object({ name: z.literal('CLS'), value: z.number().min(0).max(100), page: z.enum(PAGE_KINDS) }),
]);
export type WebVitalBody = z.infer<typeof WebVitalBodyModel>;
