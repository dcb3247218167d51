import { tradingDayWords } from '../../lib/domain/account-forms';
import { formatPrice } from '../../lib/domain/money';
import { formatPhone } from '../../lib/domain/phone';

/** A week of trading hours as stores keep it (Day, OpenTime, CloseTime as HHmm). */
export type TradingWeek = readonly { Day: string; OpenTime: string; CloseTime: string }[];

/** What a store is, as its history tells it (labels of suburbs, not their ids). */
export interface StoreState {
  name: string;
  street: string;
  suburb: string;
  latitude: number;
  longitude: number;
  phone: string;
  email: string;
  deliversBy: string;
  deliverySuburbs: string[];
  radiusKm: number;
  deliveryFeeCents: number;
  takingOffers: boolean;
  tradingHours: TradingWeek;
  /** Its order alerts: off, or on with their sound. */
  orderAlerts: { on: boolean; sound: string };
}

export type StoreFieldChange = { field: string; label: string; before: string; after: string };

const NONE = '—';
const SHOWN_SUBURBS = 6;

function deliversTo(state: Pick<StoreState, 'deliversBy' | 'radiusKm' | 'deliverySuburbs'>): string {
  if (state.deliversBy === 'distance') return `Within ${state.radiusKm} km of the store`;
  const names = [...state.deliverySuburbs].sort();
  const shown = names.slice(0, SHOWN_SUBURBS).join('; ');
  const more = names.length > SHOWN_SUBURBS ? ` and ${names.length - SHOWN_SUBURBS} more` : '';
  return `${names.length} ${names.length === 1 ? 'suburb' : 'suburbs'}: ${shown}${more}`;
}

const alertWords = (alerts: { on: boolean; sound: string }) => (!alerts.on ? 'Off' : alerts.sound === 'mute' ? 'On, with no sound' : `On, with the ${alerts.sound} sound`);

type Words = Record<string, { label: string; text: string }>;

/**
 * Each field of a store that `state` holds, in the shop's words ("Delivers
 * to: Within 8 km of the store", "Taking offers: Paused", "Monday hours:
 * 08:00 – 17:00"). A part of a store (the owner's contact details and
 * hours, its alerts) gives the words of that part only.
 */
function words(state: Partial<StoreState> | null): Words {
  if (!state) return {};
  const out: Words = {};
  const put = (field: string, label: string, text: string | undefined) => {
    if (text !== undefined) out[field] = { label, text };
  };
  put('name', 'Store name', state.name);
  put('street', 'Street address', state.street === undefined ? undefined : state.street || NONE);
  put('suburb', 'Suburb', state.suburb);
  put('position', 'Position', state.latitude === undefined || state.longitude === undefined ? undefined : `${state.latitude.toFixed(4)}, ${state.longitude.toFixed(4)}`);
  put('phone', 'Phone', state.phone === undefined ? undefined : formatPhone(state.phone));
  put('email', 'Email', state.email);
  const { deliversBy, radiusKm, deliverySuburbs } = state;
  put('deliversTo', 'Delivers to', deliversBy === undefined || radiusKm === undefined || deliverySuburbs === undefined ? undefined : deliversTo({ deliversBy, radiusKm, deliverySuburbs }));
  put('deliveryFee', 'Delivery fee', state.deliveryFeeCents === undefined ? undefined : formatPrice(state.deliveryFeeCents));
  put('takingOffers', 'Taking offers', state.takingOffers === undefined ? undefined : state.takingOffers ? 'Yes' : 'Paused');
  for (const day of state.tradingHours ?? []) put(`hours.${day.Day}`, `${day.Day} hours`, tradingDayWords(day));
  put('orderAlerts', 'Order alerts', state.orderAlerts === undefined ? undefined : alertWords(state.orderAlerts));
  return out;
}

/** The fields that differ between two versions of a store, or of a part of it (a new store: every field, from "—"). */
export function storeFieldChanges(before: Partial<StoreState> | null, after: Partial<StoreState>): StoreFieldChange[] {
  const old = words(before);
  return Object.entries(words(after))
    .filter(([field, now]) => old[field]?.text !== now.text)
    .map(([field, now]) => ({ field, label: now.label, before: old[field]?.text ?? NONE, after: now.text }));
}
