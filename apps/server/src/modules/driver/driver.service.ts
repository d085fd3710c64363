import { validateDriverSignup, type DriverSignupForm } from '@sokoni/domain/contracts/driver';
import { normalizeKenyanPhone } from '@sokoni/domain/phone';
import type { Language } from '@sokoni/domain/contracts/language';
import { newId } from '../../db/ids.ts';
import { AppError, badRequest, notFound, unauthorized } from '../../lib/errors.ts';
import { rethrowUnique } from '../../lib/unique-violation.ts';
import type { Uploads } from '../../providers/storage/uploads.ts';
import { suspendedMessage } from '../../plugins/authenticate.ts';
import type { Passwords } from '../../lib/password.ts';
import { assertPasswordNotCommon } from '../../lib/common-passwords.ts';
import type { TokenService } from '../../lib/tokens.ts';
import type { EmailOffer } from '../../lib/email-offer.ts';
import type { DriverRepository } from './driver.repository.ts';
import { toDriverDto } from './driver.dto.ts';
import { driverProfilePatch } from './driver-profile.ts';

const DRIVER_UNIQUE_MESSAGES = {
  drivers_username_lower_idx: 'That username is already taken.',
  drivers_email_idx: 'A driver with that email already exists.',
  drivers_phone_idx: 'A driver with that phoneNumber already exists.',
};

/** A private folder (see storage.ts): these photos are identity documents. */
export const DOCUMENTS_FOLDER = 'driver-documents';

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

export function createDriverService(deps: { drivers: DriverRepository; tokens: TokenService; uploads: Uploads; verification: EmailOffer; passwords: Passwords }) {
  const issue = (row: { id: string; tokenVersion: number }) =>
    deps.tokens.sign({ sub: row.id, kind: 'driver', ver: row.tokenVersion });

  return {
    /** `language`: what the request was in (signupLanguage), so the first e-mail is too. */
    async signup(body: Record<string, unknown>, language: Language | null = null) {
      const form: DriverSignupForm = {
        username: trimmed(body['username']),
        fullName: trimmed(body['fullName']),
        email: trimmed(body['email']),
        phoneNumber: trimmed(body['phoneNumber']),
        password: typeof body['password'] === 'string' ? body['password'] : '',
        nationalId: trimmed(body['nationalId']),
        driverLicenseNumber: trimmed(body['driverLicenseNumber']),
        plateNumber: trimmed(body['plateNumber']),
      };
      const problem = validateDriverSignup(form);
      if (problem) throw badRequest(problem);
      const phone = normalizeKenyanPhone(form.phoneNumber!);
      if (!phone) throw badRequest('Please enter a valid phone number');
      if (form.username!.length > 40 || form.password!.length > 128) throw badRequest('username or password is too long');
      assertPasswordNotCommon(form.password!);
      const row = await deps.drivers
        .insert({
          id: newId(),
          username: form.username!,
          fullName: form.fullName || null,
          email: form.email ? form.email.toLowerCase() : null,
          phoneNumber: phone,
          nationalId: form.nationalId!.slice(0, 20),
          driverLicenseNumber: form.driverLicenseNumber!.slice(0, 30),
          passwordHash: await deps.passwords.hash(form.password!),
          language,
          currentLocation: { town: '', location: '' },
          emergencyContact: { name: '', phoneNumber: '', relationship: '' },
          vehicleDetails: { make: '', model: '', plateNumber: form.plateNumber!.slice(0, 20).toUpperCase(), type: '', color: '' },
        })
        .catch((e) => rethrowUnique(e, DRIVER_UNIQUE_MESSAGES));
      deps.verification.offer('driver', row.id, row.email);
      return { driver: toDriverDto(row), token: await issue(row), message: 'Driver signed up successfully!' };
    },

    /** Username, e-mail or phone; one message for every wrong combination. */
    async login(body: Record<string, unknown>) {
      const identifier = trimmed(body['username'] ?? body['identifier']);
      const password = typeof body['password'] === 'string' ? body['password'] : '';
      if (!identifier || !password) throw badRequest('Please fill in username and password');
      const candidates = await deps.drivers.findByIdentifier(identifier, normalizeKenyanPhone(identifier));
      for (const row of candidates) {
        if (await deps.passwords.verify(password, row.passwordHash)) {
          if (row.suspended) throw new AppError('forbidden', suspendedMessage(row.suspendedReason));
          const answer = { driver: toDriverDto(row), token: await issue(row), message: 'Logged in successfully!' };
          return { answer, identifiers: [row.username, row.email, row.phoneNumber] };
        }
      }
      if (candidates.length === 0) await deps.passwords.burnCheck(password);
      throw unauthorized('Invalid username or password.');
    },

    async profile(driverId: string) {
      const row = await deps.drivers.findById(driverId);
      if (!row) throw notFound('Driver not found.');
      return toDriverDto(row);
    },

    /** ID and licence photos: images only, re-encoded like product pictures, kept out of public /uploads. */
    async uploadDocuments(driverId: string, files: { idPhoto?: Buffer; licencePhoto?: Buffer }) {
      if (!files.idPhoto && !files.licencePhoto) throw badRequest('Choose a photo of your ID (idPhoto) or of your driving licence (licencePhoto).');
      const current = await deps.drivers.findById(driverId);
      if (!current) throw notFound('Driver not found.');
      const patch: { idPhotoUrl?: string; licencePhotoUrl?: string } = {};
      if (files.idPhoto) patch.idPhotoUrl = await deps.uploads.saveImage('idPhoto', DOCUMENTS_FOLDER, files.idPhoto);
      if (files.licencePhoto) patch.licencePhotoUrl = await deps.uploads.saveImage('licencePhoto', DOCUMENTS_FOLDER, files.licencePhoto);
      const row = await deps.drivers.update(driverId, patch);
      if (patch.idPhotoUrl && current.idPhotoUrl) await deps.uploads.remove(current.idPhotoUrl);
      if (patch.licencePhotoUrl && current.licencePhotoUrl) await deps.uploads.remove(current.licencePhotoUrl);
      return toDriverDto(row!);
    },

    async updateProfile(driverId: string, fields: Record<string, string>, photo?: Buffer) {
      const current = await deps.drivers.findById(driverId);
      if (!current) throw notFound('Driver not found.');
      const patch = driverProfilePatch(current, fields);
      if (photo) patch.profilePhotoUrl = await deps.uploads.saveImage('profileImage', 'drivers', photo);
      const row = await deps.drivers.update(driverId, patch).catch((e) => rethrowUnique(e, DRIVER_UNIQUE_MESSAGES));
      if (photo && current.profilePhotoUrl) await deps.uploads.remove(current.profilePhotoUrl);
      if (row && row.email !== current.email) deps.verification.offer('driver', row.id, row.email);
      return toDriverDto(row!);
    },
  };
}
export type DriverService = ReturnType<typeof createDriverService>;
