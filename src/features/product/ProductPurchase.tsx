import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useEffectEvent, useId, useState } from 'react';
import { ApiError } from '../../lib/api/client';
import type { Addon } from '../../lib/api/contracts/addons';
import type { Image, Price } from '../../lib/api/contracts/common';
import { deriveRole } from '../../lib/domain/roles';
import type { CalendarDay } from '../../lib/domain/calendar-day';
import type { AustralianState } from '../../lib/domain/constants';
import { countryChoice, suburbChoice } from '../../lib/domain/delivery-choice';
import { $deliveryCountry, $deliveryDate, $deliveryLocation, internationalPath } from '../delivery/stores/delivery';
import { useClientStore } from '../../stores/hydrated';
import { $chosenVariant } from './stores/product';
import { $session } from '../auth/stores/session';
import { loadCalendarRuleBook, loadDeliveryRules, prefetchDayRules, productDayRules, withBookNotes } from '../delivery/date-rules';
import { isStateCode, productDeliveryNote, productPlaceProblem, type ProductDeliveryRule } from '../../lib/domain/product-delivery';
import type { AddToCartOutcome, AddToCartRequest } from './add-to-cart';
import { availability, THIRD_PARTY_UNAVAILABLE, THIRD_PARTY_UNAVAILABLE_HEADING } from './availability';
import DeliveryFees from './DeliveryFees';
import ProductDelivery from './ProductDelivery';
import ProductPromotions, { useProductPromotions } from './ProductPromotions';
import { useVariants } from './useVariants';
import VariantChooser from './VariantChooser';
import AddonPickerSkeleton from './AddonPickerSkeleton';
import WishlistToggle from '../wishlist/WishlistToggle';
import { onHover, useIdlePrefetch } from '../../components/usePrefetch';

const AddonPicker = lazy(() => import('./AddonPicker'));
const ReplaceCartDialog = lazy(() => import('./ReplaceCartDialog'));

/** Adding to the cart, with the cart's API, loads in idle time after the panel is on screen rather than with the page. */
const prefetchAddToCart = () => void import('./add-to-cart').catch(() => undefined);
async function addToCart(request: AddToCartRequest, replaceExisting: boolean): Promise<AddToCartOutcome> {
  const loaded = await import('./add-to-cart').catch(() => null);
  return loaded ? loaded.addToCart(request, replaceExisting) : { kind: 'error', message: new ApiError(0).message };
}

export interface PurchaseProduct {
  productKey: string;
  sku: string;
  name: string;
  thirdPartySource: string | null;
  isHamper: boolean;
  /** Delivered overseas by a partner: the destination is a country, not a suburb. */
  overseas: boolean;
  variants: { label: string; variantKey: string; price: Price; image: Image }[];
  /** Where and when it can be delivered (docs/adr/0762); null: as every product. */
  delivery?: ProductDeliveryRule | null;
}

/**
 * The buying panel of a product page: where and when, the size, delivery
 * fees and Add to cart. Variants reload when the date or location changes;
 * the button stays disabled (with the reason as its tooltip) until a
 * location, a valid date and variants are there without error, and the
 * product's promotions have answered.
 */
export default function ProductPurchase({ product }: { product: PurchaseProduct }) {
  const noticeId = useId();
  const location = useClientStore($deliveryLocation, null);
  const country = useClientStore($deliveryCountry, null);
  const date = useClientStore($deliveryDate, null);
  const session = useStore($session);
  useIdlePrefetch(prefetchAddToCart);
  const thirdParty = product.thirdPartySource !== null;
  const choice = product.overseas ? countryChoice(country) : suburbChoice(location?.suburbId);
  const variants = useVariants(product.productKey, choice, date);
  const promotions = useProductPromotions(product.productKey);
  const [chosenKey, setChosenKey] = useState<string | null>(product.variants[0]?.variantKey ?? null);
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [addons, setAddons] = useState<Addon[]>([]);

  const live = variants.status === 'ok' ? variants.data.variants : null;
  const options = live
    ? live.map((v) => ({ label: v.label, variantKey: v.variantKey, formattedPrice: v.price.formattedPrice, price: v.price, image: v.images[0] ?? null }))
    : product.variants.map((v) => ({ ...v, formattedPrice: v.price.formattedPrice }));
  const chosen = options.find((v) => v.variantKey === chosenKey) ?? options[0] ?? null;

  // A variant the live answer no longer offers gives way to the first one it does.
  if (live && live.length && !live.some((v) => v.variantKey === chosenKey)) setChosenKey(live[0]!.variantKey);
  const picked = chosen ? { productKey: product.productKey, variantKey: chosen.variantKey, label: chosen.label, image: chosen.image } : null;
  const pickedNow = useEffectEvent(() => picked);
  const pickedId = picked ? `${picked.variantKey} ${picked.image?.url ?? ''}` : '';
  useEffect(() => {
    $chosenVariant.set(pickedNow());
  }, [pickedId]);

  const loadDayRules = async () => {
    const [rules, book] = await Promise.all([loadDeliveryRules(), loadCalendarRuleBook()]);
    const now = new Date();
    const state = rules.isAustralianState(location?.state) ? location.state : null;
    const ctx = { now, role: deriveRole(session?.roles), state, isLocal: !product.overseas, isHamper: product.isHamper, partner: thirdParty, rules: book };
    const shop = {
      today: rules.todayInMelbourne(now),
      min: rules.productPickerMinDate(ctx),
      max: rules.latestDeliveryDate(now),
      isUnavailable: (day: CalendarDay) => !rules.isSelectableDeliveryDate(day, ctx),
    };
    return productDayRules(product.delivery, withBookNotes(shop, book), now);
  };
  const placeProblem = product.overseas
    ? country && productPlaceProblem(product.delivery, { kind: 'country', isoCode: country })
    : isStateCode(location?.state)
      ? productPlaceProblem(product.delivery, { kind: 'suburb', state: location!.state as AustralianState })
      : null;
  const hasLocation = choice !== null;
  const state = availability({ variants, hasLocation, date, thirdParty });
  // The promotions' line sits above the button: until it has answered (or failed), the button waits, so it never moves under a tap.
  const blocked = state.blocker !== null || pending || !chosen || promotions.status === 'loading';
  const extrasAllowed = !thirdParty && !product.overseas && variants.status === 'ok' && !!choice && !!date;
  const unavailable = (variants.status === 'ok' && variants.data.variants.length === 0) || (variants.status === 'error' && state.variantError !== null);

  const add = async (replaceExisting = false) => {
    if (!chosen || !date || !choice) return;
    setPending(true);
    setFailure(null);
    const outcome = await addToCart(
      {
        productKey: product.productKey,
        variantKey: chosen.variantKey,
        destination: choice,
        deliveryDate: date,
        thirdPartySource: product.thirdPartySource,
        addons: extrasAllowed ? addons : [],
        item: { sku: product.sku, name: product.name, variant: chosen.label, price: chosen.price.amount },
      },
      replaceExisting,
    );
    setPending(false);
    setConfirming(outcome.kind === 'confirm');
    if (outcome.kind === 'error') setFailure(outcome.message);
  };

  return (
    <div className="grid gap-5" data-testid="product-purchase">
      <ProductDelivery
        overseas={product.overseas}
        location={location}
        country={country}
        internationalPath={internationalPath()}
        date={date}
        onDate={(day) => $deliveryDate.set(day)}
        loadDayRules={loadDayRules}
        prefetchRules={prefetchDayRules}
        placeProblem={placeProblem ? placeProblem.message : null}
        deliveryNote={productDeliveryNote(product.delivery)}
      />
      {unavailable ? (
        <div role="status" className="rounded-lg border border-plum/20 bg-cream px-4 py-3 text-ink">
          {thirdParty && <h2 className="mb-1 font-semibold">{THIRD_PARTY_UNAVAILABLE_HEADING}</h2>}
          <p>{thirdParty ? THIRD_PARTY_UNAVAILABLE : state.variantError}</p>
        </div>
      ) : (
        <VariantChooser variants={options} chosen={chosen?.variantKey ?? null} onChoose={setChosenKey} />
      )}
      <ProductPromotions state={promotions} />
      {variants.status === 'loading' && <p className="text-sm text-ink-muted">Checking sizes and prices for your delivery…</p>}
      <DeliveryFees data={variants.status === 'ok' ? variants.data : null} />
      {extrasAllowed && (
        <Suspense fallback={<AddonPickerSkeleton />}>
          <AddonPicker productKey={product.productKey} deliveryDate={date} destination={choice} chosen={addons} onChange={setAddons} />
        </Suspense>
      )}
      {state.note && <p className="text-sm text-sage">{state.note}</p>}
      {state.variantError && (
        <p id={noticeId} role="alert" className="rounded-md bg-wattle-light px-4 py-3 text-ink">
          {state.variantError}
        </p>
      )}
      <button
        type="button"
        aria-disabled={blocked}
        aria-describedby={state.variantError ? noticeId : undefined}
        title={state.blocker ?? undefined}
        className={`w-full rounded-full px-6 py-3.5 text-lg font-semibold uppercase tracking-wide text-white ${blocked ? 'cursor-not-allowed bg-ink/40' : 'bg-plum hover:bg-plum-dark'}`}
        onClick={() => !blocked && void add()}
        onPointerEnter={onHover(prefetchAddToCart)}
        onFocus={prefetchAddToCart}
      >
        {pending ? 'Adding…' : 'Add to cart'}
      </button>
      {state.blocker && !state.variantError && <p className="-mt-3 text-center text-sm text-ink-muted">{state.blocker}</p>}
      {failure && (
        <p role="alert" className="rounded-md bg-soft-pink px-4 py-3 text-alert-red">
          {failure}
        </p>
      )}
      <div className="flex justify-center empty:hidden">
        <WishlistToggle look="button" productKey={product.productKey} productName={product.name} thirdPartySource={product.thirdPartySource} />
      </div>
      {confirming && (
        <Suspense fallback={null}>
          <ReplaceCartDialog open busy={pending} onCancel={() => setConfirming(false)} onConfirm={() => void add(true)} />
        </Suspense>
      )}
    </div>
  );
}
