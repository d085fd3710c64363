import { usePlaceName } from '../../../components/map/use-place-name.ts';

interface DropOff {
  town: string;
  location: string;
  address?: { landmark: string | null; building: string | null } | undefined;
}

/**
 * Where an order goes, as people say it: the nearest named place ('near Kilimani', the town while
 * it is looked up or when none is near), then the landmark and building the customer typed.
 */
export function DropOffInWords({ delivery }: { delivery: DropOff }) {
  const place = usePlaceName(delivery.location);
  const named = place?.tone === 'info' ? place.text : delivery.town;
  return <>{[named, delivery.address?.landmark, delivery.address?.building].filter(Boolean).join(' · ')}</>;
}
