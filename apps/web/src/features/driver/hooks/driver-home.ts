import type { TDriver } from '@sokoni/domain/contracts/driver';

/** A driver with a finished profile works from the dashboard; anyone else finishes the profile first. */
export function driverHomePath(driver: Pick<TDriver, 'profileCompleted'>): string {
  return driver.profileCompleted ? '/driver/dashboard' : '/driver/profile-setup';
}
