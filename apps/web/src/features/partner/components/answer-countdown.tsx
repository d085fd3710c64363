import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

/** 9:41 — minutes and seconds left. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** How long the shop has left to answer a new order before it is declined by itself; red in the last two minutes. */
export function AnswerCountdown({ answerBy }: { answerBy: string }) {
  const { t } = useTranslation('partner');
  const deadline = Date.parse(answerBy);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = deadline - now;
  const urgent = left < 2 * 60_000;
  return (
    <p role="timer" className={cn('rounded-xl px-3 py-2 text-sm font-semibold tabular-nums', urgent ? 'bg-red-50 text-red-800' : 'bg-amber-50 text-amber-900')}>
      {left > 0 ? t('orderCard.answerIn', { time: formatCountdown(left) }) : t('orderCard.timeUp')}
    </p>
  );
}
