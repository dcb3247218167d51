import { $deliveryCountry } from '../delivery/stores/delivery';
import { useClientStore } from '../../stores/hydrated';

/** The last step of an overseas product's breadcrumb: the upper-cased code of the chosen country. */
export default function OverseasCrumb() {
  const country = useClientStore($deliveryCountry, null);
  if (!country) return null;
  const code = country.toLowerCase();
  return (
    <a href={`/overseas/${code}`} className="text-plum underline-offset-2 hover:underline">
      {code.toUpperCase()}
    </a>
  );
}
