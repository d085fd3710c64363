import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { answerTestPrompt, type TestPhoneAnswer } from '../api/answer-test-prompt.ts';

const ANSWERS: TestPhoneAnswer[] = ['approve', 'cancel', 'wrong-pin', 'no-answer'];

/**
 * Development only (MPESA_ENV=simulator): the test phone's buttons, standing in for the customer's
 * phone. Each answer goes back through the same callback path Safaricom uses.
 */
export function TestPhonePanel({ checkoutRequestId }: { checkoutRequestId: string }) {
  const { t } = useTranslation('orders');
  const [pressed, setPressed] = useState<TestPhoneAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const press = async (answer: TestPhoneAnswer) => {
    setPressed(answer);
    setFailure(null);
    try {
      await answerTestPrompt(checkoutRequestId, answer);
    } catch (error) {
      setFailure(messageOf(error, t('testPhone.failed')));
      setPressed(null);
    }
  };
  return (
    <section aria-label={t('testPhone.label')} className="space-y-3 rounded-2xl border-2 border-dashed border-amber-400 bg-amber-50 p-4">
      <div>
        <h3 className="text-sm font-bold text-amber-900">{t('testPhone.heading')}</h3>
        <p className="text-xs text-amber-800">{t('testPhone.intro')}</p>
      </div>
      <div className="grid grid-cols-2 gap-2">
        {ANSWERS.map((answer) => (
          <Button key={answer} variant={answer === 'approve' ? 'primary' : 'secondary'} size="sm" onClick={() => void press(answer)} disabled={pressed !== null} loading={pressed === answer}>
            {t(`testPhone.answers.${answer}`)}
          </Button>
        ))}
      </div>
      {pressed && <p className="text-xs text-amber-800" role="status">{t('testPhone.answered')}</p>}
      {failure && <Alert tone="error">{failure}</Alert>}
    </section>
  );
}
