import type { MpesaConfig } from '../../config.mpesa.ts';
import { createDarajaClient, type DarajaClient } from './daraja-client.ts';

/** The Daraja client for the configured M-Pesa (Safaricom or the simulator), or null when M-Pesa is off. */
export function createMpesaProvider(config: MpesaConfig): DarajaClient | null {
  if (config.env === 'off') return null;
  return createDarajaClient({ ...config, timeoutMs: 15_000 });
}

export function describeMpesa(config: MpesaConfig): string {
  if (config.env === 'off') return 'off (MPESA_ENV)';
  if (config.env === 'simulator') return `simulator (no M-Pesa keys set): test payments, no money moves; the waiting screen has the test phone's buttons`;
  return `Safaricom Daraja ${config.env} (${config.baseUrl}), shortcode ${config.shortcode}`;
}
