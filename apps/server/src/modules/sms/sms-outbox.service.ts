import type { SmsOutboxRepository } from '../../providers/sms/sms-outbox.repository.ts';

export type DeliveryReportOutcome = 'recorded' | 'incomplete' | 'unknown message';

/** What the routes may do with the outbox: read the latest texts, record a provider's delivery report. */
export function createSmsOutboxService(deps: { outbox: SmsOutboxRepository }) {
  return {
    latest: (limit: number) => deps.outbox.latest(limit),
    /** A report names our message by the provider's id; anything else is ignored (and said so). */
    async recordDeliveryReport(fields: Record<string, string>): Promise<DeliveryReportOutcome> {
      const messageId = fields.id ?? '';
      const status = fields.status ?? '';
      if (!messageId || !status) return 'incomplete';
      const known = await deps.outbox.recordDelivery({ messageId, status, failureReason: fields.failureReason || null, raw: fields });
      return known ? 'recorded' : 'unknown message';
    },
  };
}
export type SmsOutboxService = ReturnType<typeof createSmsOutboxService>;
