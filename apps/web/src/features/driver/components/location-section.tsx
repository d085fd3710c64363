import { DRIVER_MAP_CENTRE, parseLatLng } from '@sokoni/domain/geo';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapPicker } from '../../../components/map/map-picker.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { MapPinIcon } from '../../../components/ui/icons.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';

export interface LocationSectionProps {
  town: string;
  location: string;
  onTownChange: (town: string) => void;
  onLocationChange: (location: string) => void;
  locationError?: string | null;
}

/**
 * The driver's current town and pinned location. The map opens only once a town is entered
 * (the spec's rule), centred on the driver default and then on the town.
 */
export function LocationSection({ town, location, onTownChange, onLocationChange, locationError }: LocationSectionProps) {
  const { t } = useTranslation('driver');
  const [mapWanted, setMapWanted] = useState(false);
  const [townMissing, setTownMissing] = useState(false);
  const townInput = useRef<HTMLInputElement>(null);
  const hasTown = town.trim() !== '';
  const pinned = parseLatLng(location);
  const mapOpen = mapWanted && hasTown;

  const openMap = () => {
    if (!hasTown) {
      setTownMissing(true);
      townInput.current?.focus();
      return;
    }
    setTownMissing(false);
    setMapWanted(true);
  };

  return (
    <div className="space-y-4">
      <TextField
        ref={townInput}
        label={t('location.town')}
        name="town"
        autoComplete="address-level2"
        placeholder={t('location.townPlaceholder')}
        value={town}
        onChange={(event) => {
          onTownChange(event.target.value);
          if (event.target.value.trim()) setTownMissing(false);
        }}
      />
      {townMissing && <Alert tone="error">{t('location.townFirst')}</Alert>}
      {mapOpen ? (
        <MapPicker
          value={location}
          onChange={onLocationChange}
          town={town}
          centre={DRIVER_MAP_CENTRE}
          label={t('location.pickerLabel')}
          name="currentLocation"
          error={locationError}
        />
      ) : (
        <div className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-stone-50 p-4 sm:flex-row sm:items-center">
          <MapPinIcon className="size-6 shrink-0 text-primary-700" />
          <div className="min-w-0 flex-1 text-sm">
            <p className="font-medium text-stone-900">{pinned ? t('location.pinned') : t('location.notPinned')}</p>
            <p className="truncate text-stone-600">{pinned ? location : t('location.howTo')}</p>
            {locationError && <p className="mt-1 font-medium text-red-700">{locationError}</p>}
          </div>
          <Button variant="secondary" size="sm" onClick={openMap} aria-expanded={mapOpen}>
            {pinned ? t('location.change') : t('location.pin')}
          </Button>
        </div>
      )}
    </div>
  );
}
