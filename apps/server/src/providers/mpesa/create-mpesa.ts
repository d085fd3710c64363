import type { MpesaConfig } from '../../config.mpesa.ts';
import { createDarajaClient, type DarajaClient } from './daraja-client.ts';

/** The Daraja client for the configured M-Pesa (Safaricom or the simulator), or null when M-Pesa is off. */
export function createMpesaProvider(config: MpesaConfig): DarajaClient | null {
  if (config.env === 'off') return null;
  return createDarajaClient({ ...config, timeoutMs: 15_000 });
}

export function describeMpesa(config: MpesaConfig): string {
  if (config.env === 'off') return 'off (MPESA_ENV)';
  if (config.env === 'simulator') return `simulator at ${config.baseUrl}: test payments, no money moves`;
  return `Safaricom Daraja ${config.env} (${config.baseUrl}), shortcode ${config.shortcode}`;
}
