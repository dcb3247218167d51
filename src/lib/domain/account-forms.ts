import { z } from 'zod';
import { AUSTRALIAN_STATES, TOAST_SOUNDS, type ToastSound } from './constants';
import { WEEKDAY_NAMES } from './delivery';
import { email, mobile, name, optionalText, phone, postcode, requiredText, select } from './validation';

/** My details (customers): the shared builders for name, email, mobile, phone. */
export const customerDetailsSchema = z.object({
  firstName: name('First name', 50),
  lastName: name('Last name', 50),
  email: email(),
  mobile: mobile('Mobile'),
  phone: phone('Phone', { required: false }).optional(),
});
export type CustomerDetails = z.output<typeof customerDetailsSchema>;

/** An address book entry (an Australian street address). */
export const addressSchema = z.object({
  firstName: name('First name', 50),
  lastName: name('Last name', 50),
  company: optionalText('Company', 100),
  street: requiredText('Street address', 120),
  street2: optionalText('Apartment, suite or unit', 120),
  suburb: requiredText('Suburb', 60),
  state: select('State', AUSTRALIAN_STATES),
  postcode: postcode(),
  phone: phone('Phone', { required: false }).optional(),
  isDefault: z.boolean({ error: 'isDefault must be true or false' }).default(false),
});
export type AddressInput = z.output<typeof addressSchema>;

/** Store delivery days: times are four-digit 24-hour strings (spec 001 section 3). */
export const DEFAULT_OPEN_TIME = '0000';
export const DEFAULT_CLOSE_TIME = '0000';
export const WORKING_HOURS = { open: '0900', close: '1700' } as const;
export const TIME_MESSAGE = 'Use a four-digit 24-hour time, e.g. 0900';
const FOUR_DIGIT_TIME = /^([01]\d|2[0-3])[0-5]\d$/;

export const isClosedDay = (entry: { OpenTime: string; CloseTime: string }) => entry.OpenTime === '0000' && entry.CloseTime === '0000';

const tradingDaySchema = z
  .object({
    Day: z.enum(WEEKDAY_NAMES, { error: 'Select Day' }),
    OpenTime: z.string({ error: TIME_MESSAGE }).regex(FOUR_DIGIT_TIME, { error: TIME_MESSAGE }),
    CloseTime: z.string({ error: TIME_MESSAGE }).regex(FOUR_DIGIT_TIME, { error: TIME_MESSAGE }),
  })
  .superRefine((entry, ctx) => {
    const comparable = FOUR_DIGIT_TIME.test(entry.OpenTime) && FOUR_DIGIT_TIME.test(entry.CloseTime);
    if (comparable && !isClosedDay(entry) && entry.CloseTime <= entry.OpenTime) ctx.addIssue({ code: 'custom', path: ['CloseTime'], message: 'Close time must be after open time' });
  });
export type TradingDay = z.output<typeof tradingDaySchema>;

/** Florist account details: contact details and a week of trading hours (each day once). */
export const storeDetailsSchema = z.object({
  phone: phone('Phone'),
  email: email(),
  tradingHours: z
    .array(tradingDaySchema)
    .length(7, { error: 'Give the hours of all seven days' })
    .refine((days) => new Set(days.map((d) => d.Day)).size === 7, { error: 'Each day may appear only once' }),
});
export type StoreDetailsInput = z.output<typeof storeDetailsSchema>;

/** Store notification settings: account.orderAlerts and account.alertType (one sound chosen). */
export const notificationSettingsSchema = z.object({
  account: z.object({
    orderAlerts: z.boolean({ error: 'orderAlerts must be true or false' }),
    alertType: z
      .partialRecord(z.enum(TOAST_SOUNDS, { error: 'Choose one of dog, cat, cymbal, doorbell, mute' }), z.boolean())
      .refine((map) => Object.values(map).filter(Boolean).length === 1, { error: 'Choose exactly one alert sound' }),
  }),
});
export type NotificationSettings = z.output<typeof notificationSettingsSchema>;

export const alertTypeMap = (chosen: ToastSound): Record<ToastSound, boolean> =>
  Object.fromEntries(TOAST_SOUNDS.map((sound) => [sound, sound === chosen])) as Record<ToastSound, boolean>;

export const chosenSound = (map: Partial<Record<ToastSound, boolean>>): ToastSound => TOAST_SOUNDS.find((sound) => map[sound]) ?? 'dog';
