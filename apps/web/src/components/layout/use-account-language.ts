import { useEffect } from 'react';
import { followAccountLanguage, watchSignIns } from './account-language.ts';

/** Mounted once for the whole app: each sign-in brings the account's language (or gives it the device's). */
export function useAccountLanguage(): void {
  useEffect(() => watchSignIns((role) => void followAccountLanguage(role)), []);
}
