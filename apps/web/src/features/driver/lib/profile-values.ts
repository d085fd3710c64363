import type { TDriver } from '@sokoni/domain/contracts/driver';
import { parseLatLng } from '@sokoni/domain/geo';
import { i18n } from '../../../i18n/i18n.ts';

/** What the profile form edits: the three parts update-profile sends as JSON. */
export interface DriverProfileValues {
  vehicleDetails: TDriver['vehicleDetails'];
  emergencyContact: TDriver['emergencyContact'];
  currentLocation: TDriver['currentLocation'];
}

export function profileValuesOf(driver: Pick<TDriver, keyof DriverProfileValues>): DriverProfileValues {
  return {
    vehicleDetails: { ...driver.vehicleDetails },
    emergencyContact: { ...driver.emergencyContact },
    currentLocation: { ...driver.currentLocation },
  };
}

/**
 * The parts a profile still lacks, named as the form names them. The server alone decides
 * whether a profile is complete; this only tells the driver what to fill in next, by the same
 * rule (every vehicle detail, the contact's name and phone, the town and a pinned location).
 */
export function missingProfileParts(driver: Pick<TDriver, keyof DriverProfileValues>): string[] {
  const v = driver.vehicleDetails;
  const e = driver.emergencyContact;
  const l = driver.currentLocation;
  const checks = [
    [!!v.make.trim(), 'make'],
    [!!v.model.trim(), 'model'],
    [!!v.plateNumber.trim(), 'plate'],
    [!!v.type.trim(), 'type'],
    [!!v.color.trim(), 'colour'],
    [!!e.name.trim(), 'contactName'],
    [!!e.phoneNumber.trim(), 'contactPhone'],
    [!!l.town.trim(), 'town'],
    [parseLatLng(l.location) !== null, 'location'],
  ] as const;
  return checks.filter(([ok]) => !ok).map(([, part]) => i18n.t(`driver:missingPart.${part}`));
}
