import { z } from 'zod';
import { closesAfterOpening, fourDigitTime } from '../../domain/account-forms';
import { AUSTRALIAN_STATES, TOAST_SOUNDS } from '../../domain/constants';
import { WEEKDAY_NAMES } from '../../domain/delivery';
import { email } from '../../domain/validation';
import { phone } from '../../domain/validation-phone';
import { PriceModel } from './common';
import { PagingQueryModel } from './account';

/** Query of GET /api/stores. */
export const StoreListQueryModel = PagingQueryModel.extend({
  state: z.enum(AUSTRALIAN_STATES, { error: `state must be one of ${AUSTRALIAN_STATES.join(', ')}.` }).optional(),
});

export const TradingDayModel = z.object({ Day: z.string(), OpenTime: z.string(), CloseTime: z.string() });

/** A member (florist store) in a list. */
export const StoreSummaryModel = z.object({
  storeKey: z.string(),
  name: z.string(),
  suburb: z.string(),
  state: z.string(),
  postcode: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type StoreSummary = z.infer<typeof StoreSummaryModel>;

export const StoreDetailsModel = StoreSummaryModel.extend({
  radiusKm: z.number(),
  deliveryFee: PriceModel,
  suburbsServed: z.number().int(),
  tradingHours: z.array(TradingDayModel),
});
export type StoreDetails = z.infer<typeof StoreDetailsModel>;

export const NotificationSettingsModel = z.object({
  storeKey: z.string(),
  account: z.object({ orderAlerts: z.boolean(), alertType: z.record(z.string(), z.boolean()) }),
});
export type StoreNotificationSettings = z.infer<typeof NotificationSettingsModel>;

/** One day of a store's trading hours: times are four-digit 24-hour strings (spec 001 section 3). */
const TradingDayBodyModel = z.object({ Day: z.enum(WEEKDAY_NAMES, { error: 'Select Day' }), OpenTime: fourDigitTime(), CloseTime: fourDigitTime() }).superRefine(closesAfterOpening);
export type TradingDay = z.output<typeof TradingDayBodyModel>;

/** A week of trading hours, each day once: the owner's store details and Flowerline's store form both set it. */
export const TradingHoursModel = z
  .array(TradingDayBodyModel, { error: 'Give the hours of all seven days' })
  .length(7, { error: 'Give the hours of all seven days' })
  .refine((days) => new Set(days.map((d) => d.Day)).size === 7, { error: 'Each day may appear only once' });

/** Body of PUT /api/stores/{storeKey}: contact details and a week of trading hours (each day once). */
export const StoreDetailsBodyModel = z.object({
  phone: phone('Phone'),
  email: email(),
  tradingHours: TradingHoursModel,
});
export type StoreDetailsBody = z.output<typeof StoreDetailsBodyModel>;

/** Body of PUT /api/stores/{storeKey}/notification-settings: account.orderAlerts and account.alertType (one sound chosen). */
export const NotificationSettingsBodyModel = z.object({
  account: z.object({
    orderAlerts: z.boolean({ error: 'orderAlerts must be true or false' }),
    alertType: z
      .partialRecord(z.enum(TOAST_SOUNDS, { error: 'Choose one of dog, cat, cymbal, doorbell, mute' }), z.boolean())
      .refine((map) => Object.values(map).filter(Boolean).length === 1, { error: 'Choose exactly one alert sound' }),
  }),
});
export type NotificationSettingsBody = z.output<typeof NotificationSettingsBodyModel>;
