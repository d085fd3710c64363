import { describe, expect, it } from 'vitest';
import { DRIVER } from '../test/fixtures.ts';
import { missingProfileParts } from './profile-values.ts';

describe('missing profile parts', () => {
  it('is empty for a complete profile; the relationship is optional', () => {
    expect(missingProfileParts({ ...DRIVER, emergencyContact: { ...DRIVER.emergencyContact, relationship: '' } })).toEqual([]);
  });

  it('names blank fields and a location that is not a pinned point', () => {
    const driver = { ...DRIVER, vehicleDetails: { ...DRIVER.vehicleDetails, color: '  ' }, currentLocation: { town: 'Nairobi', location: 'near the stage' } };
    expect(missingProfileParts(driver)).toEqual(['vehicle colour', 'location pinned on the map']);
  });
});
