import { useStore } from '@nanostores/react';
import Drawer from '../../components/Drawer';
import { $deliveryDate, $deliveryLocation, internationalPath, leaveLocalDelivery } from '../../stores/delivery';
import { $openPanel, closePanel } from '../../stores/ui';
import { moveCartDelivery } from '../../stores/cart-actions';
import DeliveryForm from './DeliveryForm';

/**
 * The delivery location and date editor, opened from the header or a cart
 * line. Saving stores both, closes the drawer and moves the cart to them
 * (re-checked); listings and product pages reload for the new details.
 * Loaded on first open.
 */
export default function DeliveryEditor() {
  const open = useStore($openPanel) === 'delivery';
  const location = useStore($deliveryLocation);
  const date = useStore($deliveryDate);
  return (
    <Drawer open={open} onClose={closePanel} title="Delivery details">
      <div className="px-4 py-5">
        <p className="mb-4 text-ink-muted">Choose the suburb and the day, and we will show what local florists can deliver.</p>
        <DeliveryForm
          key={`${location?.suburbId}-${date}-${open}`}
          layout="panel"
          submitLabel="Save"
          initialLocation={location}
          initialDate={date}
          onSaved={(saved, day) => {
            closePanel();
            void moveCartDelivery(day, saved.suburbId);
          }}
          onSendOverseas={() => {
            leaveLocalDelivery();
            closePanel();
            window.location.assign(internationalPath());
          }}
        />
      </div>
    </Drawer>
  );
}
