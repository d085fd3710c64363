import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { answerTestPrompt, type TestPhoneAnswer } from '../api/answer-test-prompt.ts';

const BUTTONS: { answer: TestPhoneAnswer; label: string }[] = [
  { answer: 'approve', label: 'Approve' },
  { answer: 'cancel', label: 'Cancel' },
  { answer: 'wrong-pin', label: 'Wrong PIN' },
  { answer: 'no-answer', label: 'No answer' },
];

/**
 * Development only (MPESA_ENV=simulator): the test phone's buttons, standing in for the customer's
 * phone. Each answer goes back through the same callback path Safaricom uses.
 */
export function TestPhonePanel({ checkoutRequestId }: { checkoutRequestId: string }) {
  const [pressed, setPressed] = useState<TestPhoneAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const press = async (answer: TestPhoneAnswer) => {
    setPressed(answer);
    setFailure(null);
    try {
      await answerTestPrompt(checkoutRequestId, answer);
    } catch (error) {
      setFailure(messageOf(error, 'The test phone did not answer. Please try again.'));
      setPressed(null);
    }
  };
  return (
    <section aria-label="Test payment" className="space-y-3 rounded-2xl border-2 border-dashed border-amber-400 bg-amber-50 p-4">
      <div>
        <h3 className="text-sm font-bold text-amber-900">Test payment — no money moves</h3>
        <p className="text-xs text-amber-800">This server uses the M-Pesa simulator. Answer the prompt as the customer's phone would:</p>
      </div>
      <div className="grid grid-cols-2 gap-2">
        {BUTTONS.map((b) => (
          <Button key={b.answer} variant={b.answer === 'approve' ? 'primary' : 'secondary'} size="sm" onClick={() => void press(b.answer)} disabled={pressed !== null} loading={pressed === b.answer}>
            {b.label}
          </Button>
        ))}
      </div>
      {pressed && <p className="text-xs text-amber-800" role="status">Answered; M-Pesa is calling back…</p>}
      {failure && <Alert tone="error">{failure}</Alert>}
    </section>
  );
}
