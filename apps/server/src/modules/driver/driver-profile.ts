import { z } from 'zod';
import { parseLatLng } from '@sokoni/domain/geo';
import { resolveLocation } from '../geo/location-resolver.ts';
import { normalizeKenyanPhone } from '@sokoni/domain/phone';
import { MAX_FULL_NAME, ZCurrentLocation, ZEmergencyContact, ZVehicleDetails } from '@sokoni/domain/contracts/driver';
import { badRequest } from '../../lib/errors.ts';
import type { DriverRow, NewDriverRow } from './driver.repository.ts';

function parseJsonField(fields: Record<string, string>, key: string): unknown {
  const raw = fields[key];
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest(`${key} must be JSON.`);
  }
}

function checked<T extends z.ZodType>(schema: T, key: string, value: unknown): z.output<T> | undefined {
  if (value === undefined) return undefined;
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badRequest(`${key}: ${parsed.error.issues[0]?.message ?? 'invalid value'}`);
  return parsed.data;
}

/** Fields a driver may change about itself. Verification, status and suspension are not among them. */
const ZEditable = z
  .object({
    email: z.union([z.literal(''), z.email({ error: 'Please enter a valid email address' })]),
    fullName: z.string().trim().max(MAX_FULL_NAME, `Full name can be at most ${MAX_FULL_NAME} characters`),
    phoneNumber: z.string(),
    vehicleDetails: ZVehicleDetails.partial(),
    emergencyContact: ZEmergencyContact.partial(),
    // The location may come as 'lat,lng', { lat, lng } or a Plus Code (resolved below).
    currentLocation: ZCurrentLocation.extend({ location: z.unknown() }).partial(),
  })
  .partial();

/**
 * Builds the row patch from either profile call: update-profile sends vehicleDetails,
 * emergencyContact and currentLocation as JSON parts; updates-profile sends one formData JSON.
 */
export function driverProfilePatch(current: DriverRow, fields: Record<string, string>): Partial<NewDriverRow> {
  const formData = (parseJsonField(fields, 'formData') ?? {}) as Record<string, unknown>;
  const source = {
    ...(fields['fullName'] !== undefined ? { fullName: fields['fullName'] } : {}),
    ...formData,
    ...Object.fromEntries(
      ['vehicleDetails', 'emergencyContact', 'currentLocation']
        .map((k) => [k, parseJsonField(fields, k)])
        .filter(([, v]) => v !== undefined),
    ),
  };
  const input = checked(ZEditable, 'profile', source) ?? {};
  const patch: Partial<NewDriverRow> = {};
  if (input.email !== undefined) patch.email = input.email.toLowerCase() || null;
  if (input.fullName !== undefined) patch.fullName = input.fullName || null;
  if (input.phoneNumber !== undefined) {
    const phone = normalizeKenyanPhone(input.phoneNumber);
    if (!phone) throw badRequest('Please enter a valid phone number');
    patch.phoneNumber = phone;
  }
  if (input.vehicleDetails) patch.vehicleDetails = { ...current.vehicleDetails, ...input.vehicleDetails };
  if (input.emergencyContact) patch.emergencyContact = { ...current.emergencyContact, ...input.emergencyContact };
  if (input.currentLocation) {
    const { location, town } = input.currentLocation;
    const merged = { ...current.currentLocation, ...(town !== undefined ? { town } : {}) };
    // An empty location clears the pin; anything else must be a place the server can find.
    if (location !== undefined) {
      merged.location = location === null || (typeof location === 'string' && location.trim() === '') ? '' : resolveLocation(location, { label: 'currentLocation.location', town: merged.town });
    }
    patch.currentLocation = merged;
  }
  const next = { ...current, ...patch };
  // The profile counts as complete only when the server sees every part of it, whatever the client claims.
  patch.profileCompleted = isProfileComplete(next);
  return patch;
}

function isProfileComplete(d: Pick<DriverRow, 'vehicleDetails' | 'emergencyContact' | 'currentLocation'>): boolean {
  const v = d.vehicleDetails;
  const e = d.emergencyContact;
  const l = d.currentLocation;
  return Boolean(
    v.make && v.model && v.plateNumber && v.type && v.color && e.name && e.phoneNumber && l.town && parseLatLng(l.location),
  );
}
