import { useMutation } from '@tanstack/react-query';
import type { DriverSignupForm, TDriver } from '@sokoni/domain/contracts/driver';
import { api } from '../../../lib/api-client.ts';

export interface DriverAuthResult {
  driver: TDriver;
  token: string;
  message: string;
}

export function driverSignup(form: DriverSignupForm): Promise<DriverAuthResult> {
  return api.post<DriverAuthResult>('/api/driver/signup', form);
}

export function useDriverSignup() {
  return useMutation({ mutationFn: driverSignup });
}
