import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

export type BadgeTone = 'green' | 'amber' | 'red' | 'blue' | 'violet' | 'grey' | 'dark';

const TONES: Record<BadgeTone, string> = {
  green: 'bg-primary-100 text-primary-800',
  amber: 'bg-accent-100 text-accent-700',
  red: 'bg-red-100 text-red-800',
  blue: 'bg-sky-100 text-sky-800',
  violet: 'bg-violet-100 text-violet-800',
  grey: 'bg-stone-100 text-stone-700',
  dark: 'bg-stone-900 text-white',
};

export function Badge({ tone = 'grey', children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return <span className={cn('inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[tone], className)}>{children}</span>;
}
