import { formatPrice } from '../../lib/domain/money';
import { formatPhone } from '../../lib/domain/phone';

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
}

export type StoreFieldChange = { field: string; label: string; before: string; after: string };

const NONE = '—';
const SHOWN_SUBURBS = 6;

function deliversTo(state: StoreState): string {
  if (state.deliversBy === 'distance') return `Within ${state.radiusKm} km of the store`;
  const names = [...state.deliverySuburbs].sort();
  const shown = names.slice(0, SHOWN_SUBURBS).join('; ');
  const more = names.length > SHOWN_SUBURBS ? ` and ${names.length - SHOWN_SUBURBS} more` : '';
  return `${names.length} ${names.length === 1 ? 'suburb' : 'suburbs'}: ${shown}${more}`;
}

/** Each field of a store in the shop's words ("Delivers to: Within 8 km of the store", "Taking offers: Paused"). */
function words(state: StoreState | null): Record<string, { label: string; text: string }> {
  if (!state) return {};
  return {
    name: { label: 'Store name', text: state.name },
    street: { label: 'Street address', text: state.street || NONE },
    suburb: { label: 'Suburb', text: state.suburb },
    position: { label: 'Position', text: `${state.latitude.toFixed(4)}, ${state.longitude.toFixed(4)}` },
    phone: { label: 'Phone', text: formatPhone(state.phone) },
    email: { label: 'Email', text: state.email },
    deliversTo: { label: 'Delivers to', text: deliversTo(state) },
    deliveryFee: { label: 'Delivery fee', text: formatPrice(state.deliveryFeeCents) },
    takingOffers: { label: 'Taking offers', text: state.takingOffers ? 'Yes' : 'Paused' },
  };
}

/** The fields that differ between two versions of a store (a new store: every field, from "—"). */
export function storeFieldChanges(before: StoreState | null, after: StoreState): StoreFieldChange[] {
  const old = words(before);
  return Object.entries(words(after))
    .filter(([field, now]) => old[field]?.text !== now.text)
    .map(([field, now]) => ({ field, label: now.label, before: old[field]?.text ?? NONE, after: now.text }));
}
