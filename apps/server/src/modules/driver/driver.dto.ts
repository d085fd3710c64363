import type { TDriver } from '@sokoni/domain/contracts/driver';
import type { DriverRow } from './driver.repository.ts';

export function toDriverDto(row: DriverRow): TDriver {
  return {
    _id: row.id,
    username: row.username,
    email: row.email,
    phoneNumber: row.phoneNumber,
    nationalId: row.nationalId,
    driverLicenseNumber: row.driverLicenseNumber,
    profilePhotoUrl: row.profilePhotoUrl,
    fullName: row.fullName,
    documents: { idPhoto: row.idPhotoUrl !== null, licencePhoto: row.licencePhotoUrl !== null },
    profileCompleted: row.profileCompleted,
    verificationStatus: row.verificationStatus,
    rejectionReason: row.rejectionReason,
    status: row.status,
    suspended: row.suspended,
    currentLocation: row.currentLocation,
    emergencyContact: row.emergencyContact,
    vehicleDetails: row.vehicleDetails,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    language: row.language ?? null,
  };
}
