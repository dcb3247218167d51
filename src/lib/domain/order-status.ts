import { formatInTimeZone } from 'date-fns-tz';
import { TIMEZONE } from './constants';

/**
 * The order's vocabularies (spec 001 sections 4.1 and 4.2): the core status,
 * the payment status, reconciliation, the florist network's workflow with
 * its ordering values, the status sort ranks and the badge colours.
 */

/** Core order status. "Confirmed" reads as "in progress". */
export const ORDER_STATUSES = ['Open', 'Confirmed', 'Inquery', 'Complete', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['Balance Due', 'Pending', 'Paid', 'Credit Owed', 'Failed'] as const;
export type PaymentStatusName = (typeof PAYMENT_STATUSES)[number];

export const RECONCILIATION_STATUSES = ['Reconciled', 'Unreconciled', 'Cleared'] as const;

export const WORKFLOW_STATUSES = ['Ready For Allocation', 'Awaiting Store Response', 'Accepted Order', 'Manual Intervention', 'Completed', 'Cancelled'] as const;
export type WorkflowStatus = (typeof WORKFLOW_STATUSES)[number];

/** The workflow's ordering values (lists sort on these). */
export const WORKFLOW_ORDER: Partial<Record<WorkflowStatus, number>> = {
  Completed: 2,
  'Manual Intervention': 3,
  'Accepted Order': 4,
  'Awaiting Store Response': 5,
  'Ready For Allocation': 8,
};

/** Sort ranks of the core status. */
export const STATUS_SORT_RANK: Partial<Record<OrderStatus, number>> = { Open: 0, Confirmed: 1, Complete: 2, Cancelled: 3 };

export type BadgeColour = 'green' | 'red' | 'orange' | 'pink' | 'grey';

const BADGE_COLOURS: Record<string, BadgeColour> = {
  Complete: 'green',
  'Accepted Order': 'green',
  Shipped: 'green',
  Confirmed: 'green',
  Ready: 'green',
  Paid: 'green',
  Completed: 'green',
  Cancelled: 'red',
  Failed: 'red',
  'Manual Intervention': 'red',
  'Ready For Allocation': 'orange',
  'Awaiting Store Response': 'orange',
  'Balance Due': 'orange',
  Pending: 'orange',
  'Credit Owed': 'orange',
  Open: 'orange',
  Delivered: 'pink',
};

/** A status badge's colour (spec 001 section 4.2); grey for every other status. */
export const badgeColour = (status: string): BadgeColour => BADGE_COLOURS[status] ?? 'grey';

/** Why a florist turned an offered order down (spec 001 section 8). Code 9 is not defined. */
export const REJECTION_REASONS = {
  1: 'Colours not available',
  2: 'Flowers not available',
  3: 'Insufficient address for delivery',
  4: 'Insufficient time given',
  5: 'Shop not open on delivery date',
  6: 'Outside delivery location',
  7: 'Order under value',
  8: 'Sundry item unavailable',
  10: 'Rejected to executing member',
} as const satisfies Record<number, string>;
export type RejectionCode = keyof typeof REJECTION_REASONS;

export const REJECTION_CODES = Object.keys(REJECTION_REASONS).map(Number) as RejectionCode[];
export const isRejectionCode = (code: unknown): code is RejectionCode => typeof code === 'number' && Object.hasOwn(REJECTION_REASONS, code);

/** Offers per order before it goes to Manual Intervention. */
export const MAX_ALLOCATION_ATTEMPTS = 5;
/** The default time a store has to answer an offer, counted in its trading hours. */
export const DEFAULT_ALLOCATION_RESPONSE_SECONDS = 30 * 60;

/** An offer's expiry as the lists show it: dd/MM/yyyy h:mmaa in Melbourne ("25/11/2026 9:30AM"). */
export function formatExpiry(iso: string): string {
  return formatInTimeZone(new Date(iso), TIMEZONE, 'dd/MM/yyyy h:mmaa');
}

/** How many times an order alert's sound repeats, unless the florist stored another count (spec 001 section 9). */
export const ALERT_REPEAT_DEFAULT = 6;
/** The received-orders poll behind the alerts when their stream is down: the newest this many, by created date. */
export const ALERT_POLL_LIMIT = 10;
