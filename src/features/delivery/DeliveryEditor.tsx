import { useStore } from '@nanostores/react';
import Drawer from '../../components/Drawer';
import type { CalendarDay } from '../../lib/domain/calendar-day';
import { $deliveryDate, $deliveryLocation, internationalPath, leaveLocalDelivery } from './stores/delivery';
import { $openPanel, closePanel } from '../../stores/ui';
import { moveCartDelivery } from '../cart/stores/cart-actions';
import DeliveryForm from './DeliveryForm';

/**
 * The delivery editor's contents: the stored suburb and day to change.
 * Saving stores both; sending overseas forgets the suburb and goes to the
 * overseas page. Used by the header's drawer and the cart's panel.
 */
export function DeliveryEditorFields({ onSaved }: { onSaved: (suburbId: string, day: CalendarDay) => void }) {
  const location = useStore($deliveryLocation);
  const date = useStore($deliveryDate);
  return (
    <>
      <p className="mb-4 text-ink-muted">Choose the suburb and the day, and we will show what local florists can deliver.</p>
      <DeliveryForm
        key={`${location?.suburbId}-${date}`}
        layout="panel"
        submitLabel="Save"
        initialLocation={location}
        initialDate={date}
        onSaved={(saved, day) => onSaved(saved.suburbId, day)}
        onSendOverseas={() => {
          leaveLocalDelivery();
          closePanel();
          window.location.assign(internationalPath());
        }}
      />
    </>
  );
}

/**
 * The delivery location and date editor opened from the header. Saving
 * closes the drawer and moves the cart to the new details (re-checked);
 * listings and product pages reload for them. Loaded on first open.
 */
export default function DeliveryEditor() {
  const open = useStore($openPanel) === 'delivery';
  return (
    <Drawer open={open} onClose={closePanel} title="Delivery details">
      <div className="px-4 py-5">
        <DeliveryEditorFields
          onSaved={(suburbId, day) => {
            closePanel();
            void moveCartDelivery(day, suburbId);
          }}
        />
      </div>
    </Drawer>
  );
}
