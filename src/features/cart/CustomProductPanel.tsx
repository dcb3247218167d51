import { useStore } from '@nanostores/react';
import { useState } from 'react';
import SidePanel from '../../components/SidePanel';
import { SubmitRow } from '../../components/SubmitRow';
import { TextArea, TextField } from '../../components/FormField';
import { saveCustomProduct } from './api/cart';
import { AdjustmentBodyModel, CUSTOM_DESCRIPTION_MAX, CUSTOM_PRODUCT_LOCATION_MISSING, CUSTOM_TITLE_MAX } from '../../lib/api/contracts/cart-actions';
import type { Cart, CustomLineItem } from '../../lib/api/contracts/cart';
import { DEFAULT_CARD_MESSAGE_TIER } from '../../lib/domain/card-message';
import { cardMessageInputModel } from '../../lib/domain/card-message-model';
import { errorsByField } from '../../lib/domain/validation';
import { $deliveryDate, $deliveryLocation } from '../delivery/stores/delivery';
import type { CardMessageDraft } from './stores/cart-message-drafts';
import { openCartPanel } from './stores/cart-panel';
import { formatDisplayDate, type CalendarDay } from '../../lib/domain/calendar-day';
import { deliveryChoiceOf, deliveryQuery, suburbChoice, type DeliveryChoice } from '../../lib/domain/delivery-choice';
import CardMessageFields from './CardMessageFields';
import { useCartForm } from './use-cart-form';

/** The note under the price (spec 001 section 5.2): fees and delivery come on top. */
const CUSTOM_PRODUCT_PRICE_NOTE = 'The price is before fees and delivery.';

interface Delivery {
  deliveryDate: CalendarDay;
  destination: DeliveryChoice;
  name: string;
}

/** Where a custom product goes: with the cart's other lines when it has any, else the shopper's chosen delivery. */
function useDelivery(cart: Cart | null, item: CustomLineItem | null): Delivery | null {
  const location = useStore($deliveryLocation);
  const date = useStore($deliveryDate);
  const itemDestination = item ? deliveryChoiceOf(item) : null;
  if (item && itemDestination) return { deliveryDate: item.deliveryDate, destination: itemDestination, name: cart?.deliveryLocation?.name ?? '' };
  const cartDestination = cart ? deliveryChoiceOf(cart) : null;
  if (cart?.deliveryDate && cartDestination) return { deliveryDate: cart.deliveryDate, destination: cartDestination, name: cart.deliveryLocation?.name ?? '' };
  const chosen = suburbChoice(location?.suburbId);
  if (location && chosen && date) return { deliveryDate: date, destination: chosen, name: location.name };
  return null;
}

/**
 * A custom product (spec 001 section 5.2; staff only): a title,
 * description and price typed by hand, a card message, delivered to the
 * cart's suburb on its date. Opened by the listing pages' banner, or from
 * the drawer to change one the cart holds.
 */
export default function CustomProductPanel({ cart, item, onClose }: { cart: Cart | null; item: CustomLineItem | null; onClose: () => void }) {
  const delivery = useDelivery(cart, item);
  const [message, setMessage] = useState<CardMessageDraft>({ message: item?.cardMessage ?? '', tier: item?.cardMessageTier ?? DEFAULT_CARD_MESSAGE_TIER, noCardMessage: item?.noCardMessage ?? false });
  const [messageError, setMessageError] = useState<string | null>(null);
  const [deliveryError, setDeliveryError] = useState<string | null>(null);
  const initial = { title: item?.name ?? '', description: item?.description ?? '', price: item ? (item.money.centAmount / 100).toFixed(2) : '' };
  const {
    ref,
    submit: submitForm,
    sending,
    failure,
    field,
    errors,
    check,
  } = useCartForm(
    AdjustmentBodyModel,
    initial,
    'custom product',
    (cartId, values) =>
      saveCustomProduct(cartId, item?.id ?? null, {
        ...values,
        cardMessage: message.noCardMessage ? null : message.message.trim() || null,
        cardMessageTier: message.tier,
        noCardMessage: message.noCardMessage,
        ...deliveryQuery(delivery!.destination),
        deliveryDate: delivery!.deliveryDate,
      }),
    onClose,
  );
  const serverDeliveryError = errors.deliveryDate || errors.suburbId || errors.countryCode;
  const serverMessageError = errors.cardMessage;

  const submit = (event: React.FormEvent) => {
    setDeliveryError(delivery ? null : CUSTOM_PRODUCT_LOCATION_MISSING);
    // A message is optional here (checkout asks for it later), but one typed must fit its limit.
    const typed = message.noCardMessage || message.message.trim() !== '';
    const checked = typed ? cardMessageInputModel(null).safeParse(message) : null;
    setMessageError(checked && !checked.success ? (errorsByField(checked.error).message ?? null) : null);
    if (!delivery || (checked && !checked.success)) {
      event.preventDefault();
      check();
      return;
    }
    void submitForm(event);
  };

  return (
    <SidePanel onClose={onClose} title={item ? `Change ${item.name}` : 'Create a custom product'}>
      <form ref={ref} noValidate onSubmit={submit} className="grid gap-4" aria-label="Custom product">
        <div className={`rounded-md px-3 py-2 text-sm ${deliveryError || serverDeliveryError ? 'bg-soft-pink' : 'bg-cream'}`}>
          {delivery ? (
            <p className="text-ink">
              Delivering to <span className="font-semibold">{delivery.name || deliveryQuery(delivery.destination).countryCode}</span> on{' '}
              <span className="font-semibold">{formatDisplayDate(delivery.deliveryDate)}</span>
            </p>
          ) : (
            <p className="font-medium text-alert-red">{CUSTOM_PRODUCT_LOCATION_MISSING}</p>
          )}
          {serverDeliveryError && <p className="text-alert-red">{serverDeliveryError}</p>}
          {!item && (
            <button type="button" className="mt-1 font-semibold text-plum underline" onClick={() => openCartPanel({ kind: 'delivery', under: { kind: 'custom-product', customLineItemId: null } })}>
              {delivery ? 'Change delivery details' : 'Add delivery details'}
            </button>
          )}
        </div>
        <TextField label="Title" required maxLength={CUSTOM_TITLE_MAX} {...field('title')} />
        <TextArea label="Description" required rows={3} maxLength={CUSTOM_DESCRIPTION_MAX} {...field('description')} />
        <TextField label="Price ($)" required inputMode="decimal" placeholder="0.00" {...field('price')} />
        <p className="-mt-2 text-sm text-ink-muted">{CUSTOM_PRODUCT_PRICE_NOTE}</p>
        <CardMessageFields
          label="Card message"
          draft={message}
          onChange={(change) => {
            setMessage({ ...message, ...change });
            setMessageError(null);
          }}
          error={messageError ?? serverMessageError ?? null}
          thirdPartySource={null}
        />
        <SubmitRow sending={sending} label={item ? 'Save custom product' : 'Add to cart'} sendingLabel="Saving…" failure={failure} />
      </form>
    </SidePanel>
  );
}
