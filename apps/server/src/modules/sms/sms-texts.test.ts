import { describe, expect, it } from 'vitest';
import { smsLength } from '@sokoni/domain/sms-length';
import { smsText, type SmsKind, type SmsLanguage, type SmsTextParams } from './sms-texts.ts';

const longest: { [K in SmsKind]: SmsTextParams[K] } = {
  order_confirmed: { orderNumber: 'SKN-20261124-048213', total: 1_234_567.89, pin: '4821' },
  driver_on_the_way: { orderNumber: 'SKN-20261124-048213', driverName: 'Bartholomew Kiprotich Wanjiku-Odhiambo', driverPhone: '+254712345678' },
  delivered: { orderNumber: 'SKN-20261124-048213' },
  shop_new_order: { orderNumber: 'SKN-20261124-048213', shopName: 'Mama Ngina’s Original Nyama Choma & Pilau Kitchen', amount: 98_765.5 },
  driver_approved: {},
  problem_redeliver: { orderNumber: 'SKN-20261124-048213' },
  problem_rejected: { orderNumber: 'SKN-20261124-048213' },
  problem_refund: { orderNumber: 'SKN-20261124-048213', mpesa: 123_456, credit: 99_999.5 },
  refund_sent: { orderNumber: 'SKN-20261124-048213', amount: 1_234_567, phone: '0712345678', receipt: 'QKT7ABC123' },
};

describe('SMS texts', () => {
  for (const language of ['en', 'sw'] as SmsLanguage[]) {
    for (const kind of Object.keys(longest) as SmsKind[]) {
      it(`${kind} in ${language} fits one plain SMS even with long names`, () => {
        const text = smsText(kind, language, longest[kind] as never);
        expect(smsLength(text)).toMatchObject({ encoding: 'GSM-7', parts: 1 });
      });
    }
  }

  it('speaks the recipient’s language', () => {
    expect(smsText('delivered', 'en', { orderNumber: 'SKN-1' })).toContain('has been delivered');
    expect(smsText('delivered', 'sw', { orderNumber: 'SKN-1' })).toContain('imefikishwa');
  });
});
