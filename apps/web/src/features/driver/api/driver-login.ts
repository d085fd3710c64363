import { useMutation } from '@tanstack/react-query';
import type { TDriver } from '@sokoni/domain/contracts/driver';
import { api } from '../../../lib/api-client.ts';

export interface DriverLoginInput {
  /** A username, phone number or e-mail. */
  username: string;
  password: string;
}

export function driverLogin(body: DriverLoginInput): Promise<{ driver: TDriver; token: string; message: string }> {
  return api.post('/api/driver/login', body);
}

export function useDriverLogin() {
  return useMutation({ mutationFn: driverLogin });
}
