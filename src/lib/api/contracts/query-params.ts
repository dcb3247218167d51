import { z } from 'zod';
import { facetDefinition, LISTING_MAX_LIMIT, LISTING_PAGE_SIZE, type FacetName } from '../../domain/products';
import { deliveryChoiceOf, type DeliveryChoice, type DestinationPair } from '../../domain/delivery-choice';
import { CountryCodeModel, DeliveryDateModel, SuburbIdModel } from './common';

/** Building blocks of the query-string contracts: a parameter may repeat, and some must not. */

/** A query parameter that may repeat: always an array after parsing. */
export const repeated = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]));

/** A facet parameter: repeated values, each one of the facet's keys. */
export const facetParam = (name: FacetName) => {
  const keys = new Set(facetDefinition(name).values.map((value) => value.key));
  return repeated.pipe(
    z
      .array(z.string())
      .max(20, `Too many ${name} values.`)
      .refine((given) => given.every((key) => keys.has(key)), `Unknown ${name} value; use one of ${[...keys].join(', ')}.`),
  );
};

const single = z.union([z.string(), z.array(z.string())]).transform((value, ctx) => {
  if (!Array.isArray(value)) return value;
  if (value.length === 1) return value[0]!;
  ctx.addIssue({ code: 'custom', message: 'Give this parameter once.' });
  return z.NEVER;
});
/** A parameter given at most once, parsed with `schema`. */
export const once = <S extends z.core.$ZodType>(schema: S) => single.pipe(schema as unknown as z.ZodType<z.output<S>, string>).optional();

/** A whole number written in decimal digits (not 0x10, 1e3 or ' '), from `min` to `max`: a query's count or position. */
export const wholeNumberText = (name: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^-?\d{1,16}$/, `${name} must be a whole number.`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, min === 0 ? `${name} must not be negative.` : `${name} must be at least ${min}.`)
        .max(max, `${name} must be at most ${max}.`),
    );

/** true/false or 1/0, false when absent. */
export const flag = once(z.enum(['true', 'false', '1', '0'], { error: 'Use true or false.' }).transform((v) => v === 'true' || v === '1')).default(false);

/** limit and offset of a product list. */
export const pageParams = {
  limit: once(
    z.coerce
      .number({ error: 'limit must be a number.' })
      .int('limit must be a whole number.')
      .min(1, 'limit must be at least 1.')
      .max(LISTING_MAX_LIMIT, `limit must be at most ${LISTING_MAX_LIMIT}.`),
  ).default(LISTING_PAGE_SIZE),
  offset: once(z.coerce.number({ error: 'offset must be a number.' }).int('offset must be a whole number.').min(0, 'offset must not be negative.').max(100_000, 'offset is too large.')).default(0),
};

/** deliveryDate plus either suburbId or countryCode (the parameters deliveryQuery makes). */
export const deliveryParams = {
  deliveryDate: once(DeliveryDateModel),
  suburbId: once(SuburbIdModel),
  countryCode: once(CountryCodeModel),
};

/** Giving both a suburb and a country is refused, naming countryCode. */
export function oneDestination(value: { suburbId?: string; countryCode?: string }, ctx: z.RefinementCtx) {
  if (value.suburbId && value.countryCode) {
    ctx.addIssue({ code: 'custom', path: ['countryCode'], message: 'Give either suburbId or countryCode, not both.' });
  }
}

const DESTINATION_REQUIRED = 'Choose a delivery suburb or an overseas country.';

/** A body's destination: exactly one of suburbId and countryCode. */
export function requiredDestination(value: { suburbId?: string; countryCode?: string }, ctx: z.RefinementCtx) {
  oneDestination(value, ctx);
  if (!deliveryChoiceOf(value)) ctx.addIssue({ code: 'custom', path: ['suburbId'], message: DESTINATION_REQUIRED });
}

type WithDestination<T, D> = Omit<T, keyof DestinationPair> & { destination: D };

/**
 * The parsed suburbId / countryCode read into `destination`, the one type a
 * destination has past the API's edge (after oneDestination): a
 * DeliveryChoice, or null when neither was given.
 */
export const readDestination = <T extends DestinationPair>({ suburbId, countryCode, ...rest }: T): WithDestination<T, DeliveryChoice | null> => ({
  ...rest,
  destination: deliveryChoiceOf({ suburbId, countryCode }),
});

/** The same for a body whose destination is required (after requiredDestination). */
export function readRequiredDestination<T extends DestinationPair>({ suburbId, countryCode, ...rest }: T, ctx: z.core.$RefinementCtx<T>): WithDestination<T, DeliveryChoice> {
  const destination = deliveryChoiceOf({ suburbId, countryCode });
  if (destination) return { ...rest, destination };
  ctx.addIssue({ code: 'custom', path: ['suburbId'], message: DESTINATION_REQUIRED });
  return z.NEVER;
}
