import { useId, useState, type FormEvent } from 'react';
import { Checkbox, TextField } from '../../../../components/FormField';
import type { StoreProfile } from '../../../../lib/api/contracts/network';
import { type TradingDay, TradingHoursModel } from '../../../../lib/api/contracts/stores';
import { NEW_STORE_HOURS } from '../../../../lib/domain/account-forms';
import { validate } from '../../../../lib/domain/validation';
import { createStore, saveStore } from '../../api/network';
import { SaveFooter } from '../../ui';
import { useSaveForm } from '../../use-save-form';
import TradingHours from '../TradingHours';
import { SuburbFinder } from './SuburbFinder';

interface Draft {
  storeKey: string;
  name: string;
  street: string;
  suburbId: string;
  suburb: string;
  postcode: string;
  latitude: string;
  longitude: string;
  phone: string;
  email: string;
  deliversBy: 'suburbs' | 'distance';
  deliverySuburbs: { suburbId: string; label: string }[];
  radiusKm: string;
  deliveryFee: string;
  takingOffers: boolean;
  tradingHours: TradingDay[];
}

const text = (n: number | undefined) => (n == null ? '' : String(n));

function draftOf(store: StoreProfile | null): Draft {
  return {
    storeKey: store?.storeKey ?? '',
    name: store?.name ?? '',
    street: store?.street ?? '',
    suburbId: store?.suburbId ?? '',
    suburb: store?.suburb ?? '',
    postcode: store?.postcode ?? '',
    latitude: text(store?.latitude),
    longitude: text(store?.longitude),
    phone: store?.phone ?? '',
    email: store?.email ?? '',
    deliversBy: store?.deliversBy ?? 'distance',
    deliverySuburbs: store?.deliverySuburbs ?? [],
    radiusKm: text(store?.radiusKm ?? 10),
    deliveryFee: text(store?.deliveryFee),
    takingOffers: store?.takingOffers ?? true,
    tradingHours: (store?.tradingHours ?? NEW_STORE_HOURS) as TradingDay[],
  };
}

/** A number as the API takes it: the number when it is one, else the text (refused, naming the field). */
const numberOf = (typed: string) => (typed.trim() !== '' && Number.isFinite(Number(typed)) ? Number(typed) : typed.trim() === '' ? undefined : typed);

function bodyOf(draft: Draft, isNew: boolean): Record<string, unknown> {
  return {
    ...(isNew ? { storeKey: draft.storeKey, takingOffers: draft.takingOffers } : {}),
    name: draft.name,
    street: draft.street,
    suburbId: draft.suburbId,
    postcode: draft.postcode,
    latitude: numberOf(draft.latitude),
    longitude: numberOf(draft.longitude),
    phone: draft.phone,
    email: draft.email,
    deliversBy: draft.deliversBy,
    deliverySuburbs: draft.deliversBy === 'suburbs' ? draft.deliverySuburbs.map((s) => s.suburbId) : [],
    ...(draft.deliversBy === 'distance' || isNew ? { radiusKm: numberOf(draft.radiusKm) } : {}),
    deliveryFee: numberOf(draft.deliveryFee),
    tradingHours: draft.tradingHours,
  };
}

/** Fields the API reads together: one of them changed sends them all. */
const TOGETHER = [
  ['suburbId', 'postcode'],
  ['latitude', 'longitude'],
  ['deliversBy', 'deliverySuburbs', 'radiusKm'],
];

/**
 * Of an existing store, only what was changed in the form: a change its
 * owner made meanwhile (phone, hours) is not put back by a save of its name.
 */
function changedOnly(body: Record<string, unknown>, before: Record<string, unknown>): Record<string, unknown> {
  const out = Object.fromEntries(Object.entries(body).filter(([field, value]) => JSON.stringify(value) !== JSON.stringify(before[field])));
  for (const group of TOGETHER) if (group.some((field) => field in out)) for (const field of group) if (field in body) out[field] = body[field];
  return out;
}

/** What the form can tell before sending: what is missing, and hours the owner's form would refuse too. */
function missing(draft: Draft, isNew: boolean): Record<string, string> {
  const hours = validate(TradingHoursModel, draft.tradingHours);
  const errors: Record<string, string> = hours.ok
    ? {}
    : Object.fromEntries(Object.entries(hours.errors).map(([field, message]) => [field === '_' ? 'tradingHours' : `tradingHours.${field}`, message]));
  if (isNew && !draft.storeKey.trim()) errors.storeKey = 'Store key is required';
  if (!draft.name.trim()) errors.name = 'Store name is required';
  if (!draft.street.trim()) errors.street = 'Street address is required';
  if (!draft.suburbId) errors.suburbId = 'Choose a suburb from the list';
  if (!draft.latitude.trim()) errors.latitude = 'Latitude is required';
  if (!draft.longitude.trim()) errors.longitude = 'Longitude is required';
  if (!draft.phone.trim()) errors.phone = 'Phone is required';
  if (!draft.email.trim()) errors.email = 'Email is required';
  if (!draft.deliveryFee.trim()) errors.deliveryFee = 'Delivery fee is required';
  if (draft.deliversBy === 'suburbs' && !draft.deliverySuburbs.length) errors.deliverySuburbs = 'Choose at least one suburb the store delivers to';
  if (draft.deliversBy === 'distance' && !draft.radiusKm.trim()) errors.radiusKm = 'Distance is required';
  return errors;
}

/**
 * A store's form (Flowerline): a new store (then its page opens) or an
 * existing one's (saved in place). Choosing its suburb fills the postcode
 * and, for a new store, its position, which can then be made exact. Its
 * trading hours are the owner's week editor, held to the same rules.
 */
export function StoreForm({ store, onSaved }: { store: StoreProfile | null; onSaved: (store: StoreProfile) => void }) {
  const isNew = !store;
  const [draft, setDraft] = useState<Draft>(() => draftOf(store));
  const { ref, errors, failure, saved, sending, refuse, send, changed } = useSaveForm();
  const areaId = useId();
  const change = (next: Partial<Draft>) => {
    changed();
    setDraft({ ...draft, ...next });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (refuse(missing(draft, isNew))) return;
    const body = bodyOf(draft, isNew);
    const saved = await send(() => (store ? saveStore(store.storeKey, changedOnly(body, bodyOf(draftOf(store), false))) : createStore(body)));
    if (saved) onSaved(saved);
  };

  return (
    <form ref={ref} noValidate aria-label={isNew ? 'New store' : `Store ${store.name}`} className="grid max-w-3xl gap-5" onSubmit={(event) => void submit(event)}>
      <div className="grid gap-4 sm:grid-cols-2">
        {isNew && (
          <TextField
            label="Store key"
            required
            maxLength={20}
            autoCapitalize="characters"
            value={draft.storeKey}
            error={errors.storeKey}
            hint="How the network names the store, like VIC-014. It cannot be changed later."
            onChange={(e) => change({ storeKey: e.target.value })}
          />
        )}
        <TextField label="Store name" required maxLength={80} value={draft.name} error={errors.name} onChange={(e) => change({ name: e.target.value })} />
      </div>
      <fieldset className="grid gap-4">
        <legend className="font-semibold text-ink">Address</legend>
        <TextField label="Street address" required maxLength={120} autoComplete="off" value={draft.street} error={errors.street} onChange={(e) => change({ street: e.target.value })} />
        <p>
          <span className="font-semibold">Suburb:</span> {draft.suburb || 'none chosen yet'}
        </p>
        <SuburbFinder
          label={draft.suburbId ? 'Find another suburb' : 'Find the suburb'}
          action="Choose"
          error={errors.suburbId}
          onChoose={(suburb) =>
            change({
              suburbId: suburb.suburbId,
              suburb: suburb.label,
              postcode: suburb.postcode,
              ...(isNew || !draft.latitude ? { latitude: String(suburb.latitude), longitude: String(suburb.longitude) } : {}),
            })
          }
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label="Postcode" required inputMode="numeric" maxLength={4} value={draft.postcode} error={errors.postcode} onChange={(e) => change({ postcode: e.target.value })} />
          <TextField label="Latitude" required inputMode="decimal" value={draft.latitude} error={errors.latitude} hint="Like -37.8063" onChange={(e) => change({ latitude: e.target.value })} />
          <TextField label="Longitude" required inputMode="decimal" value={draft.longitude} error={errors.longitude} hint="Like 145.0307" onChange={(e) => change({ longitude: e.target.value })} />
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Phone" required type="tel" autoComplete="off" value={draft.phone} error={errors.phone} onChange={(e) => change({ phone: e.target.value })} />
        <TextField label="Email" required type="email" autoComplete="off" value={draft.email} error={errors.email} onChange={(e) => change({ email: e.target.value })} />
      </div>
      <fieldset className="grid gap-3" aria-describedby={errors.deliversBy ? `${areaId}-error` : undefined}>
        <legend className="font-semibold text-ink">Delivers to</legend>
        {(
          [
            ['distance', 'Every suburb within a distance of the store'],
            ['suburbs', 'Suburbs chosen from the list'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex items-center gap-2">
            <input type="radio" name={`${areaId}-by`} value={value} checked={draft.deliversBy === value} onChange={() => change({ deliversBy: value })} />
            {label}
          </label>
        ))}
        {errors.deliversBy && (
          <p id={`${areaId}-error`} className="text-sm text-alert-red">
            {errors.deliversBy}
          </p>
        )}
        {draft.deliversBy === 'distance' ? (
          <TextField label="Distance (km)" required inputMode="decimal" className="max-w-48" value={draft.radiusKm} error={errors.radiusKm} onChange={(e) => change({ radiusKm: e.target.value })} />
        ) : (
          <div className="grid gap-2">
            <SuburbFinder
              label="Add a suburb it delivers to"
              action="Add"
              error={errors.deliverySuburbs}
              onChoose={(suburb) => {
                if (!draft.deliverySuburbs.some((s) => s.suburbId === suburb.suburbId)) change({ deliverySuburbs: [...draft.deliverySuburbs, { suburbId: suburb.suburbId, label: suburb.label }] });
              }}
            />
            <p className="text-sm text-ink-muted">{draft.deliverySuburbs.length} chosen</p>
            <ul className="flex max-h-64 flex-wrap gap-2 overflow-y-auto" aria-label="Suburbs it delivers to">
              {draft.deliverySuburbs.map((suburb) => (
                <li key={suburb.suburbId} className="flex items-center gap-1 rounded-full bg-cream px-3 py-1 text-sm">
                  {suburb.label}
                  <button
                    type="button"
                    className="ml-1 rounded-full px-1 font-semibold text-plum"
                    aria-label={`Remove ${suburb.label}`}
                    onClick={() => change({ deliverySuburbs: draft.deliverySuburbs.filter((s) => s.suburbId !== suburb.suburbId) })}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </fieldset>
      <TextField
        label="Delivery fee ($)"
        required
        inputMode="decimal"
        className="max-w-48"
        value={draft.deliveryFee}
        error={errors.deliveryFee}
        onChange={(e) => change({ deliveryFee: e.target.value })}
      />
      <TradingHours days={draft.tradingHours} errors={errors} readOnly={false} onChange={(tradingHours) => change({ tradingHours })} />
      {errors.tradingHours && <p className="text-sm text-alert-red">{errors.tradingHours}</p>}
      {isNew && <Checkbox label="Takes offers as soon as it is made" checked={draft.takingOffers} onChange={(takingOffers) => change({ takingOffers })} />}
      <SaveFooter failure={failure} saved={saved && !isNew && 'Saved. The next offers use the change.'} sending={sending} label={isNew ? 'Create store' : 'Save changes'} />
    </form>
  );
}
