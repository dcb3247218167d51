import { z } from 'zod';
import { NEW_STORE_HOURS } from '../../domain/account-forms';
import { MAX_OFFERS_RANGE, RESPONSE_MINUTES_RANGE, ROTATIONS } from '../../domain/allocation-rules';
import { email, requiredText } from '../../domain/validation';
import { phone } from '../../domain/validation-phone';
import { PagingQueryModel } from './account';
import { TradingDayModel, TradingHoursModel } from './stores';

/** The florist network as Flowerline runs it (docs/adr/0768): stores, their pause, the network table, the allocation rules. */

export const DELIVERS_BY = ['suburbs', 'distance'] as const;
export type DeliversBy = (typeof DELIVERS_BY)[number];
/** Australia, mainland and Tasmania, with room to spare. */
export const POSITION_RANGE = { latitude: { min: -44, max: -9 }, longitude: { min: 112, max: 154 } } as const;
export const RADIUS_KM_RANGE = { min: 1, max: 100 } as const;
export const DELIVERY_FEE_MAX = 200;
const STORE_KEY = /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/;

const number = (label: string, min: number, max: number, unit = '') =>
  z
    .number({ error: `${label} must be a number` })
    .refine(Number.isFinite, { error: `${label} must be a number` })
    .refine((n) => n >= min && n <= max, { error: `${label} must be between ${min}${unit} and ${max}${unit}` });

const RecordedChangeModel = z.object({
  at: z.string(),
  by: z.string(),
  fields: z.array(z.object({ field: z.string(), label: z.string(), before: z.string(), after: z.string() })),
});

/** A store's fields as Flowerline sets them (POST /api/stores, PATCH /api/stores/{storeKey}). */
const StoreFieldsModel = z.object({
  name: requiredText('Store name', 80),
  street: requiredText('Street address', 120),
  suburbId: requiredText('Suburb', 80),
  postcode: z
    .string({ error: 'Postcode is required' })
    .trim()
    .regex(/^\d{4}$/, { error: 'Postcode must be 4 digits' }),
  latitude: number('Latitude', POSITION_RANGE.latitude.min, POSITION_RANGE.latitude.max),
  longitude: number('Longitude', POSITION_RANGE.longitude.min, POSITION_RANGE.longitude.max),
  phone: phone('Phone'),
  email: email(),
  deliversBy: z.enum(DELIVERS_BY, { error: 'Choose suburbs from the list or a distance' }),
  deliverySuburbs: z.array(z.string({ error: 'Choose suburbs from the list' }).max(80), { error: 'Choose suburbs from the list' }).max(2000, { error: 'At most 2000 suburbs' }),
  radiusKm: number('Distance', RADIUS_KM_RANGE.min, RADIUS_KM_RANGE.max, ' km'),
  deliveryFee: number('Delivery fee', 0, DELIVERY_FEE_MAX).refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { error: 'Delivery fee must be in dollars and cents' }),
  takingOffers: z.boolean({ error: 'Taking offers must be yes or no' }),
  tradingHours: TradingHoursModel,
});

/** Body of POST /api/stores: a new store (it takes offers unless said otherwise; Monday to Saturday 8 am to 5 pm unless its hours are given). */
export const StoreNewModel = StoreFieldsModel.extend({
  storeKey: z
    .string({ error: 'Store key is required' })
    .trim()
    .toUpperCase()
    .min(3, { error: 'Store key must be at least 3 characters' })
    .max(20, { error: 'Store key must be at most 20 characters' })
    .regex(STORE_KEY, { error: 'Store key: letters, digits and "-", like VIC-014' }),
  deliverySuburbs: StoreFieldsModel.shape.deliverySuburbs.default([]),
  radiusKm: StoreFieldsModel.shape.radiusKm.default(10),
  takingOffers: StoreFieldsModel.shape.takingOffers.default(true),
  tradingHours: StoreFieldsModel.shape.tradingHours.default(NEW_STORE_HOURS),
});
export type StoreNew = z.output<typeof StoreNewModel>;

/** Body of PATCH /api/stores/{storeKey}: any of the fields; `{ takingOffers: false }` pauses the store, `true` resumes it. */
export const StorePatchModel = StoreFieldsModel.partial();
export type StorePatch = z.output<typeof StorePatchModel>;

/** A store as Flowerline edits it, with its change history (newest first). */
export const StoreProfileModel = z.object({
  storeKey: z.string(),
  name: z.string(),
  street: z.string(),
  suburbId: z.string(),
  suburb: z.string(),
  postcode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  phone: z.string(),
  email: z.string(),
  deliversBy: z.enum(DELIVERS_BY),
  deliverySuburbs: z.array(z.object({ suburbId: z.string(), label: z.string() })),
  radiusKm: z.number(),
  deliveryFee: z.number(),
  takingOffers: z.boolean(),
  /** Its week, Sunday first (Day, OpenTime, CloseTime as HHmm; 0000–0000 is closed). */
  tradingHours: z.array(TradingDayModel),
  openOffers: z.number().int(),
  /** Its owner's account, once someone has accepted the owner's invitation; null before. */
  owner: z.object({ name: z.string(), email: z.string() }).nullable(),
  changes: z.array(RecordedChangeModel),
});
export type StoreProfile = z.infer<typeof StoreProfileModel>;

export const NETWORK_SORTS = ['name', 'openOffers', 'acceptanceRate', 'averageResponse', 'takingOffers', 'alertsOff'] as const;
export type NetworkSort = (typeof NETWORK_SORTS)[number];
/** Which stores the network table shows: every one, those with order alerts switched off, or those paused. */
export const NETWORK_SHOWS = ['all', 'alertsOff', 'paused'] as const;
export type NetworkShow = (typeof NETWORK_SHOWS)[number];

/** Query of GET /api/network/stores. */
export const NetworkQueryModel = PagingQueryModel.extend({
  sort: z.enum(NETWORK_SORTS, { error: `sort must be one of ${NETWORK_SORTS.join(', ')}.` }).default('name'),
  direction: z.enum(['asc', 'desc'], { error: 'direction must be asc or desc.' }).default('asc'),
  show: z.enum(NETWORK_SHOWS, { error: `show must be one of ${NETWORK_SHOWS.join(', ')}.` }).default('all'),
});
export type NetworkQuery = z.output<typeof NetworkQueryModel>;

/** A store in the network table: its open offers now and this Melbourne week's answers. */
export const NetworkStoreModel = z.object({
  storeKey: z.string(),
  name: z.string(),
  suburb: z.string(),
  state: z.string(),
  takingOffers: z.boolean(),
  alertsOff: z.boolean(),
  openOffers: z.number().int(),
  offersThisWeek: z.number().int(),
  /** Accepted of the offers answered or run out this week, 0–1; null when none. */
  acceptanceRate: z.number().nullable(),
  /** Mean seconds from offer to answer this week; null when none was answered. */
  averageResponseSeconds: z.number().nullable(),
});
export type NetworkStore = z.infer<typeof NetworkStoreModel>;

export const NetworkPageModel = z.object({ results: z.array(NetworkStoreModel), total: z.number().int(), weekStarts: z.string() });
export type NetworkPage = z.infer<typeof NetworkPageModel>;

/** Body of PATCH /api/network/allocation-settings: any of the rules. */
export const AllocationSettingsPatchModel = z
  .object({
    responseMinutes: z
      .number({ error: 'Time to answer must be a number of minutes' })
      .int({ error: 'Time to answer must be whole minutes' })
      .min(RESPONSE_MINUTES_RANGE.min, { error: `Time to answer must be at least ${RESPONSE_MINUTES_RANGE.min} minutes` })
      .max(RESPONSE_MINUTES_RANGE.max, { error: `Time to answer must be at most ${RESPONSE_MINUTES_RANGE.max} minutes` }),
    maxOffers: z
      .number({ error: 'Stores offered must be a number' })
      .int({ error: 'Stores offered must be a whole number' })
      .min(MAX_OFFERS_RANGE.min, { error: `Stores offered must be at least ${MAX_OFFERS_RANGE.min}` })
      .max(MAX_OFFERS_RANGE.max, { error: `Stores offered must be at most ${MAX_OFFERS_RANGE.max}` }),
    rotation: z.enum(ROTATIONS, { error: 'Choose how equally near stores take turns' }),
  })
  .partial();
export type AllocationSettingsPatch = z.output<typeof AllocationSettingsPatchModel>;

/** GET /api/network/allocation-settings: the rules in force and their history. */
export const AllocationSettingsModel = z.object({
  responseMinutes: z.number(),
  maxOffers: z.number().int(),
  rotation: z.enum(ROTATIONS),
  changes: z.array(RecordedChangeModel),
});
export type AllocationSettings = z.infer<typeof AllocationSettingsModel>;
