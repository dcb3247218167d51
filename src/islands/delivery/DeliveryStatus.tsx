import { useStore } from '@nanostores/react';
import { $deliveryLocation } from '../../stores/delivery';

/** "Delivering to {suburb}" once a location is chosen, else the prompt. */
export default function DeliveryStatus() {
  const location = useStore($deliveryLocation);
  return <span data-testid="delivery-status">{location ? `Delivering to ${location.name}` : 'Select your delivery address'}</span>;
}
