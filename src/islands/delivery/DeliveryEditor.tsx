import { useStore } from '@nanostores/react';
import Drawer from '../../components/Drawer';
import { $deliveryDate, $deliveryLocation, internationalPath, leaveLocalDelivery } from '../../stores/delivery';
import { $openPanel, closePanel } from '../../stores/ui';
import DeliveryForm from './DeliveryForm';

/**
 * The delivery location and date editor, opened from the header. Saving
 * stores both and closes the drawer; listings and product pages reload for
 * the new details. Loaded on first open.
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
          onSaved={closePanel}
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
