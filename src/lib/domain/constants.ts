/** Business constants of the two specs, named in their words. */
export const TIMEZONE = 'Australia/Melbourne';
export const DEFAULT_COUNTRY = 'AU';
export const LOCALES = ['en-AU', 'en-US'] as const;
export const MOBILE_BREAKPOINT_PX = 768;
export const DISPLAY_DATE_FORMAT = 'dd/MM/yyyy';
export const EXPIRY_DATE_FORMAT = 'dd/MM/yyyy h:mmaa';
export const AUSTRALIAN_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export type AustralianState = (typeof AUSTRALIAN_STATES)[number];
export const EMAIL_MAX_LENGTH = 255;
export const PROFILE_REFRESH_MS = 300_000;
export const TOAST_SOUNDS = ['dog', 'cat', 'cymbal', 'doorbell', 'mute'] as const;
export type ToastSound = (typeof TOAST_SOUNDS)[number];
export const DEFAULT_ALERT_SOUND: ToastSound = 'dog';
export const SAME_DAY_TEXT = 'Same day flower delivery available';
/** Suburb search starts after this many typed characters (both specs). */
export const SUBURB_SEARCH_MIN_CHARS = 3;
/** The network whose service fee the financial summary shows ("Flowerline service fee"). */
export const NETWORK_FEE_PROVIDER = 'Flowerline';
/** Delivery instructions' length (spec 001 section 9 lists 255 among its limits). */
export const DELIVERY_INSTRUCTIONS_MAX = 255;
